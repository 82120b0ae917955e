import { beforeEach, describe, expect, it } from 'vitest';
import type { Note } from '../contract/notes.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { createDiaryInsights, DIARY_INSIGHT_REQUEST, insightOf } from './diary-insight.ts';

const diary: Note = { _id: 'n1', type: 'note', value: { noteTitle: 'Monday', note: 'I learnt about volcanoes.' } };
const withInsight: Note = {
  ...diary,
  status: 'completed',
  progress: 100,
  value: { ...diary.value, insight: { type: 'short', prompt: '', text: 'You are curious about geology.' } },
};

let server: TestApi;
beforeEach(() => {
  server = createTestApi();
});

function insights() {
  const changed: Note[] = [];
  return { core: createDiaryInsights({ api: server.api, noteChanged: (note) => changed.push(note) }), changed };
}

describe('insightOf: what a note holds', () => {
  it('reads loading (0), completed (100, the text), error, or none from the note', () => {
    expect(insightOf(diary)).toEqual({ status: 'none' });
    expect(insightOf({ ...diary, status: 'loading', progress: 0 })).toEqual({ status: 'loading', progress: 0 });
    expect(insightOf(withInsight)).toEqual({
      status: 'completed',
      progress: 100,
      text: 'You are curious about geology.',
    });
    expect(insightOf({ ...diary, status: 'error' })).toEqual({ status: 'error', message: '' });
  });
});

describe('createDiaryInsights', () => {
  it('goes loading (progress 0) while asked, then completed (100) with the insight; the changed note is passed on', async () => {
    server.route('POST /skills/diary/insights', () => ({ body: withInsight }));
    const { core, changed } = insights();
    const asking = core.actions.ask(diary);
    expect(core.actions.stateOf(core.signals.asked.value, diary)).toEqual({ status: 'loading', progress: 0 });
    expect(await asking).toEqual(withInsight);
    expect(core.actions.stateOf(core.signals.asked.value, diary)).toEqual({
      status: 'completed',
      progress: 100,
      text: 'You are curious about geology.',
    });
    expect(changed).toEqual([withInsight]);
    expect(server.seen.find((seen) => seen.path === '/skills/diary/insights')?.body).toEqual({
      noteId: 'n1',
      ...DIARY_INSIGHT_REQUEST,
    });
  });

  it('goes to error with the server’s message and rethrows the failure (spec 2 §8)', async () => {
    server.route('POST /skills/diary/insights', { status: 404, body: { message: 'That note was not found.' } });
    const { core, changed } = insights();
    await expect(core.actions.ask(diary)).rejects.toThrow('That note was not found.');
    expect(core.actions.stateOf(core.signals.asked.value, diary)).toEqual({
      status: 'error',
      message: 'That note was not found.',
    });
    expect(changed).toEqual([]);
  });

  it('a note not asked for on this page shows what it holds', () => {
    const { core } = insights();
    expect(core.actions.stateOf(core.signals.asked.value, withInsight)).toMatchObject({ status: 'completed' });
  });
});
