// GET /custom/snippet (spec 2 §7.9): a short paragraph about a word: its definition as a sentence, then the most
// telling relations ("It is a kind of canine and domestic animal. It is a member of pack and genus Canis.").
import type { KnowledgeIndex } from './knowledge-index.ts';
import { labelInLookup, lookupSense } from './lookup.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { capitalize, listing, uniqueCaseless, withArticle } from './text.ts';
import type { PartOfSpeech } from './wordnet-parser.ts';

export interface Snippet {
  word: string;
  found: boolean;
  term: string;
  synsetId: string | null;
  partOfSpeech: PartOfSpeech | null;
  /** The paragraph. */
  text: string;
  sentences: string[];
  suggestions: Suggestion[];
}

export interface SnippetOptions {
  synsetId?: string;
  /** Names per listed relation (default 4). */
  perRelation?: number;
}

export function snippet(index: KnowledgeIndex, word: string, options: SnippetOptions = {}): Snippet {
  const { found, sense: synset } = lookupSense(index, word, options.synsetId);
  if (synset < 0) {
    return {
      word,
      found: false,
      term: word,
      synsetId: null,
      partOfSpeech: null,
      text: '',
      sentences: [],
      suggestions: suggest(index, word, 5),
    };
  }
  const term = found.found ? labelInLookup(index, found, synset) : index.label(synset);
  const sentences = describeSynset(index, synset, term, options.perRelation ?? 4);
  return {
    word,
    found: true,
    term,
    synsetId: index.id(synset),
    partOfSpeech: index.partOfSpeech(synset),
    text: sentences.join(' '),
    sentences,
    suggestions: [],
  };
}

/** The definition of one sense as a sentence: "A dog is a member of …", "To run is to move fast …". */
export function definitionSentence(index: KnowledgeIndex, synset: number, term: string): string {
  const definition = index.definition(synset).replace(/[.;:\s]+$/, '');
  if (!definition) return '';
  switch (index.partOfSpeech(synset)) {
    case 'verb':
      return `To ${term} is to ${definition.replace(/^to /, '')}.`;
    case 'adjective':
    case 'adverb':
      return `${capitalize(term)} means ${definition}.`;
    case 'noun': {
      // "a member of …" suggests a countable noun: "A dog is a member of …"; a name takes no article.
      const countable = /^an? /.test(definition) && !index.isInstance(synset) && term === term.toLowerCase();
      const subject = countable ? capitalize(withArticle(term)) : capitalize(term);
      return `${subject} is ${withClassArticle(index, synset, definition)}.`;
    }
  }
}

/**
 * The definition with the article its class asks for. "physicist born in Germany …": the gloss starts with the class
 * it belongs to. A name's gloss may put words before its class ("prolific Austrian composer …", "42nd President of
 * the United States"): an ordinal takes "the", other words "a".
 */
function withClassArticle(index: KnowledgeIndex, synset: number, definition: string): string {
  const head = index.broader(synset).map((broader) => index.label(broader).toLowerCase());
  const lower = definition.toLowerCase();
  if (head.some((label) => lower.startsWith(`${label} `) || lower === label)) return withArticle(definition);
  if (!index.isInstance(synset)) return definition;
  const firstClause = lower.split(/[;,(]| who | that | which /)[0] ?? '';
  if (!head.some((label) => new RegExp(`\\b${escapeRegExp(label)}\\b`).test(firstClause))) return definition;
  return /^\d+(?:st|nd|rd|th) /.test(lower) ? `the ${definition}` : withArticle(definition);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A person named by a name is its subject, not "it": "Albert Einstein is also called Einstein." */
function subjectOf(index: KnowledgeIndex, synset: number, term: string): { subject: string; possessive: string } {
  const person = index.isInstance(synset) && index.lexName(synset) === 'noun.person';
  return person ? { subject: term, possessive: `${term}'s` } : { subject: 'It', possessive: 'Its' };
}

/** The definition sentence followed by the most telling relations of the sense, as sentences. */
export function describeSynset(index: KnowledgeIndex, synset: number, term: string, perRelation = 4): string[] {
  const names = (targets: number[]) =>
    uniqueCaseless(targets.map((target) => index.label(target))).slice(0, perRelation);
  const common = (targets: number[]) => [...targets].sort((x, y) => index.tagCount(y) - index.tagCount(x));
  const sentences = [definitionSentence(index, synset, term)];
  const add = (sentence: string | false) => {
    if (sentence) sentences.push(sentence);
  };
  const pos = index.partOfSpeech(synset);
  const definition = index.definition(synset).toLowerCase();
  // "Albert Einstein is a physicist born in Germany …" has said what he is: not said again.
  const classes = names(index.targets(synset, 'instanceHypernym')).filter(
    (name) => !definition.includes(name.toLowerCase()),
  );
  const kinds = names(index.targets(synset, 'hypernym'));
  const synonyms = index.words(synset).filter((word) => word !== term);
  if (pos === 'noun') {
    const { subject, possessive } = subjectOf(index, synset, term);
    add(classes.length > 0 && `${subject} is ${listing(classes.map(withArticle))}.`);
    add(kinds.length > 0 && `${subject} is a kind of ${listing(kinds)}.`);
    add(synonyms.length > 0 && `${subject} is also called ${listing(synonyms.slice(0, perRelation), 'or')}.`);
    const wholes = names(index.targets(synset, 'partHolonym'));
    add(wholes.length > 0 && `${subject} is part of ${listing(wholes)}.`);
    const groups = names(index.targets(synset, 'memberHolonym'));
    add(groups.length > 0 && `${subject} is a member of ${listing(groups)}.`);
    const parts = names(common(index.targets(synset, 'partMeronym')));
    add(parts.length > 0 && `${possessive} parts include ${listing(parts)}.`);
    const members = names(index.targets(synset, 'memberMeronym'));
    add(members.length > 0 && `${possessive} members include ${listing(members)}.`);
    const substances = names(index.targets(synset, 'substanceMeronym'));
    add(substances.length > 0 && `${subject} is made of ${listing(substances)}.`);
    const hyponyms = names(common(index.targets(synset, 'hyponym')));
    add(hyponyms.length > 0 && `Kinds of ${term} include ${listing(hyponyms)}.`);
    const instances = names(common(index.targets(synset, 'instanceHyponym')));
    add(instances.length > 0 && `Examples include ${listing(instances)}.`);
  } else if (pos === 'verb') {
    add(kinds.length > 0 && `It is a way to ${listing(kinds, 'or')}.`);
    add(synonyms.length > 0 && `It is also expressed as ${listing(synonyms.slice(0, perRelation), 'or')}.`);
    const entails = names(index.targets(synset, 'entailment'));
    add(entails.length > 0 && `It entails ${listing(entails)}.`);
    const causes = names(index.targets(synset, 'cause'));
    add(causes.length > 0 && `It causes ${listing(causes)}.`);
  } else {
    add(synonyms.length > 0 && `Similar words: ${listing(synonyms.slice(0, perRelation))}.`);
    const similar = names(index.targets(synset, 'similar'));
    add(similar.length > 0 && `It is similar to ${listing(similar)}.`);
  }
  const opposites = index
    .pointers(synset)
    .filter((pointer) => pointer.relation === 'antonym')
    .map((pointer) => index.targetName(pointer));
  add(
    opposites.length > 0 && `It is the opposite of ${listing(uniqueCaseless(opposites).slice(0, perRelation), 'or')}.`,
  );
  const topics = names(index.targets(synset, 'domainTopic'));
  add(topics.length > 0 && `It is a term of ${listing(topics)}.`);
  return sentences.filter((sentence) => sentence.length > 0);
}
