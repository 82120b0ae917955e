// What a test on a subtopic is about: the subtopic's concept and its direct relations in WordNet (its broader terms,
// kinds, parts, wholes, members, groups and the field it belongs to). A question is on the topic when its subject or
// its answer names one of these; the generator asks those first, and bench:learning measures the share.
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import type { Relation } from '../knowledge/relations.ts';
import { sensesOf } from './answers.ts';

/** Relations one step from the subtopic, most telling first. */
const TOPIC_RELATIONS = [
  'hyponym',
  'instanceHyponym',
  'partMeronym',
  'memberMeronym',
  'substanceMeronym',
  'partHolonym',
  'memberHolonym',
  'substanceHolonym',
  'domainTopic',
  'memberOfDomainTopic',
] as const satisfies readonly Relation[];

/** The subtopic first, then its broader terms, then its other direct relations that are nouns (questions are). */
export function topicAround(index: KnowledgeIndex, root: number): number[] {
  const related = TOPIC_RELATIONS.flatMap((relation) => index.targets(root, relation));
  const nouns = [...index.broader(root), ...related].filter((synset) => index.type(synset) === 'n');
  return [...new Set([root, ...nouns])];
}

/**
 * Whether a question is about the topic: its answer, or the word it asks about, names a concept of the topic in
 * some sense. A definition question's subject is the definition itself, so its answer decides.
 */
export function isOnTopic(
  index: KnowledgeIndex,
  topic: ReadonlySet<number>,
  question: { kind: string; subject: string; answer: string },
): boolean {
  const words = question.kind === 'definition' ? [question.answer] : [question.answer, question.subject];
  return words.some((word) => sensesOf(index, word).some((synset) => topic.has(synset)));
}
