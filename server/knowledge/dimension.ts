// POST /dimension (spec 2 §7.9): the 5W1H attributes of spec 2 §9.1 (What, When, Where, Who, Which, How, Why)
// for each node of a graph, read from WordNet's relations and glosses. An attribute WordNet says nothing about
// stays empty: nothing is guessed.
import { findEntities } from './entities.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { labelInLookup, lookup } from './lookup.ts';
import type { Relation } from './relations.ts';
import { capitalize, withArticle } from './text.ts';

export const dimensionAttributes = ['What', 'When', 'Where', 'Who', 'Which', 'How', 'Why'] as const;
export type DimensionAttribute = (typeof dimensionAttributes)[number];

export interface DimensionFact {
  /** A sentence a learner reads. */
  text: string;
  /** Where the fact comes from: a WordNet relation, "definition", or "gloss" (a phrase of the definition). */
  source: Relation | 'definition' | 'gloss' | 'category';
  /** The other term of the fact, to explore next. */
  term?: string;
  synsetId?: string;
}

export interface DimensionNode {
  /** The node as given (its label, or the word). */
  node: string;
  found: boolean;
  synsetId: string | null;
  attributes: Record<DimensionAttribute, DimensionFact[]>;
}

export interface DimensionResult {
  attributes: DimensionAttribute[];
  nodes: DimensionNode[];
}

/** A graph node or a word: a node whose id is a synset id ("n02086723") is read exactly. */
export type DimensionInput = string | { id?: unknown; label?: unknown; word?: unknown };

export interface DimensionOptions {
  /** Attributes asked for (any case); all seven by default. */
  attributes?: readonly string[];
  /** Facts per attribute per node (default 8). */
  limit?: number;
}

const MAX_NODES = 50;

export function dimension(
  index: KnowledgeIndex,
  nodeList: readonly DimensionInput[],
  options: DimensionOptions = {},
): DimensionResult {
  const asked = (options.attributes ?? [])
    .map((name) =>
      dimensionAttributes.find((attribute) => attribute.toLowerCase() === String(name).trim().toLowerCase()),
    )
    .filter((attribute): attribute is DimensionAttribute => attribute !== undefined);
  const attributes = asked.length > 0 ? [...new Set(asked)] : [...dimensionAttributes];
  const limit = Math.max(1, options.limit ?? 8);
  const nodes = nodeList.slice(0, MAX_NODES).map((input) => dimensionOfNode(index, input, attributes, limit));
  return { attributes, nodes };
}

function nodeText(input: DimensionInput): { text: string; id: string } {
  if (typeof input === 'string') return { text: input, id: '' };
  const text = [input.label, input.word, input.id].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  );
  return { text: text ?? '', id: typeof input.id === 'string' ? input.id : '' };
}

const emptyAttributes = (): Record<DimensionAttribute, DimensionFact[]> => ({
  What: [],
  When: [],
  Where: [],
  Who: [],
  Which: [],
  How: [],
  Why: [],
});

function dimensionOfNode(
  index: KnowledgeIndex,
  input: DimensionInput,
  attributes: readonly DimensionAttribute[],
  limit: number,
): DimensionNode {
  const { text, id } = nodeText(input);
  const byId = index.synsetOf(id.split('#')[0] ?? '');
  const found = byId >= 0 ? null : lookup(index, text);
  const synset = byId >= 0 ? byId : (found?.senses[0] ?? -1);
  if (synset < 0) return { node: text, found: false, synsetId: null, attributes: emptyAttributes() };
  const label = found?.found ? labelInLookup(index, found, synset) : index.label(synset);
  const all = factsOf(index, synset, label);
  const chosen = emptyAttributes();
  for (const attribute of attributes) chosen[attribute] = dedupe(all[attribute]).slice(0, limit);
  return { node: text, found: true, synsetId: index.id(synset), attributes: chosen };
}

/** One fact per sentence and per term within an attribute ("Paris is in France" makes "tied to France" redundant). */
function dedupe(facts: DimensionFact[]): DimensionFact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    const keys = [fact.text, ...(fact.synsetId ? [fact.synsetId] : [])];
    if (keys.some((key) => seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

const isPerson = (index: KnowledgeIndex, synset: number) => index.lexName(synset) === 'noun.person';
const isPlace = (index: KnowledgeIndex, synset: number) => index.lexName(synset) === 'noun.location';
const isTime = (index: KnowledgeIndex, synset: number) => index.lexName(synset) === 'noun.time';

/** Phrases of a definition that answer how or why, e.g. "with the aid of radiant energy", "used to cut wood". */
const howPattern = /\b(?:by (?:means of |using )?|with the (?:aid|help) of |using |through )[^;,()]+/gi;
const whyPattern =
  /\b(?:used (?:to|for|in|as) |in order to |so as to |so that |for the purpose of |because |intended (?:to|for) |designed (?:to|for) )[^;,()]+/gi;
/** "(1879-1955)", "from 1939 to 1945", "in 1492", "the 18th century". */
const lifespanPattern = /\((?:c\.\s*)?(\d{1,4})(\s*BC)?\s*-\s*(\d{1,4})(\s*BC)?\)/;
const datePattern =
  /\bfrom \d{3,4} to \d{3,4}\b|\b(?:in |since |until |from |around )?(?:\d{3,4}(?:\s*BC)?|\d{1,2}(?:st|nd|rd|th) century(?: BC)?)\b/g;

function factsOf(index: KnowledgeIndex, synset: number, label: string): Record<DimensionAttribute, DimensionFact[]> {
  const facts = emptyAttributes();
  const Label = capitalize(label);
  const fact = (
    attribute: DimensionAttribute,
    text: string,
    source: DimensionFact['source'],
    target?: number,
    name = target === undefined ? '' : index.label(target),
  ) => {
    facts[attribute].push(
      target === undefined ? { text, source } : { text, source, term: name, synsetId: index.id(target) },
    );
  };
  // A name takes no article ("has the Eiffel Tower" reads worse than "has Eiffel Tower"); a kind does.
  const named = (target: number) => (index.isInstance(target) ? index.label(target) : withArticle(index.label(target)));
  const own = index.words(synset).findIndex((word) => word.toLowerCase() === label.toLowerCase()) + 1;
  // Derivations are lexical: keep those of the word itself, named by their target word ("wheel" → verb "wheel").
  const derivations = index
    .pointers(synset)
    .filter((pointer) => pointer.relation === 'derivation' && (own === 0 || pointer.sourceWord === own))
    .map((pointer) => ({ target: pointer.target, name: index.targetName(pointer) }));
  const related = (relation: Relation) => index.targets(synset, relation);
  const byCommonness = (targets: number[]) => [...targets].sort((x, y) => index.tagCount(y) - index.tagCount(x));
  const { definition } = index.gloss(synset);
  const mentioned = (
    definition ? findEntities(index, definition, { caseSensitiveNames: true, namedOnly: true }) : []
  ).filter((entity) => entity.synsetId !== index.id(synset));
  const pos = index.partOfSpeech(synset);

  // What: the definition and what it is a kind or an instance of.
  if (definition) fact('What', `${Label}: ${definition}.`, 'definition');
  for (const target of related('instanceHypernym'))
    fact('What', `${Label} is ${withArticle(index.label(target))}.`, 'instanceHypernym', target);
  for (const target of related('hypernym')) {
    fact(
      'What',
      pos === 'verb'
        ? `To ${label} is a way to ${index.label(target)}.`
        : `${Label} is a kind of ${index.label(target)}.`,
      'hypernym',
      target,
    );
  }

  // When: dates in the definition, time periods it belongs to, times it is part of.
  const lifespan = lifespanPattern.exec(definition);
  if (lifespan) {
    const [, from, fromBc, to, toBc] = lifespan;
    const span = `${from}${fromBc ? ' BC' : ''}–${to}${toBc ?? (fromBc ? ' BC' : '')}`;
    fact('When', isPerson(index, synset) ? `${Label} lived ${span}.` : `${Label}: ${span}.`, 'gloss');
  } else {
    for (const match of definition.matchAll(datePattern))
      fact('When', `${Label}: ${match[0].trim()} (from its definition).`, 'gloss');
  }
  if (isTime(index, synset)) {
    for (const target of [...related('hypernym'), ...related('instanceHypernym')])
      fact('When', `${Label} is a time: ${withArticle(index.label(target))}.`, 'category', target);
  }
  for (const target of related('partHolonym').filter((target) => isTime(index, target)))
    fact('When', `${Label} is part of ${index.label(target)}.`, 'partHolonym', target);

  // Where: the places it is part of, regions it is used in, places its definition names.
  for (const target of related('partHolonym').filter((target) => !isTime(index, target))) {
    fact(
      'Where',
      isPlace(index, target) ? `${Label} is in ${index.label(target)}.` : `${Label} is found in ${named(target)}.`,
      'partHolonym',
      target,
    );
  }
  for (const target of related('domainRegion'))
    fact('Where', `${Label} is used in ${index.label(target)}.`, 'domainRegion', target);
  for (const entity of mentioned.filter((entity) => entity.category === 'location')) {
    fact(
      'Where',
      `${Label} is tied to ${entity.term} (from its definition).`,
      'gloss',
      index.synsetOf(entity.synsetId),
    );
  }

  // Who: what kind of person it is, people its definition names, the people who do it, well-known instances.
  if (isPerson(index, synset)) {
    for (const target of [...related('instanceHypernym'), ...related('hypernym')])
      fact('Who', `${Label} is ${withArticle(index.label(target))}.`, 'hypernym', target);
  }
  for (const entity of mentioned.filter((entity) => entity.category === 'person')) {
    fact('Who', `${entity.term} (named in its definition).`, 'gloss', index.synsetOf(entity.synsetId));
  }
  for (const { target, name } of derivations.filter(({ target }) => isPerson(index, target))) {
    fact('Who', `${capitalize(withArticle(name))} is someone related to ${label}.`, 'derivation', target, name);
  }
  for (const target of byCommonness(related('instanceHyponym')).filter((target) => isPerson(index, target))) {
    fact('Who', `${index.label(target)} is ${withArticle(label)}.`, 'instanceHyponym', target);
  }
  for (const target of related('memberMeronym').filter((target) => isPerson(index, target))) {
    fact('Who', `${index.label(target)} is a member of ${label}.`, 'memberMeronym', target);
  }

  // Which: its kinds, its instances, similar words, the values of an attribute.
  for (const target of byCommonness(related('hyponym')))
    fact('Which', `${capitalize(index.label(target))} is a kind of ${label}.`, 'hyponym', target);
  for (const target of byCommonness(related('instanceHyponym')).filter((target) => !isPerson(index, target))) {
    fact('Which', `${index.label(target)} is ${withArticle(label)}.`, 'instanceHyponym', target);
  }
  for (const target of [...related('similar'), ...related('verbGroup')])
    fact('Which', `${Label} is similar to ${index.label(target)}.`, 'similar', target);
  for (const target of related('attribute'))
    fact('Which', `${Label} relates to ${index.label(target)}.`, 'attribute', target);

  // How: what it entails or causes, how its definition says it is done, what it is made of or has.
  for (const target of related('entailment'))
    fact('How', `To ${label} entails to ${index.label(target)}.`, 'entailment', target);
  for (const target of related('cause')) fact('How', `${Label} causes ${index.label(target)}.`, 'cause', target);
  for (const match of definition.matchAll(howPattern)) fact('How', `${Label}: ${match[0].trim()}.`, 'gloss');
  for (const target of related('substanceMeronym'))
    fact('How', `${Label} is made of ${index.label(target)}.`, 'substanceMeronym', target);
  for (const target of related('partMeronym')) fact('How', `${Label} has ${named(target)}.`, 'partMeronym', target);
  for (const { target, name } of derivations.filter(({ target }) => index.partOfSpeech(target) === 'verb')) {
    if (pos !== 'verb') fact('How', `${Label} is related to the action "${name}".`, 'derivation', target, name);
  }

  // Why: what brings it about, and the purpose its definition states.
  for (const target of related('causedBy'))
    fact('Why', `${capitalize(index.label(target))} causes ${label}.`, 'causedBy', target);
  for (const match of definition.matchAll(whyPattern)) fact('Why', `${Label}: ${match[0].trim()}.`, 'gloss');
  return facts;
}
