// "What is X" and "who was X" in Ask (issue 27): when the calculator has no answer, the dictionary's (the knowledge
// engine's) definition of X, with X as the dictionary names it, so the learner can go on to search it.
import type { KnowledgeEngine } from '../knowledge/engine.ts';

const ASKED = /^(?:(?:what|who)(?:\s+(?:is|are|was|were)|['’]s)|define|meaning\s+of)\s+(.+?)[\s?.!]*$/i;
/** The definition and the next sentence (what it is a kind of): enough to know what X is, short enough to read. */
const SENTENCES = 2;

export interface Definition {
  ans: string;
  term: string;
}

/** The dictionary's definition of what a "what is X" or "who was X" question asks about, if it knows X. */
export function definitionOf(dictionary: Pick<KnowledgeEngine, 'snippet'>, question: string): Definition | undefined {
  const asked = ASKED.exec(question.trim())?.[1]?.trim();
  if (!asked) return undefined;
  const found = dictionary.snippet(asked);
  if (!found.found || found.sentences.length === 0) return undefined;
  return { ans: found.sentences.slice(0, SENTENCES).join(' '), term: found.term };
}
