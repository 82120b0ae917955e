import { beforeEach, describe, expect, it } from 'vitest';
import type { DictionaryAnswer } from '../contract/knowledge.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { closeMeaning, lookUpMeaning, wordMeaning } from './word-meaning-popup.ts';

const anchor = { left: 10, top: 20, right: 60, bottom: 36 };
const source = { name: 'WordNet 3.1', license: 'WordNet 3.0 license', url: 'https://wordnet.princeton.edu/' };
const entry = (word: string): DictionaryAnswer => ({
  word,
  found: true,
  meanings: [
    {
      partOfSpeech: 'noun',
      definitions: [{ definition: `the meaning of ${word}`, examples: [], synonyms: [], antonyms: [] }],
      synonyms: [],
      antonyms: [],
    },
  ],
  source,
  suggestions: [],
  language: 'en',
});

let server: TestApi;
beforeEach(() => {
  closeMeaning();
  server = createTestApi();
});

describe('lookUpMeaning', () => {
  it('shows the popup at the word while the entry loads, then the entry', async () => {
    server.route('GET /custom/dictionary-api', { body: entry('osmosis') });
    const done = lookUpMeaning('osmosis', anchor, server.api);
    expect(wordMeaning.value).toEqual({ word: 'osmosis', anchor, status: 'loading' });
    await done;
    expect(wordMeaning.value).toEqual({ word: 'osmosis', anchor, status: 'ready', entry: entry('osmosis') });
    expect(server.seen.map((request) => request.path)).toEqual(['/custom/dictionary-api']);
  });

  it('says the lookup failed, in the error state', async () => {
    server.route('GET /custom/dictionary-api', { status: 503, body: { message: 'down' } });
    await lookUpMeaning('osmosis', anchor, server.api);
    expect(wordMeaning.value).toMatchObject({ word: 'osmosis', status: 'error' });
  });

  it('lets a newer word win: the older answer, arriving last, is dropped', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = createTestApi();
    slow.route('GET /custom/dictionary-api', { body: entry('first') });
    // This API ignores the abort (as a call already on the wire would): its answer arrives, last, and must be dropped.
    const first = lookUpMeaning('first', anchor, {
      call: async (name, ...args) => {
        await gate;
        return slow.api.call(name, ...([{ ...args[0], signal: undefined }] as typeof args));
      },
    });
    server.route('GET /custom/dictionary-api', { body: entry('second') });
    await lookUpMeaning('second', anchor, server.api);
    release();
    await first;
    expect(slow.seen).toHaveLength(1);
    expect(wordMeaning.value).toMatchObject({ word: 'second', status: 'ready', entry: { word: 'second' } });
  });

  it('closing hides the popup and drops an answer still on its way', async () => {
    server.route('GET /custom/dictionary-api', { body: entry('osmosis') });
    const done = lookUpMeaning('osmosis', anchor, server.api);
    closeMeaning();
    await done;
    expect(wordMeaning.value).toBeNull();
  });
});
