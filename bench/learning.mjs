// `npm run bench:learning`: the learning tools' server side, in-process.
// - Test generation: p95 of generating a 10-question test offline (server/assessments/generate.ts) over the real
//   knowledge engine, for a spread of subtopics and seeds. Target: ≤ 50 ms.
// - Test quality over 50 common subtopics (one test each): the share of questions on the topic (their subject or
//   answer is the subtopic or one of its direct relations, server/assessments/topic.ts), the share of easy, medium and
//   hard questions, and the questions that give their answer away (server/assessments/give-away.ts). Targets: on the
//   topic ≥ 0.8, give-aways 0.
// - Code runs through POST /code-compile with warm workers: p95 of a hello-world and of a small loop, in JavaScript
//   (QuickJS) and Python (Pyodide). Targets: JavaScript ≤ 50 ms, Python ≤ 300 ms.
// - Isolation: p99 of a trivial call (POST /code-compile with an unknown language, answered on the server's thread)
//   alone, and while a runaway program (an endless loop, sent again each time it is stopped) runs beside it, in
//   each language; the median over rounds. Target: with/without ≤ 1.2.
// BENCH_SAMPLES changes the number of samples per figure (default 200). The last line is one JSON object.
import { performance } from 'node:perf_hooks';
import { generateQuestionnaire } from '../server/assessments/generate.ts';
import { givesAway } from '../server/assessments/give-away.ts';
import { isOnTopic, topicAround } from '../server/assessments/topic.ts';
import { createApi } from '../server/api.ts';
import { createCodeRunner, createCompile } from '../server/compile/index.ts';
import { testEngine } from '../server/testing/knowledge-engine.ts';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const WARM_UP = 10;
const TRIVIAL_CALLS = 2_000;
const ROUNDS = 5;
const TARGETS = {
  generateP95Ms: 50,
  onTopicShare: 0.8,
  giveAways: 0,
  javascriptRunP95Ms: 50,
  pythonRunP95Ms: 300,
  trivialP99WithRunawayRatio: 1.2,
};
const SUBTOPICS = ['volcano', 'dog', 'car', 'tree', 'river', 'music', 'computer', 'bird', 'house', 'ocean'];
/** Subtopics a learner would test themselves on, from school subjects and everyday things. */
const COMMON_SUBTOPICS = [
  ...SUBTOPICS,
  ...['photosynthesis', 'heart', 'water', 'cell', 'atom', 'planet', 'moon', 'sun', 'earthquake', 'democracy'],
  ...['energy', 'electricity', 'gravity', 'bacteria', 'virus', 'forest', 'desert', 'mountain', 'rain', 'cloud'],
  ...['fish', 'insect', 'flower', 'bread', 'money', 'language', 'mathematics', 'history', 'painting', 'piano'],
  ...['bicycle', 'airplane', 'ship', 'train', 'city', 'school', 'book', 'brain', 'blood', 'bone'],
];
const QUALITY_SEED = 1;
const PROGRAMS = {
  javascript: {
    hello: 'console.log("Hello, world!")',
    loop: 'let sum = 0;\nfor (let i = 1; i <= 1000; i++) sum += i;\nconsole.log(sum);',
    runaway: 'while (true) {}',
  },
  python: {
    hello: 'print("Hello, world!")',
    loop: 'total = 0\nfor i in range(1, 1001):\n    total += i\nprint(total)',
    runaway: 'while True:\n    pass',
  },
};

const round = (value, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const median = (values) => percentile(values, 50);

const { index } = await testEngine();
const runner = createCodeRunner();
const api = createApi({
  authenticate: () => Promise.reject(new Error('the bench sends no token')),
  areas: [createCompile({ runner })],
});

async function compile(lang, code) {
  const response = await api.request('http://localhost/api/v1/code-compile', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lang, code }),
  });
  const body = await response.json();
  return { status: response.status, body };
}

/** Times `count` steps after a warm-up; `prepare` runs before each one, untimed. */
async function timed(count, step, prepare = async () => {}) {
  for (let i = 0; i < WARM_UP; i += 1) await step(i);
  const times = [];
  for (let i = 0; i < count; i += 1) {
    await prepare();
    const started = performance.now();
    await step(i);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * A warm run: each program waits until its language's worker is ready. A Python program gets a fresh worker of its
 * own (server/compile/sandbox.ts), so programs sent back to back also wait for the next one to start: bench:compile
 * prints that.
 */
async function runTimes(lang, program) {
  return timed(
    SAMPLES,
    async () => {
      const answer = await compile(lang, PROGRAMS[lang][program]);
      if (answer.status !== 200) throw new Error(`${lang} ${program}: ${answer.status} ${JSON.stringify(answer.body)}`);
    },
    () => runner.ready(lang),
  );
}

const trivialP99 = async () =>
  percentile(
    await timed(TRIVIAL_CALLS, async () => {
      if ((await compile('none', 'x')).status !== 400) throw new Error('the trivial call did not answer 400');
    }),
    99,
  );

/** The trivial call's p99 while `lang`'s runaway program runs, sent again each time it is stopped. */
async function trivialP99BesideRunaway(lang) {
  let running = true;
  const runaway = (async () => {
    while (running) {
      const answer = await compile(lang, PROGRAMS[lang].runaway);
      if (answer.status !== 422) throw new Error(`the ${lang} runaway answered ${answer.status}`);
    }
  })();
  // Let the runaway start first.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const p99 = await trivialP99();
  running = false;
  await runaway;
  return p99;
}

/** On-topic share, difficulty spread and give-aways over one test per common subtopic. */
function testQuality() {
  let questions = 0;
  let onTopic = 0;
  let giveAways = 0;
  let testsWithEveryDifficulty = 0;
  const difficulties = { easy: 0, medium: 0, hard: 0 };
  for (const subtopic of COMMON_SUBTOPICS) {
    const test = generateQuestionnaire(index, subtopic, { seed: QUALITY_SEED });
    if (test === undefined) throw new Error(`no test for ${subtopic}`);
    const topic = new Set(topicAround(index, index.synsetOf(test.synsetId)));
    if (new Set(test.questions.map((question) => question.difficulty)).size === 3) testsWithEveryDifficulty += 1;
    for (const question of test.questions) {
      const answer = question.options.find((option) => option.id === question.answer)?.text ?? '';
      const distractors = question.options.filter((option) => option.id !== question.answer).map((o) => o.text);
      questions += 1;
      if (isOnTopic(index, topic, { ...question, answer })) onTopic += 1;
      if (givesAway({ subject: question.subject, answer, distractors })) giveAways += 1;
      difficulties[question.difficulty] += 1;
    }
  }
  const share = (count) => round(count / questions);
  return {
    questions,
    onTopicShare: share(onTopic),
    giveAways,
    difficultySpread: {
      easy: share(difficulties.easy),
      medium: share(difficulties.medium),
      hard: share(difficulties.hard),
    },
    testsWithEveryDifficulty,
  };
}

try {
  const quality = testQuality();
  console.log(
    `test quality (${COMMON_SUBTOPICS.length} subtopics, ${quality.questions} questions): on the topic ` +
      `${quality.onTopicShare}, give-aways ${quality.giveAways}, easy/medium/hard ` +
      `${quality.difficultySpread.easy}/${quality.difficultySpread.medium}/${quality.difficultySpread.hard}, ` +
      `${quality.testsWithEveryDifficulty} tests with all three`,
  );

  const generation = await timed(SAMPLES, async (i) => {
    const subtopic = SUBTOPICS[i % SUBTOPICS.length];
    const test = generateQuestionnaire(index, subtopic, { seed: i });
    if (test?.questions.length !== 10) throw new Error(`no 10-question test for ${subtopic}`);
  });
  console.log(
    `generation (${SAMPLES} tests, ${SUBTOPICS.length} subtopics): p95 ${round(percentile(generation, 95))} ms`,
  );

  const runs = {};
  for (const lang of ['javascript', 'python']) {
    // The first program starts the language's warm worker.
    await compile(lang, PROGRAMS[lang].hello);
    for (const program of ['hello', 'loop']) {
      const times = await runTimes(lang, program);
      runs[`${lang}${program === 'hello' ? 'Hello' : 'Loop'}P95Ms`] = round(percentile(times, 95));
      console.log(`${lang} ${program} (${SAMPLES} warm runs): p95 ${round(percentile(times, 95))} ms`);
    }
  }

  const alone = [];
  const beside = { javascript: [], python: [] };
  for (let r = 0; r < ROUNDS; r += 1) {
    alone.push(await trivialP99());
    for (const lang of ['javascript', 'python']) beside[lang].push(await trivialP99BesideRunaway(lang));
  }
  const aloneMs = median(alone);
  const ratios = {
    javascript: median(beside.javascript) / aloneMs,
    python: median(beside.python) / aloneMs,
  };
  console.log(
    `trivial call p99 (${TRIVIAL_CALLS} calls, median of ${ROUNDS} rounds): alone ${round(aloneMs, 3)} ms; ` +
      `beside a runaway JavaScript program ${round(median(beside.javascript), 3)} ms (×${round(ratios.javascript)}), ` +
      `Python ${round(median(beside.python), 3)} ms (×${round(ratios.python)})`,
  );

  const summary = {
    bench: 'learning',
    samples: SAMPLES,
    generateP95Ms: round(percentile(generation, 95)),
    subtopics: COMMON_SUBTOPICS.length,
    ...quality,
    ...runs,
    trivialP99Ms: round(aloneMs, 3),
    trivialP99BesideRunawayJavascriptMs: round(median(beside.javascript), 3),
    trivialP99BesideRunawayPythonMs: round(median(beside.python), 3),
    trivialP99RunawayJavascriptRatio: round(ratios.javascript),
    trivialP99RunawayPythonRatio: round(ratios.python),
    targets: TARGETS,
  };
  summary.withinTargets =
    summary.generateP95Ms <= TARGETS.generateP95Ms &&
    quality.onTopicShare >= TARGETS.onTopicShare &&
    quality.giveAways <= TARGETS.giveAways &&
    Math.max(summary.javascriptHelloP95Ms, summary.javascriptLoopP95Ms) <= TARGETS.javascriptRunP95Ms &&
    Math.max(summary.pythonHelloP95Ms, summary.pythonLoopP95Ms) <= TARGETS.pythonRunP95Ms &&
    Math.max(ratios.javascript, ratios.python) <= TARGETS.trivialP99WithRunawayRatio;
  console.log(JSON.stringify(summary));
  process.exitCode = summary.withinTargets ? 0 : 1;
} finally {
  await runner.close();
}
