// Browser-test support (not a test): the assessment calls (generate a test, create, mark) answered inside the page
// with one contract-shaped questionnaire, marked against its key. Only fetch is replaced, and only for these calls.
// The real generator and marking are proven by server/assessments/*.test.ts.
import { passes, type Assessment, type Questionnaire } from '../contract/assessments.ts';
import { createHoldGate } from './hold-gate.ts';

/** A questionnaire as the server answers one for "volcano" (the real generator is proven by its own tests). */
export const volcanoTest: Questionnaire = {
  subtopic: 'volcano',
  term: 'volcano',
  synsetId: 'n09472597',
  seed: 42,
  language: 'en',
  questions: [
    {
      id: 'q1',
      kind: 'kindOf',
      subject: 'volcano',
      difficulty: 'easy',
      options: [
        { id: 'a', text: 'rift' },
        { id: 'b', text: 'mountain' },
        { id: 'c', text: 'crack' },
        { id: 'd', text: 'chasm' },
      ],
    },
    {
      id: 'q2',
      kind: 'synonym',
      subject: 'vent',
      difficulty: 'hard',
      options: [
        { id: 'a', text: 'volcano' },
        { id: 'b', text: 'rift' },
        { id: 'c', text: 'chink' },
        { id: 'd', text: 'split' },
      ],
    },
  ],
};
const key: Record<string, string> = { q1: 'b', q2: 'a' };
const sources = {
  q1: { relation: 'hypernym', from: 'volcano', to: 'mountain' },
  q2: { relation: 'synonym', from: 'vent', to: 'volcano' },
} as const;

interface Sent {
  readonly path: string;
  readonly body: Record<string, unknown>;
}

export interface FakeAssessmentServer {
  /** The assessment calls the page made, in order. */
  readonly sent: readonly Sent[];
  /** Every assessment call answers with this status and message until `heal`. */
  fail(status: number, message: string): void;
  heal(): void;
  /** Answers wait until released. */
  hold(): void;
  release(): void;
  restore(): void;
}

/**
 * Answers the three assessment calls as the server does, marking with the key above; fails while told to. `test` is
 * the questionnaire generated (volcanoTest, or it with questions a language model reworded).
 */
export function fakeAssessmentServer(test: Questionnaire = volcanoTest): FakeAssessmentServer {
  const pageFetch = window.fetch;
  const sent: Sent[] = [];
  const gate = createHoldGate();
  let failure: { status: number; message: string } | undefined;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (!/^\/(reference-assessment|assessments)/.test(path)) return pageFetch(input, init);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ path, body });
    await gate.pass(request.signal);
    if (failure) return Response.json({ message: failure.message }, { status: failure.status });
    if (path === '/reference-assessment/generate-test') return Response.json({ ...test, subtopic: body['subtopic'] });
    if (path === '/assessments') return Response.json({ id: 'as1' });
    const answers = (body['result'] as { answers: Record<string, string> }).answers;
    const marks = test.questions.map((q) => ({
      questionId: q.id,
      chosen: answers[q.id] ?? null,
      answer: key[q.id] ?? '',
      correct: answers[q.id] === key[q.id],
      source: sources[q.id as keyof typeof sources],
    }));
    const score = marks.filter((m) => m.correct).length;
    const updatedAssessment: Assessment = {
      id: 'as1',
      subtopic: 'volcano',
      status: 'completed',
      // A first pass, as the server marks one: a pass earns a ruby.
      result: { score, total: marks.length, points: score, rubies: passes(score, marks.length) ? 1 : 0, marks },
    };
    return Response.json({ updatedAssessment });
  };
  return {
    sent,
    fail: (status, message) => void (failure = { status, message }),
    heal: () => void (failure = undefined),
    hold: () => gate.hold(),
    release: () => gate.release(),
    restore: () => void (window.fetch = pageFetch),
  };
}
