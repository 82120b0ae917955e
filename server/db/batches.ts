// Statements for many requests at once. On a small server a round trip to the database costs far more than the
// rows it carries (bench:crud: about 90 µs of the event loop per socket write here), so what many learners ask for
// together goes to the database as one statement.
import DataLoader from 'dataloader';

/** At most this many requests in one statement: each may carry a JSON body of up to MAX_JSON_BODY_BYTES. */
const MAX_BATCH = 100;
/** Batches in the database at once: a slow one (a learner with very many notes) holds up no more than itself. */
const MAX_IN_FLIGHT = 2;

/**
 * Runs `runAll` for the requests made while earlier batches were in the database (or, when none was, during this
 * turn of the event loop), MAX_IN_FLIGHT batches at a time: a busy server sends fewer, larger statements, an idle
 * one at once. Not a cache: each request is answered by the batch it joined, which started after it was made, so a
 * read sees every write answered before it. `runAll` answers each request in order (an Error fails that one alone).
 */
export function batched<Request, Answer>(
  runAll: (requests: readonly Request[]) => Promise<readonly (Answer | Error)[]>,
): (request: Request) => Promise<Answer> {
  let started = 0;
  const waiting: (() => void)[] = [];
  const schedule = (run: () => void) => {
    if (started < MAX_IN_FLIGHT) {
      started += 1;
      setImmediate(run);
    } else {
      waiting.push(run);
    }
  };
  const finished = () => {
    const next = waiting.shift();
    if (next) setImmediate(next);
    else started -= 1;
  };
  const loader = new DataLoader<Request, Answer>(
    (requests) => {
      const batch = runAll(requests);
      void batch.then(finished, finished);
      return batch;
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: schedule },
  );
  return (request) => loader.load(request);
}
