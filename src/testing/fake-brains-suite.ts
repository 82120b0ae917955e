/// <reference types="mocha" />
import type { Brain } from '../contract/brains.ts';
import { tokens } from '../kit/api.ts';
import { setLocale } from '../preferences/locale.ts';
import { fakeBrainsServer, type FakeBrainsServer } from './fake-brains-server.ts';
import { fakeLibraryServer, type FakeLibraryServer } from './fake-library-server.ts';

/**
 * For the brain widgets' browser tests (Brain Library, Document Chat): the library's fake server before each test
 * (it signs the learner in), and after it the page as it was (real fetch, signed out, English). Returns what starts
 * the current test's fake brains server with its brains.
 */
export function useFakeBrainsServer(): (seed?: readonly Brain[]) => FakeBrainsServer {
  let library: FakeLibraryServer | undefined;
  let server: FakeBrainsServer | undefined;
  beforeEach(() => {
    library = fakeLibraryServer();
  });
  afterEach(async () => {
    server?.restore();
    server = undefined;
    library?.restore();
    tokens.clear();
    await setLocale('en');
  });
  return (seed) => {
    server = fakeBrainsServer(seed);
    return server;
  };
}
