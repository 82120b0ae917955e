// `npm run bench:eddie`: Eddie's streamed answers (POST /eddie), through the API router in-process.
// - Offline (no language model): time to the first chunk and to the whole answer, for a learner with 1,000 notes on
//   embedded PGlite and the real knowledge engine. Target: first chunk ≤ 100 ms.
// - Through the OpenAI-compatible provider against the local fixture server (server/testing/model-server.ts):
//   chunks per second, and the overhead per chunk over reading the fixture's stream directly (fetch and parse the
//   server-sent events, nothing else). Target: ≤ 1 ms per chunk.
// - Grounding: the retrieval test set (server/testing/grounded-questions.ts), questions over the demo brain's documents
//   and the demo notes, each with the sentence that answers it; the share of offline answers that quote it first.
//   Target: ≥ 90%.
// BENCH_SAMPLES changes the number of offline questions (default 200). The last line is one JSON object.
import { performance } from 'node:perf_hooks';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { createEddie } from '../server/ai/area.ts';
import { startModelServer } from '../server/testing/model-server.ts';
import { createApi } from '../server/api.ts';
import { pgliteStore } from '../server/testing/stores.ts';
import { testEngine } from '../server/testing/knowledge-engine.ts';
import { notesStore } from '../server/stores/notes.ts';
import { openTestDatabase } from '../server/testing/database.ts';
import { scoreGroundedAnswers } from '../server/testing/grounded-questions.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 20;
const NOTES = 1_000;
const CHUNKS = 2_000;
const ROUNDS = 7;
const TARGETS = { offlineFirstChunkP95Ms: 100, overheadPerChunkMs: 1, rightSentenceShare: 0.9 };
const TOPICS = ['photosynthesis', 'chlorophyll', 'mitochondria', 'osmosis', 'gravity', 'volcano', 'democracy'];

const round = (value, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function apiFor(db, owner, ai) {
  const authenticate = async () => ({ ...owner, roles: [] });
  return createApi({ authenticate, areas: [createEddie({ db, knowledge, ai })] });
}

/** Asks once; the time to the first chunk, to the last, and how many chunks came. */
async function timedAnswer(api, prompt) {
  const started = performance.now();
  const response = await api.request('http://localhost/api/v1/eddie', {
    method: 'POST',
    headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'text-davinci-003', maxWords: 300, prompt, stream: true }),
  });
  if (response.status !== 200) throw new Error(`POST /eddie answered ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  let firstMs;
  let chunks = 0;
  for (;;) {
    const { done } = await reader.read();
    if (done) break;
    chunks += 1;
    firstMs ??= performance.now() - started;
  }
  return { firstMs, totalMs: performance.now() - started, chunks };
}

/** The fixture's stream read directly: fetch, decode and parse the events, nothing else. */
async function directRead(baseUrl) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ model: 'bench', stream: true, max_tokens: 1, messages: [] }),
  });
  let events = 0;
  const stream = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const event of stream) if (event.data !== '[DONE]') events += 1;
  return { totalMs: performance.now() - started, events };
}

const knowledge = await testEngine();
const { db, owner, close } = await openTestDatabase(pgliteStore);
try {
  const learner = await owner('bench');
  const notes = notesStore(db);
  for (let i = 0; i < NOTES; i += 1) {
    const topic = TOPICS[i % TOPICS.length];
    await notes.create(learner, {
      noteTitle: `${topic} ${i}`,
      note: `Note ${i} on ${topic}. It says what ${topic} is.`,
    });
  }

  // Offline.
  const offline = apiFor(db, learner);
  const firsts = [];
  const totals = [];
  let offlineChunks = 0;
  for (let i = 0; i < WARM_UP + SAMPLES; i += 1) {
    const answer = await timedAnswer(offline, `What is ${TOPICS[i % TOPICS.length]}?`);
    if (i < WARM_UP) continue;
    firsts.push(answer.firstMs);
    totals.push(answer.totalMs);
    offlineChunks = answer.chunks;
  }
  firsts.sort((a, b) => a - b);
  totals.sort((a, b) => a - b);
  console.log(
    `offline (${NOTES} notes, ${SAMPLES} questions): first chunk p50 ${round(percentile(firsts, 50))} ms, ` +
      `p95 ${round(percentile(firsts, 95))} ms; whole answer p95 ${round(percentile(totals, 95))} ms (${offlineChunks} chunks)`,
  );

  // Through the provider.
  const model = await startModelServer({ pieces: Array.from({ length: CHUNKS }, (_, i) => `w${i} `) });
  const viaProvider = apiFor(db, learner, { baseUrl: model.baseUrl, model: 'bench' });
  const direct = [];
  const proxied = [];
  try {
    for (let i = 0; i < ROUNDS + 1; i += 1) {
      const read = await directRead(model.baseUrl);
      const answer = await timedAnswer(viaProvider, 'Count');
      // The pieces, then the event that says why the answer finished.
      if (read.events !== CHUNKS + 1) throw new Error(`the fixture sent ${read.events} events`);
      if (answer.chunks < 1) throw new Error('the provider streamed nothing');
      if (i === 0) continue;
      direct.push(read.totalMs);
      proxied.push(answer.totalMs);
    }
  } finally {
    await model.close();
  }
  const directMs = median(direct);
  const proxiedMs = median(proxied);
  const chunksPerSecond = CHUNKS / (proxiedMs / 1000);
  const overheadPerChunkMs = Math.max(0, proxiedMs - directMs) / CHUNKS;
  console.log(
    `provider (${CHUNKS} chunks, median of ${ROUNDS}): ${round(chunksPerSecond, 0)} chunks/s through POST /eddie; ` +
      `direct read ${round(directMs, 1)} ms, through the provider ${round(proxiedMs, 1)} ms: ` +
      `${round(overheadPerChunkMs, 4)} ms overhead per chunk`,
  );

  // Grounding, for a learner with the demo brain and notes only.
  const grounded = await scoreGroundedAnswers(db, knowledge, await owner('bench-grounding'));
  const rightSentenceShare = round(grounded.right / grounded.total);
  console.log(`grounding (${grounded.total} questions): right sentence first in ${grounded.right}`);
  for (const miss of grounded.misses) console.log(`  missed: ${miss}`);

  const summary = {
    bench: 'eddie',
    notes: NOTES,
    samples: SAMPLES,
    offlineFirstChunkP50Ms: round(percentile(firsts, 50)),
    offlineFirstChunkP95Ms: round(percentile(firsts, 95)),
    offlineAnswerP95Ms: round(percentile(totals, 95)),
    providerChunks: CHUNKS,
    providerChunksPerSecond: round(chunksPerSecond, 0),
    directReadMs: round(directMs, 1),
    providerReadMs: round(proxiedMs, 1),
    overheadPerChunkMs: round(overheadPerChunkMs, 4),
    groundingQuestions: grounded.total,
    rightSentenceShare,
    targets: TARGETS,
  };
  summary.withinTargets =
    summary.offlineFirstChunkP95Ms <= TARGETS.offlineFirstChunkP95Ms &&
    summary.overheadPerChunkMs <= TARGETS.overheadPerChunkMs &&
    summary.rightSentenceShare >= TARGETS.rightSentenceShare;
  console.log(JSON.stringify(summary));
  process.exitCode = summary.withinTargets ? 0 : 1;
} finally {
  await close();
}
