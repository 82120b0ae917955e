// Events recorded by a search, against the reference server's real event and knowledge calls over HTTP.
import { signal } from '@preact/signals-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Thought } from '../contract/thought.ts';
import { anonymousUser } from '../contract/user.ts';
import { createFanOut } from '../search/fan-out.ts';
import { createLookups } from '../search/lookups.ts';
import { createEventRecorder, type RecordEvent } from './record-event.ts';
import { openSearchServer, type SearchServer } from '../../tests/support/search-server.ts';
import { until } from '../testing/until.ts';

let server: SearchServer;
let recordEvent: RecordEvent;
const user = signal(anonymousUser);
beforeAll(async () => {
  server = await openSearchServer();
  await server.addLearner('ada');
  recordEvent = createEventRecorder({ api: server.api, user });
}, 120_000);
afterAll(() => server.close());

const signIn = () => {
  // The test server takes a learner's username as their token.
  server.tokens.store({ token: 'ada', refreshToken: 'refresh-ada-0123456789' });
  user.value = { ...anonymousUser, username: 'ada' };
};
const signOut = () => {
  server.tokens.clear();
  user.value = anonymousUser;
};

describe('search events', () => {
  it('records WIKI_LOOKUP on each wiki card lookup of a signed-in learner, and nothing for a guest', async () => {
    signOut();
    const thought = signal<Thought | null>(null);
    const lookups = createLookups({ descriptionMode: signal('Default'), locale: signal('en'), recordEvent });
    const fanOut = createFanOut({ api: server.api, thought, lookups });
    const release = fanOut.need('wikidata');
    try {
      thought.value = { word: 'dog', type: 'string', lang: 'en' };
      await until(() => fanOut.results.wikidata.value.status === 'ready', 'the guest card');
      expect(await server.events()).toEqual([]);

      signIn();
      thought.value = { word: 'Paris', type: 'entity', lang: 'en' };
      await until(async () => (await server.events()).length === 1, 'the event');
      expect(await server.events()).toEqual([
        { actor: 'ada', verb: 'WIKI_LOOKUP', value: 'Paris', dataSource: 'tj-client-web' },
      ]);
      await until(() => fanOut.results.wikidata.value.status === 'ready', 'the card');
      expect(fanOut.results.wikidata.value.data?.facts.instanceOf.map((term) => term.label)).toContain(
        'national capital',
      );
    } finally {
      release();
      signOut();
    }
  });

  it('records QUICK_SEARCH for a signed-in learner; a guest records nothing, and a failure is silent', async () => {
    signOut();
    const before = (await server.events()).length;
    await recordEvent('QUICK_SEARCH', 'photosynthesis');
    expect(await server.events()).toHaveLength(before);
    signIn();
    try {
      await recordEvent('QUICK_SEARCH', 'photosynthesis');
      expect((await server.events()).at(-1)).toEqual({
        actor: 'ada',
        verb: 'QUICK_SEARCH',
        value: 'photosynthesis',
        dataSource: 'tj-client-web',
      });
      // A token the server does not know: the call fails, the search does not.
      server.tokens.store({ token: 'nobody', refreshToken: 'refresh-nobody-0123456789' });
      await expect(recordEvent('QUICK_SEARCH', 'Paris')).resolves.toBeUndefined();
    } finally {
      signOut();
    }
  });
});
