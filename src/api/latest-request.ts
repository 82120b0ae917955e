// "The latest request wins": a newer request aborts the older one, and an answer that arrives after a newer request
// started (or after cancel) is stale and must not be written. Aborting alone is not enough: a call may not pass the
// signal on, or its answer may already be on its way. One primitive for the fan-out's lookups, Ask and word meaning.

export interface RequestTicket {
  /** Aborts when a newer request starts, when the request is cancelled, or when a parent signal aborts. */
  readonly signal: AbortSignal;
  /** True while no newer request has started and nothing aborted this one: only then may its answer be written. */
  isLatest(): boolean;
}

export interface LatestRequest {
  /** Starts a request, aborting the one before; `parent` (e.g. the fan-out's round) aborts it too. */
  start(parent?: AbortSignal): RequestTicket;
  /** Aborts the request in flight, if any; its answer will be stale. */
  cancel(): void;
}

export function latestRequest(): LatestRequest {
  let controller: AbortController | undefined;
  let tickets = 0;

  return {
    start(parent) {
      controller?.abort();
      const own = new AbortController();
      controller = own;
      const ticket = ++tickets;
      const signal = parent ? AbortSignal.any([parent, own.signal]) : own.signal;
      return { signal, isLatest: () => !signal.aborted && tickets === ticket };
    },
    cancel() {
      controller?.abort();
      controller = undefined;
      tickets += 1;
    },
  };
}
