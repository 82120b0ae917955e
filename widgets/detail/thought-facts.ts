// What Detail says about the current thought: its kind, the language its words are in, and what it is. A word the
// knowledge source knows as a whole is in the source's language (English), whatever the learner reads; a person or
// a place it names is called so. A word it knows nothing in is not found, with the words the learner may have meant.
import type { EntitiesAnswer, KnowledgeEntity } from '../../src/contract/knowledge.ts';
import type { Thought, ThoughtType } from '../../src/contract/thought.ts';
import type { LookupResult } from '../../src/search/fan-out.ts';

/** The thought's type, or what the knowledge source says a named thing is. */
export type DetailKind = ThoughtType | 'person' | 'place';

export interface ThoughtFacts {
  readonly kind: DetailKind;
  /**
   * What kind of named thing it is when it is neither a person nor a place: the knowledge source's category
   * ("artifact", "event", "group"), which locales/ names as kind.<category>.
   */
  readonly category?: string;
  /** A language code: the knowledge source's when it knows the word, else the thought's own. */
  readonly language: string;
  /** What the knowledge source says the word names, in `language`; absent when it does not know the word. */
  readonly definition?: string;
  /** Present when the knowledge source knows nothing in the word: the words the learner may have meant. */
  readonly meant?: readonly string[];
}

/** Named things by their category (server/knowledge/entities.ts: the lexicographer file without "noun."). */
const namedKinds: Readonly<Record<string, DetailKind>> = { person: 'person', location: 'place' };

/** The one entity the whole word names ("Albert Einstein"): not a part of it, nor one of several. */
function entityOfWord(word: string, answer: EntitiesAnswer): KnowledgeEntity | undefined {
  const [entity, ...more] = answer.entities;
  return entity && more.length === 0 && entity.start === 0 && entity.end === word.length ? entity : undefined;
}

/**
 * The facts of a thought, given the lookup of the entities its word names. Notes, graphs and quests are the learner's
 * own words: their type and the language they were made in. Null while the word is being looked up, so the kind and
 * language shown do not change under the learner's eyes.
 */
export function thoughtFacts(thought: Thought, entities: LookupResult<EntitiesAnswer>): ThoughtFacts | null {
  if (thought.type !== 'string' && thought.type !== 'entity') return { kind: thought.type, language: thought.lang };
  // Searched, or reached from a graph (an entity thought), a word is the same word: its kind comes from what it names,
  // not from how the learner came to it.
  const own: ThoughtFacts = { kind: 'string', language: thought.lang };
  if (entities.thought !== thought || entities.status === 'loading') return null;
  // A failed lookup leaves the thought as it is: Detail still shows it.
  if (entities.status !== 'ready') return own;
  const { entities: known, suggestions } = entities.data;
  if (known.length === 0) return { ...own, meant: suggestions.map((suggestion) => suggestion.term) };
  const entity = entityOfWord(thought.word, entities.data);
  if (!entity) return own;
  const kind = entity.named ? (namedKinds[entity.category] ?? 'entity') : 'string';
  return {
    kind,
    ...(entity.named && kind === 'entity' ? { category: entity.category } : {}),
    language: entities.data.language,
    definition: entity.definition,
  };
}
