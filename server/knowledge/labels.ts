// What the knowledge engine calls relations, relation groups and kinds of sense, in the learner's language: the
// names come from locales/ (knowledge.relation.*, knowledge.group.*, kind.*), while the words and the
// definitions stay WordNet's English (the answers say so: `language`).
import type { LocaleCode } from '../../src/contract/locales.ts';
import { serverMessage } from '../http/messages.ts';
import type { Relation, RelationGroupId } from './relations.ts';
import type { lexNames } from './wordnet-parser.ts';

/** A kind of sense: a lexicographer file without its part of speech ("person" for noun.person). */
type Kind = (typeof lexNames)[number] extends `${string}.${infer Name}` ? Name : never;

/** An edge's relation: WordNet's, or the graph's own "is also called" (synonym) and "can also mean" (sense). */
export type LabelledRelation = Relation | 'synonym' | 'sense';
/** A graph combo: a relation group, or the graph's own synonyms and other senses. */
export type LabelledGroup = RelationGroupId | 'synonyms' | 'senses';

export interface KnowledgeLabels {
  /** How an edge reads: "<source> <relation> <target>" ("is a kind of"). */
  relation(relation: LabelledRelation): string;
  group(group: LabelledGroup): string;
  /** The kind of a sense, from its lexicographer file ("noun.person" → "person"). */
  kind(lexName: string): string;
}

export function knowledgeLabels(lang: LocaleCode = 'en'): KnowledgeLabels {
  return {
    relation: (relation) => serverMessage(lang, `knowledge.relation.${relation}`),
    group: (group) => serverMessage(lang, `knowledge.group.${group}`),
    kind: (lexName) => serverMessage(lang, `kind.${lexName.replace(/^\w+\./, '') as Kind}`),
  };
}
