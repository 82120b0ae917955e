import { describe, expect, it } from 'vitest';
import type { Kaaro, Prompt } from '../../src/contract/prompts.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import { createPrompts } from './index.ts';

const fields = (label: string, visibility = 'private') => ({
  label,
  prompt: `Explain {{tag}} as ${label} would.`,
  visibility,
  description: '',
  type: 'chat',
  subtype: '',
});

describe.each(storesUnderTest())('prompt and Kaaro calls on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob'], ({ db }) => [createPrompts({ db })]);

  it('lists the default entry first, then the learner’s own prompts, then others’ public ones', async () => {
    const pirate = await kit.ada.call<Prompt>('POST', '/prompts/', fields('Pirate'));
    expect(pirate.status).toBe(200);
    expect(pirate.body).toMatchObject({ label: 'Pirate', actor: 'ada', visibility: 'private' });
    await kit.bob.call('POST', '/prompts/', fields('Shared by Bob', 'public'));
    await kit.bob.call('POST', '/prompts/', fields('Bob alone'));

    const list = await kit.ada.call<Prompt[]>('GET', '/prompts/');
    expect(list.body.map((prompt) => prompt.label)).toEqual(['default', 'Pirate', 'Shared by Bob']);
    expect(list.body[0]).toMatchObject({ id: 'main', label: 'default' });
  });

  it('changes and deletes only the author’s own prompt; another’s is not found', async () => {
    const { body: mine } = await kit.ada.call<Prompt>('POST', '/prompts/', fields('Teacher'));
    const stolen = await kit.bob.call('PUT', `/prompts/${mine.id}`, fields('Hijacked', 'public'));
    expect(stolen.status).toBe(404);
    expect((await kit.bob.call('DELETE', `/prompts/${mine.id}`)).status).toBe(404);
    expect((await kit.ada.call('DELETE', '/prompts/main')).status).toBe(404);

    const changed = await kit.ada.call<Prompt>('PUT', `/prompts/${mine.id}`, fields('Kind teacher', 'public'));
    expect(changed.body).toMatchObject({ id: mine.id, label: 'Kind teacher', visibility: 'public' });
    const removed = await kit.ada.call<Prompt>('DELETE', `/prompts/${mine.id}`);
    expect(removed.body).toMatchObject({ id: mine.id, label: 'Kind teacher' });
    const list = await kit.ada.call<Prompt[]>('GET', '/prompts/');
    expect(list.body.some((prompt) => prompt.id === mine.id)).toBe(false);
  });

  it('refuses a prompt with no label, no text or an unknown visibility, with a message', async () => {
    for (const bad of [fields('  '), { ...fields('x'), prompt: '' }, { ...fields('x'), visibility: 'everyone' }]) {
      const answer = await kit.ada.call<{ message: string }>('POST', '/prompts/', bad);
      expect(answer.status).toBe(400);
      expect(answer.body.message).not.toBe('');
    }
  });

  it('keeps Kaaro rows in order: added at the end, moved by rowIndex, deleted by range', async () => {
    for (const label of ['one', 'two', 'three', 'four']) {
      const added = await kit.ada.call<Kaaro>('POST', '/prompts/experiment/create-kaaro', fields(label));
      expect(added.status).toBe(200);
    }
    const sheet = await kit.ada.call<Kaaro[]>('GET', '/prompts/experiment/fetch-kaaros');
    expect(sheet.body.map((row) => [row.label, row.rowIndex])).toEqual([
      ['one', 0],
      ['two', 1],
      ['three', 2],
      ['four', 3],
    ]);
    // Kaaros are not intents, and no one else sees them.
    expect((await kit.ada.call<Prompt[]>('GET', '/prompts/')).body.some((p) => p.label === 'one')).toBe(false);
    expect((await kit.bob.call<Kaaro[]>('GET', '/prompts/experiment/fetch-kaaros')).body).toEqual([]);

    const four = sheet.body[3]!;
    const moved = await kit.ada.call<Kaaro[]>('POST', '/prompts//experiment/update-kaaro', {
      ...fields('FOUR'),
      id: four.id,
      rowIndex: 0,
    });
    expect(moved.body.map((row) => row.label)).toEqual(['FOUR', 'one', 'two', 'three']);
    const bobMoves = await kit.bob.call('POST', '/prompts//experiment/update-kaaro', {
      ...fields('mine now'),
      id: four.id,
      rowIndex: 0,
    });
    expect(bobMoves.status).toBe(404);

    const left = await kit.ada.call<Kaaro[]>('POST', '/prompts/experiment/delete-kaaro', {
      startIndex: 1,
      endIndex: 3,
    });
    expect(left.body.map((row) => [row.label, row.rowIndex])).toEqual([
      ['FOUR', 0],
      ['three', 1],
    ]);
    const empty = await kit.ada.call('POST', '/prompts/experiment/delete-kaaro', { startIndex: 2, endIndex: 2 });
    expect(empty.status).toBe(400);
    const past = await kit.ada.call('POST', '/prompts/experiment/delete-kaaro', { startIndex: 5, endIndex: 6 });
    expect(past.status).toBe(404);
  });
});
