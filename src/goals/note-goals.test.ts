import { beforeEach, describe, expect, it } from 'vitest';
import type { Goal } from '../contract/goals.ts';
import type { Note } from '../contract/notes.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { createNoteGoals } from './note-goals.ts';

const note: Note = { _id: 'n1', type: 'note', value: { noteTitle: 'Volcanoes' }, goal: 'g1' };
const goal: Goal = { id: 'g1', goal: 'Learn geology', status: false, attachments: [{ id: 'a1', note }] };

let server: TestApi;
beforeEach(() => {
  server = createTestApi();
  server.route('POST /goals/many', { body: [goal] });
  server.route('DELETE /attachments/a1', { body: { id: 'a1', deleted: true } });
});

function noteGoals() {
  const recorded: [string, unknown][] = [];
  const detached: Note[] = [];
  const core = createNoteGoals({
    api: server.api,
    recordEvent: (verb, value) => recorded.push([verb, value]),
    detached: (left) => detached.push(left),
  });
  return { core, recorded, detached };
}

const stateOf = (core: ReturnType<typeof noteGoals>['core'], id = 'n1') => core.signals.byNote.value.get(id);

describe('createNoteGoals', () => {
  it('reads the goals of the note’s goal ids (POST /goals/many); a note with no goal asks nothing', async () => {
    const { core } = noteGoals();
    const reading = core.actions.read(note);
    expect(stateOf(core)).toEqual({ status: 'loading' });
    await reading;
    expect(stateOf(core)).toEqual({ status: 'ready', goals: [goal] });
    expect(server.seen.map((seen) => [seen.method, seen.path, seen.body])).toEqual([
      ['POST', '/goals/many', { goal_ids: ['g1'] }],
    ]);
    await core.actions.read({ ...note, _id: 'n2', goal: undefined });
    expect(stateOf(core, 'n2')).toEqual({ status: 'ready', goals: [] });
    expect(server.seen).toHaveLength(1);
  });

  it('says what failed when the goals cannot be read', async () => {
    server.route('POST /goals/many', { status: 500, body: { message: 'The database is not answering.' } });
    const { core } = noteGoals();
    await core.actions.read(note);
    expect(stateOf(core)).toMatchObject({ status: 'error', error: { message: 'The database is not answering.' } });
  });

  it('detaches by deleting the attachment (DELETE /attachments/{id}), drops the goal, records DETACHED_FROM_GOAL', async () => {
    const { core, recorded, detached } = noteGoals();
    await core.actions.read(note);
    await core.actions.detach(goal, note);
    expect(server.seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/attachments/a1' });
    expect(stateOf(core)).toEqual({ status: 'ready', goals: [] });
    expect(recorded).toEqual([
      ['DETACHED_FROM_GOAL', { id: 'g1', goal: 'Learn geology', noteId: 'n1', noteTitle: 'Volcanoes' }],
    ]);
    expect(detached).toEqual([note]);
  });

  it('keeps the goal and rejects when the server refuses the detach', async () => {
    server.route('DELETE /attachments/a1', { status: 404, body: { message: 'That attachment was not found.' } });
    const { core, recorded } = noteGoals();
    await core.actions.read(note);
    await expect(core.actions.detach(goal, note)).rejects.toThrow('That attachment was not found.');
    expect(stateOf(core)).toEqual({ status: 'ready', goals: [goal] });
    expect(recorded).toEqual([]);
  });
});
