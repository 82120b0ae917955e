// Data of the signed-in learner (their goals, their graph libraries, their events), read while some widget needs it
// and read again when another learner signs in; nothing for a guest, and forgotten at once on sign-out, so one
// learner's data never stays on the page for the next. The latest read wins: an answer for an older read (or for a
// learner who has signed out) is never written. Framework-free; each feature core that lists a learner's data owns one.
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { latestRequest } from '../api/latest-request.ts';
import type { User } from '../contract/user.ts';

/** guest: nobody is signed in, there is nothing to ask for. */
export type LearnerDataState<T> =
  | { readonly status: 'guest' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: Error }
  | { readonly status: 'ready'; readonly data: T };

export interface LearnerDataOptions<T> {
  /** The signal's name (debugging tools show it). */
  readonly name: string;
  readonly user: ReadonlySignal<User>;
  /** Reads the learner's data; `signal` aborts when a newer read starts or nothing needs it any more. */
  readonly read: (user: User, signal: AbortSignal) => Promise<T>;
  /** The first read waits this long after it is first needed (spec 2 §9.1: the goals fetch 3 s after start). */
  readonly firstReadDelayMs?: number;
}

export interface LearnerData<T> {
  readonly state: ReadonlySignal<LearnerDataState<T>>;
  /** Reads while something needs the data (and again when another learner signs in); returns the release. */
  need(): () => void;
  /** Reads again: after an error, or to see what changed since. */
  reload(): void;
  /** Replaces what is shown by what an action's answer says (a goal closed, a graph deleted), without a read. */
  update(change: (data: T) => T): void;
  dispose(): void;
}

export const asError = (error: unknown): Error => (error instanceof Error ? error : new Error(String(error)));

export function createLearnerData<T>({
  name,
  user,
  read,
  firstReadDelayMs = 0,
}: LearnerDataOptions<T>): LearnerData<T> {
  const state = signal<LearnerDataState<T>>({ status: 'guest' }, { name });
  const latest = latestRequest();
  let needs = 0;
  let stopFollowing: (() => void) | undefined;
  let waited = firstReadDelayMs === 0;

  async function load(learner: User): Promise<void> {
    const request = latest.start();
    state.value = { status: 'loading' };
    try {
      if (!waited) {
        await new Promise<void>((resolve) => setTimeout(resolve, firstReadDelayMs));
        if (!request.isLatest()) return;
        waited = true;
      }
      const data = await read(learner, request.signal);
      if (request.isLatest()) state.value = { status: 'ready', data };
    } catch (error) {
      if (request.isLatest()) state.value = { status: 'error', error: asError(error) };
    }
  }

  const follow = () =>
    effect(() => {
      const learner = user.value;
      if (learner.username === '') {
        latest.cancel();
        state.value = { status: 'guest' };
      } else void load(learner);
    });

  function stop(): void {
    stopFollowing?.();
    stopFollowing = undefined;
    latest.cancel();
  }

  return {
    state,
    need() {
      needs += 1;
      if (needs === 1) stopFollowing = follow();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        needs -= 1;
        if (needs === 0) stop();
      };
    },
    reload() {
      const learner = user.peek();
      if (learner.username !== '' && needs > 0) void load(learner);
    },
    update(change) {
      const current = state.peek();
      if (current.status === 'ready') state.value = { status: 'ready', data: change(current.data) };
    },
    dispose: stop,
  };
}
