// When a language model is configured, it rephrases the questions the offline generator made (issue 14 point 1:
// "its output is checked before use"). The model sees each question with its options and its right answer, and
// answers JSON; a rewording is used only when it parses, keeps the options word for word, names exactly one right
// answer and that answer is the offline one, and does not give the answer away. Otherwise that question keeps its
// offline wording, and when the model fails, is slow or answers something unreadable, they all do. The options, their
// ids and the key never change, so marking (which generates the questionnaire again offline) is unaffected.
import { z } from 'zod';
import type { QuestionKind } from '../../src/contract/assessments.ts';
import { chatStream, type ChatMessage } from '../ai/openai.ts';
import { AiUnavailableError } from '../ai/provider.ts';
import type { AiSettings } from '../config.ts';
import type { MessageKey } from '../http/message-key.ts';
import { serverMessage } from '../http/messages.ts';
import type { KeyedQuestion, KeyedQuestionnaire } from './generate.ts';

/** Longest rewording kept: a question, not an essay. */
export const REPHRASED_MAX_LENGTH = 300;
/** How long a test waits for the model before it is served as the offline generator made it. */
export const REPHRASE_TIMEOUT_MS = 8_000;
/** Tokens the model may use per question (the question, its options and its answer echoed back). */
const TOKENS_PER_QUESTION = 120;

const promptKeys: Record<QuestionKind, MessageKey> = {
  definition: 'assessment.kind.definition',
  kindOf: 'assessment.kind.kindOf',
  partOf: 'assessment.kind.partOf',
  synonym: 'assessment.kind.synonym',
  oddOneOut: 'assessment.kind.oddOneOut',
};

const INSTRUCTIONS =
  'You rewrite the multiple-choice questions of a vocabulary test so that they read naturally and vary in wording. ' +
  'Each question comes with its options and its one right answer. Keep each question’s meaning, so that its right ' +
  'answer stays the only right one; copy its options word for word, in the same order; never put the right answer ' +
  'or a hint to it into the question. Write in English. Answer only with JSON of this shape, and nothing else: ' +
  '{"questions":[{"id":"q1","question":"…","options":["…","…","…","…"],"answer":"…"}]}';

const rewordingSchema = z.object({
  id: z.string(),
  question: z.string().trim().min(1).max(REPHRASED_MAX_LENGTH),
  options: z.array(z.string()),
  answer: z.string(),
});
const answerSchema = z.object({ questions: z.array(z.unknown()) });

const norm = (text: string) => text.trim().toLowerCase();

/** The question as the Assessment widget asks it in English, from its kind and subject. */
export function offlineWording(question: KeyedQuestion): string {
  return serverMessage('en', promptKeys[question.kind], { subject: question.subject });
}

const rightText = (question: KeyedQuestion) =>
  question.options.find((option) => option.id === question.answer)?.text ?? '';

export function messagesFor(questionnaire: KeyedQuestionnaire): ChatMessage[] {
  const questions = questionnaire.questions.map((question) => ({
    id: question.id,
    question: offlineWording(question),
    options: question.options.map((option) => option.text),
    answer: rightText(question),
  }));
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: JSON.stringify({ topic: questionnaire.term, questions }) },
  ];
}

/**
 * The model's wording of one question, when it passes every check; undefined when it does not. `proposed` is what
 * the model answered for the question's id.
 */
export function checkedWording(question: KeyedQuestion, proposed: unknown): string | undefined {
  const parsed = rewordingSchema.safeParse(proposed);
  if (!parsed.success || parsed.data.id !== question.id) return undefined;
  const { question: text, options, answer } = parsed.data;
  const offline = question.options.map((option) => norm(option.text)).sort();
  const echoed = options.map(norm).sort();
  if (echoed.length !== offline.length || echoed.some((option, i) => option !== offline[i])) return undefined;
  // Exactly one option is the answer it names, and it is the offline key's.
  if (options.filter((option) => norm(option) === norm(answer)).length !== 1) return undefined;
  const right = norm(rightText(question));
  if (norm(answer) !== right) return undefined;
  const escaped = right.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(norm(text))) return undefined;
  return text;
}

/** The model's JSON, also when it wraps it in a code fence or a sentence; undefined when there is none. */
function jsonIn(answer: string): unknown {
  const start = answer.indexOf('{');
  const end = answer.lastIndexOf('}');
  if (start < 0 || end < start) return undefined;
  try {
    return JSON.parse(answer.slice(start, end + 1));
  } catch {
    return undefined;
  }
}

export interface Rephrased {
  questionnaire: KeyedQuestionnaire;
  /** Questions whose rewording passed the checks (the rest keep the offline wording). */
  reworded: number;
}

export type Rephraser = (questionnaire: KeyedQuestionnaire, signal: AbortSignal) => Promise<Rephrased>;

/**
 * Rephrases through the configured model. Throws AiUnavailableError when the model fails, takes longer than
 * REPHRASE_TIMEOUT_MS or answers no JSON of the asked shape: the caller serves the offline questionnaire then.
 */
export function modelRephraser(ai: AiSettings, { timeoutMs = REPHRASE_TIMEOUT_MS, fetchImpl = fetch } = {}): Rephraser {
  return async (questionnaire, signal) => {
    const limited = AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    let answer = '';
    try {
      const maxTokens = TOKENS_PER_QUESTION * questionnaire.questions.length;
      for await (const piece of chatStream(
        ai,
        { messages: messagesFor(questionnaire), maxTokens },
        limited,
        fetchImpl,
      )) {
        answer += piece;
      }
    } catch (error) {
      if (signal.aborted || error instanceof AiUnavailableError) throw error;
      throw new AiUnavailableError(`the model did not rephrase within ${timeoutMs} ms`, { cause: error });
    }
    const parsed = answerSchema.safeParse(jsonIn(answer));
    if (!parsed.success) throw new AiUnavailableError('the model answered no questions as JSON');
    const proposals = new Map<string, unknown>();
    for (const proposal of parsed.data.questions) {
      const id = z.object({ id: z.string() }).safeParse(proposal);
      if (id.success && !proposals.has(id.data.id)) proposals.set(id.data.id, proposal);
    }
    let reworded = 0;
    const questions = questionnaire.questions.map((question) => {
      const text = checkedWording(question, proposals.get(question.id));
      if (text === undefined) return question;
      reworded += 1;
      return { ...question, text };
    });
    return { questionnaire: { ...questionnaire, questions }, reworded };
  };
}
