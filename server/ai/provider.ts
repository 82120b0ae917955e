// One interface for whatever answers Eddie's questions: a language model behind an OpenAI-compatible server, or
// the offline engine when none is configured. Both stream: the route passes each piece on as it comes.
import type { LocaleCode } from '../../src/contract/locales.ts';
import type { Account } from '../http/route.ts';
import type { Passage } from './brains.ts';

/** An earlier question and its answer, still in the learner's context. */
export interface ContextExchange {
  prompt: string;
  answer: string;
}

export interface AiQuestion {
  /** Who asks: the offline engine reads their notes, and no one else's. */
  owner: Account;
  prompt: string;
  /** The longest answer wanted, in words. */
  maxWords: number;
  /** Earlier exchanges in context, oldest first. */
  context: readonly ContextExchange[];
  /** The learner's language, for what the server itself writes into an answer. */
  lang: LocaleCode;
  /** Passages of the asker's own brains that match the question: the answer is grounded in them and cites them. */
  passages?: readonly Passage[];
  /** Set when a brain is asked (POST /eddie/vector/ask): the answer comes from its passages alone. */
  brainOnly?: boolean;
  /**
   * The learner's current thought, which the kit sends with a question to Eddie (spec 2 §7.3's anchor): what the
   * offline engine answers about when the question itself finds nothing.
   */
  thought?: string | undefined;
  /** The chosen prompt's text (an intent or a Kaaro row): how the learner wants the answer written. */
  intent?: string;
}

export interface AiProvider {
  /** Which engine answers: the configured model's name, or 'offline'. */
  readonly model: string;
  /**
   * The answer, piece by piece (markdown). Aborting the signal stops it, and the upstream request with it; the
   * iterator then throws the abort reason.
   */
  answer(question: AiQuestion, signal: AbortSignal): AsyncIterable<string>;
}

/** Thrown when the model server fails or answers something unreadable: the route turns it into a 502. */
export class AiUnavailableError extends Error {
  override name = 'AiUnavailableError';
}
