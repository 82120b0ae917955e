// `npm run bench:realtime`: delivery latency of realtime notifications (spec 2 §7.10) for SOCKETS sockets held
// across two server processes on one PostgreSQL server (TEST_DATABASE_URL, default the CI one at 127.0.0.1:5432),
// as behind a load balancer; half of each learner's sockets are on each process. Two measures, per socket:
// - delivery: from raising a notification (notifyLearner, the function the server's calls use: one NOTIFY) to the
//   socket hearing it: PostgreSQL, each process's LISTEN connection, the socket write. Target: p99 ≤ 50 ms.
// - recorded: from sending POST /events/vs_store/update with a SEARCHED_PING, to one process or the other in turn,
//   to the socket hearing it: the same plus the HTTP call and its transaction.
// BENCH_CONCURRENT (default 10) learners are pinged at once, BENCH_WAVES (default 30) times; each wave waits for
// every delivery of the one before. The last line is one JSON object of the figures.
import { decodeJwt } from 'jose';
import { openDatabase } from '../server/db/database.ts';
import { notifyLearner } from '../server/realtime/notify.ts';
import { startProcessPair } from '../server/testing/processes.ts';
import { openTestSocket } from '../server/testing/socket.ts';
import { json, machine, signedIn } from './load.mjs';

const SOCKETS = 1_000;
const LEARNERS = 20;
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 10);
const WAVES = Number(process.env.BENCH_WAVES ?? 30);
const WARM_UP_WAVES = 2;
const TARGET_P99_MS = 50;

const adminUrl = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Math.round(ms * 100) / 100;

/** Waits until each of the learner's sockets heard the ping of `word`; resolves with their latencies from `sent`. */
function heardBy(learner, word, sent) {
  return Promise.all(
    learner.sockets.map(async (socket) => {
      const { message, at } = await socket.next(10_000);
      const heard = message.notification?.value?.word;
      if (heard !== word) throw new Error(`expected ${word}, heard ${JSON.stringify(message)}`);
      return at - sent;
    }),
  );
}

/** Raises the notification itself, as a call of the server does. */
async function notified(db, learner, word) {
  const sent = performance.now();
  await notifyLearner(db, learner, 'SEARCHED_PING', { word });
  return heardBy(learner, word, sent);
}

/** Records a SEARCHED_PING over HTTP on `origin`. */
async function recorded(origin, learner, word) {
  const sent = performance.now();
  const answer = await fetch(`${origin}/api/v1/events/vs_store/update`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${learner.token}` },
    body: JSON.stringify({ actor: learner.username, verb: 'SEARCHED_PING', value: { word }, dataSource: 'tj-client' }),
  });
  if (!answer.ok) throw new Error(`recording a ping answered ${answer.status}: ${await answer.text()}`);
  return heardBy(learner, word, sent);
}

/** Runs the waves of pings; resolves with the sorted latencies after the warm-up. */
async function measure(learners, pingOne) {
  const latencies = [];
  for (let wave = 0; wave < WARM_UP_WAVES + WAVES; wave += 1) {
    const pings = Array.from({ length: CONCURRENT }, (_, k) =>
      pingOne(learners[(wave * CONCURRENT + k) % LEARNERS], `word-${wave}-${k}`, wave + k),
    );
    const heard = (await Promise.all(pings)).flat();
    if (wave >= WARM_UP_WAVES) latencies.push(...heard);
  }
  latencies.sort((a, b) => a - b);
  return {
    deliveries: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    maxMs: round(latencies[latencies.length - 1]),
  };
}

const pair = await startProcessPair(adminUrl, 180_000);
const origins = pair.servers.map((server) => server.origin);
const db = await openDatabase({ databaseUrl: pair.databaseUrl });
try {
  const learners = [];
  for (let n = 0; n < LEARNERS; n += 1) {
    const username = `bencher${n}`;
    const account = { firstName: 'Bench', username, password: 'bench-password-1', email: `${username}@example.org` };
    const token = await signedIn(origins[0], account);
    learners.push({ id: decodeJwt(token).sub, username, token, sockets: [] });
  }
  // A hundred sockets open at a time; each learner's alternate between the processes.
  for (let start = 0; start < SOCKETS; start += 100) {
    const batch = Array.from({ length: 100 }, (_, k) => {
      const n = start + k;
      const learner = learners[n % LEARNERS];
      const socket = openTestSocket(origins[Math.floor(n / LEARNERS) % 2], learner.token);
      learner.sockets.push(socket);
      return socket.next(30_000);
    });
    if ((await Promise.all(batch)).some(({ message }) => message.type !== 'ready')) {
      throw new Error('a socket was not accepted');
    }
  }

  const delivery = await measure(learners, (learner, word) => notified(db, learner, word));
  const viaHttp = await measure(learners, (learner, word, turn) => recorded(origins[turn % 2], learner, word));
  for (const learner of learners) for (const socket of learner.sockets) socket.close();

  const figures = {
    sockets: SOCKETS,
    processes: 2,
    learners: LEARNERS,
    pingsAtOnce: CONCURRENT,
    pings: WAVES * CONCURRENT,
    ...delivery,
    recorded: viaHttp,
    targetP99Ms: TARGET_P99_MS,
    ...machine(),
  };
  console.log(
    `${SOCKETS} sockets (${LEARNERS} learners, each with half their sockets on each of 2 processes) on PostgreSQL;` +
      ` ${figures.pings} pings, ${CONCURRENT} at a time (${delivery.deliveries} deliveries);` +
      ` ${figures.cpus} CPUs, load average ${figures.loadAverage1m}`,
  );
  const line = (label, { p50Ms, p99Ms, maxMs }) => `${label} p50 ${p50Ms} ms, p99 ${p99Ms} ms, max ${maxMs} ms`;
  console.log(line('delivery (NOTIFY to socket):      ', delivery));
  console.log(line('recorded (HTTP request to socket):', viaHttp));
  console.log(`delivery p99 ${delivery.p99Ms <= TARGET_P99_MS ? 'within' : 'above'} the ${TARGET_P99_MS} ms target`);
  console.log(JSON.stringify(figures));
} finally {
  await db.close();
  await pair.stop();
}
