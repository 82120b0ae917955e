// Browser-test support (not a test): the reference server's recorded answers to the media widgets' provider calls
// (fixtures/providers-*.json, kept true by tests/support/provider-fixtures.test.ts), and the states every widget over
// a live provider shows (src/elements/ProviderView.tsx), walked through the fake search server.
import { searchWord } from '../kit/search.ts';
import type { FakeSearchServer } from './fake-search-server.ts';
import found from './fixtures/providers-found.json';
import notConnected from './fixtures/providers-not-connected.json';
import unavailable from './fixtures/providers-unavailable.json';

export type ProviderCall = keyof typeof notConnected;
export type BookSource = keyof (typeof notConnected)['custom.books'];

/** The word each call's recorded answer was made for. */
export const RECORDED_WORD = {
  'custom.youtubeSearch': 'tomato',
  'custom.jobs': 'development engineer',
  'custom.twitterSentiment': 'python',
  'custom.books': { openlibrary: 'atwood', archive: 'dune' },
  'custom.models3d': 'staircase',
  'custom.papers': 'artificial intelligence education',
} as const;

type Answers = Readonly<Record<string, unknown>>;
const ofCall = (table: Answers, call: ProviderCall, source: BookSource): Record<string, unknown> => {
  const answer = table[call] as Answers;
  return (call === 'custom.books' ? answer[source] : answer) as Record<string, unknown>;
};

/** The recorded answers to a call (for the books, from one source): found, not connected, and did not answer. */
export function recordedAnswers(call: ProviderCall, source: BookSource = 'openlibrary') {
  const word = call === 'custom.books' ? RECORDED_WORD[call][source] : RECORDED_WORD[call];
  return {
    word,
    found: ofCall((found as Readonly<Record<string, Answers>>)[word] ?? {}, call, source),
    notConnected: ofCall(notConnected, call, source),
    unavailable: ofCall(unavailable, call, source),
  };
}

export interface ProviderStage {
  readonly searchServer: FakeSearchServer;
  show(...parts: string[]): Promise<void>;
}

export interface ProviderStatesOptions {
  readonly source?: BookSource;
  /** The parts of the widget's own answer. */
  readonly answer: readonly string[];
  /** The recorded answer with nothing found (the service found nothing for a word). */
  readonly empty: (found: Record<string, unknown>) => unknown;
}

/**
 * Idle, loading, the recorded answer, not connected on this server, did not answer this time, nothing found, and a
 * failed call: each shown by searching a word the fake server answers so.
 */
export async function providerStates(stage: ProviderStage, call: ProviderCall, options: ProviderStatesOptions) {
  const server = stage.searchServer;
  const answers = recordedAnswers(call, options.source);
  await stage.show('widget', 'idle');
  server.hold();
  searchWord(answers.word);
  await stage.show('loading');
  server.release();
  await stage.show(...options.answer);
  server.answer(call, 'dog', answers.notConnected);
  searchWord('dog');
  await stage.show('not-connected');
  server.answer(call, 'cat', answers.unavailable);
  searchWord('cat');
  await stage.show('error', 'retry');
  server.answer(call, 'zebra', options.empty(answers.found));
  searchWord('zebra');
  await stage.show('empty');
  server.fail(call, 503, 'down');
  searchWord('cow');
  await stage.show('error', 'retry');
  server.heal();
}
