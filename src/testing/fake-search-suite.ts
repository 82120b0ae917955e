/// <reference types="mocha" />
import { fakeSearchServer, type FakeSearchServer } from './fake-search-server.ts';
import { setLocale } from '../preferences/locale.ts';
import { search } from '../kit/search.ts';

/**
 * For a result widget's browser tests: a fresh fake server before each test, and after it the page as it was
 * (real fetch, no thought, English). Returns the current test's server.
 */
export function useFakeSearchServer(): () => FakeSearchServer {
  let server: FakeSearchServer | undefined;
  beforeEach(() => {
    server = fakeSearchServer();
  });
  afterEach(async () => {
    server?.restore();
    search.actions.clear();
    await setLocale('en');
  });
  return () => {
    if (!server) throw new Error('the fake search server exists only while a test runs');
    return server;
  };
}
