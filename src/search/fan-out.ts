// The search fan-out (spec 2 §7.9, last paragraph): on each thought change every lookup some widget needs fires at
// once, and each lookup's answer is one named signal. Framework-free: the kit's lookups are in lookups.ts, the search
// core that owns a fan-out in search.ts, and the React hook in src/react/use-lookup.ts.
import { effect, signal, untracked, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import { latestRequest, type LatestRequest } from '../api/latest-request.ts';
import type { Thought } from '../contract/thought.ts';

export type LookupStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * One lookup's state. `thought` is the thought the state is about (none while idle), so a widget can say
 * "nothing found for X" about the word that was really looked up.
 */
export type LookupResult<D> =
  | { readonly status: 'idle'; readonly thought: null; readonly data: undefined; readonly error: undefined }
  | { readonly status: 'loading'; readonly thought: Thought; readonly data: undefined; readonly error: undefined }
  | { readonly status: 'ready'; readonly thought: Thought; readonly data: D; readonly error: undefined }
  | { readonly status: 'error'; readonly thought: Thought; readonly data: undefined; readonly error: Error };

export type LookupApi = Pick<ApiClient, 'call'>;

export interface LookupRequest {
  readonly api: LookupApi;
  readonly thought: Thought;
  /** Aborts when a newer thought arrives, when the lookup is retried, or when no widget needs it any more. */
  readonly signal: AbortSignal;
}

export interface Lookup<D> {
  fetch(request: LookupRequest): Promise<D>;
  /**
   * Signals besides the thought the answer depends on (e.g. the description mode): a change looks up again this
   * lookup alone, for the current thought.
   */
  readonly dependsOn?: readonly ReadonlySignal<unknown>[];
}

export type LookupTable = Readonly<Record<string, Lookup<unknown>>>;
export type LookupData<L> = L extends Lookup<infer D> ? D : never;
export type FanOutResults<T extends LookupTable> = {
  readonly [N in keyof T]: ReadonlySignal<LookupResult<LookupData<T[N]>>>;
};

export interface FanOut<T extends LookupTable> {
  readonly results: FanOutResults<T>;
  /**
   * A widget needs a lookup's result: the lookup runs from now on, at once for the current thought. Returns the
   * release; when the last widget releases a lookup it stops (its request is aborted and it goes back to idle),
   * and when no lookup is needed any more the fan-out stops following the thought.
   */
  need(name: keyof T & string): () => void;
  /** Looks up again, for the current thought, a lookup some widget needs (the "retry" of an error). */
  retry(name: keyof T & string): void;
  /** True while some widget needs some lookup, i.e. while the fan-out follows the thought. */
  readonly active: ReadonlySignal<boolean>;
  /** Stops following the thought and aborts every request (the page or test that made it is done). */
  dispose(): void;
}

export interface FanOutOptions<T extends LookupTable> {
  readonly api: LookupApi;
  readonly thought: ReadonlySignal<Thought | null>;
  readonly lookups: T;
  /** Prefix of the result signals' names (debugging tools show them). */
  readonly name?: string;
}

const IDLE = { status: 'idle', thought: null, data: undefined, error: undefined } as const;

/** Everything fetched for one thought; aborting its controller aborts all its requests. */
interface Round {
  readonly thought: Thought;
  readonly controller: AbortController;
}

interface Slot {
  readonly name: string;
  readonly lookup: Lookup<unknown>;
  readonly result: Signal<LookupResult<unknown>>;
  users: number;
  /** Retrying or releasing aborts this lookup's request alone; a newer round aborts them all. */
  readonly request: LatestRequest;
  stopWatching: (() => void) | undefined;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

export function createFanOut<T extends LookupTable>(options: FanOutOptions<T>): FanOut<T> {
  const { api, thought, lookups, name: prefix = 'lookup' } = options;
  const slots = new Map<string, Slot>();
  for (const [name, lookup] of Object.entries(lookups)) {
    const result = signal<LookupResult<unknown>>(IDLE, { name: `${prefix}.${name}` });
    slots.set(name, { name, lookup, result, users: 0, request: latestRequest(), stopWatching: undefined });
  }
  const active = signal(false, { name: `${prefix}.active` });
  let users = 0;
  let round: Round | undefined;
  let stopFollowing: (() => void) | undefined;

  function slotOf(name: string): Slot {
    const slot = slots.get(name);
    if (!slot) throw new TypeError(`Unknown lookup "${name}"`);
    return slot;
  }

  function run(slot: Slot, current: Round): void {
    // Only the latest request of the current round writes: a newer round aborts this one's signal.
    const ticket = slot.request.start(current.controller.signal);
    slot.result.value = { status: 'loading', thought: current.thought, data: undefined, error: undefined };
    let pending: Promise<unknown>;
    try {
      pending = slot.lookup.fetch({ api, thought: current.thought, signal: ticket.signal });
    } catch (error) {
      pending = Promise.reject(error);
    }
    void pending.then(
      (data) => {
        if (ticket.isLatest())
          slot.result.value = { status: 'ready', thought: current.thought, data, error: undefined };
      },
      (error: unknown) => {
        if (ticket.isLatest()) {
          slot.result.value = { status: 'error', thought: current.thought, data: undefined, error: asError(error) };
        }
      },
    );
  }

  function reset(slot: Slot): void {
    slot.request.cancel();
    slot.result.value = IDLE;
  }

  /** A new thought: the older round is aborted, and every needed lookup fires, all in this one tick. */
  function follow(next: Thought | null): void {
    round?.controller.abort();
    round = next ? { thought: next, controller: new AbortController() } : undefined;
    for (const slot of slots.values()) {
      if (round && slot.users > 0) run(slot, round);
      else reset(slot);
    }
  }

  function start(): void {
    active.value = true;
    // untracked: lookups may read signals while starting (the description mode); only the thought is followed.
    stopFollowing = effect(() => {
      const next = thought.value;
      untracked(() => follow(next));
    });
  }

  function stop(): void {
    stopFollowing?.();
    stopFollowing = undefined;
    round?.controller.abort();
    round = undefined;
    active.value = false;
  }

  function watchInputs(slot: Slot): void {
    const inputs = slot.lookup.dependsOn;
    if (!inputs || inputs.length === 0) return;
    let first = true;
    slot.stopWatching = effect(() => {
      for (const input of inputs) void input.value;
      if (first) {
        first = false;
        return;
      }
      untracked(() => {
        if (round && slot.users > 0) run(slot, round);
      });
    });
  }

  const results = Object.fromEntries([...slots].map(([name, slot]) => [name, slot.result])) as FanOutResults<T>;

  return {
    results,
    active,
    need(name) {
      const slot = slotOf(name);
      slot.users += 1;
      users += 1;
      if (slot.users === 1) watchInputs(slot);
      // Starting follows the current thought, which runs this lookup with the others needed.
      if (users === 1) start();
      else if (slot.users === 1 && round) run(slot, round);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        slot.users -= 1;
        users -= 1;
        if (slot.users === 0) {
          slot.stopWatching?.();
          slot.stopWatching = undefined;
          reset(slot);
        }
        if (users === 0) stop();
      };
    },
    retry(name) {
      const slot = slotOf(name);
      if (round && slot.users > 0) run(slot, round);
    },
    dispose() {
      stop();
      for (const slot of slots.values()) {
        slot.stopWatching?.();
        slot.stopWatching = undefined;
        slot.users = 0;
        reset(slot);
      }
      users = 0;
    },
  };
}
