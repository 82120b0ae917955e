// One refresh at a time across every tab and frame of the kit's origin: a refresh token is exchanged once, and the
// others read the pair it stored.

/** The Web Lock all the kit's pages of one origin share for refreshing. */
export const REFRESH_LOCK_NAME = 'thoughtkit.refresh-token';

/** Runs work while holding the refresh lock. */
export type RefreshLock = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * The origin-wide Web Lock where the platform has one (every browser the kit supports); elsewhere (Node: tests,
 * scripts, the server's seeding) a client is alone, and the work simply runs.
 */
export const webRefreshLock: RefreshLock = (work) => {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  return locks ? locks.request(REFRESH_LOCK_NAME, work) : work();
};
