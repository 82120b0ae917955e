// WordNet pointer relations (wndb(5WN) "Pointers"): their file symbols, a name for code, and the group a graph combo
// gathers them in. How an edge reads ("<source> is a kind of <target>") is in locales/ (labels.ts).

/** Every relation the engine keeps. `causedBy` and `entailedBy` do not exist in the files: the index adds them as
 * the reverse of `cause` and `entailment`, so "why" questions can walk from an effect to what brings it about. */
export const relations = [
  'hypernym',
  'instanceHypernym',
  'hyponym',
  'instanceHyponym',
  'memberHolonym',
  'substanceHolonym',
  'partHolonym',
  'memberMeronym',
  'substanceMeronym',
  'partMeronym',
  'attribute',
  'derivation',
  'domainTopic',
  'memberOfDomainTopic',
  'domainRegion',
  'memberOfDomainRegion',
  'domainUsage',
  'memberOfDomainUsage',
  'antonym',
  'entailment',
  'cause',
  'alsoSee',
  'verbGroup',
  'similar',
  'participle',
  'pertainym',
  'derivedFromAdjective',
  'causedBy',
  'entailedBy',
] as const;
export type Relation = (typeof relations)[number];

/** Relation code stored in the index (one byte per pointer). */
export const relationCode: Readonly<Record<Relation, number>> = Object.fromEntries(
  relations.map((relation, code) => [relation, code]),
) as Record<Relation, number>;

/**
 * Pointer symbol → relation. `\` means "pertains to noun" on adjectives and "derived from adjective" on adverbs,
 * so the symbol alone is not enough: see {@link relationOfSymbol}.
 */
const symbolRelations: Readonly<Record<string, Relation>> = {
  '@': 'hypernym',
  '@i': 'instanceHypernym',
  '~': 'hyponym',
  '~i': 'instanceHyponym',
  '#m': 'memberHolonym',
  '#s': 'substanceHolonym',
  '#p': 'partHolonym',
  '%m': 'memberMeronym',
  '%s': 'substanceMeronym',
  '%p': 'partMeronym',
  '=': 'attribute',
  '+': 'derivation',
  ';c': 'domainTopic',
  '-c': 'memberOfDomainTopic',
  ';r': 'domainRegion',
  '-r': 'memberOfDomainRegion',
  ';u': 'domainUsage',
  '-u': 'memberOfDomainUsage',
  '!': 'antonym',
  '*': 'entailment',
  '>': 'cause',
  '^': 'alsoSee',
  $: 'verbGroup',
  '&': 'similar',
  '<': 'participle',
};

/** The relation a pointer symbol stands for in a synset of the given file part of speech (n, v, a, r). */
export function relationOfSymbol(symbol: string, filePos: string): Relation | undefined {
  if (symbol === '\\') return filePos === 'r' ? 'derivedFromAdjective' : 'pertainym';
  return symbolRelations[symbol];
}

/** Reverse relation, where WordNet has one (graph edges point "downwards" relations back at the centre). */
export const inverseRelation: Readonly<Partial<Record<Relation, Relation>>> = {
  hypernym: 'hyponym',
  hyponym: 'hypernym',
  instanceHypernym: 'instanceHyponym',
  instanceHyponym: 'instanceHypernym',
  memberHolonym: 'memberMeronym',
  memberMeronym: 'memberHolonym',
  substanceHolonym: 'substanceMeronym',
  substanceMeronym: 'substanceHolonym',
  partHolonym: 'partMeronym',
  partMeronym: 'partHolonym',
  domainTopic: 'memberOfDomainTopic',
  memberOfDomainTopic: 'domainTopic',
  domainRegion: 'memberOfDomainRegion',
  memberOfDomainRegion: 'domainRegion',
  domainUsage: 'memberOfDomainUsage',
  memberOfDomainUsage: 'domainUsage',
  cause: 'causedBy',
  causedBy: 'cause',
  entailment: 'entailedBy',
  entailedBy: 'entailment',
};

/** Groups of relations: one graph combo each, in the order a learner meets them. */
export const relationGroups = [
  { id: 'broader', relations: ['hypernym', 'instanceHypernym'] },
  { id: 'kinds', relations: ['hyponym'] },
  { id: 'instances', relations: ['instanceHyponym'] },
  { id: 'wholes', relations: ['partHolonym', 'memberHolonym', 'substanceHolonym'] },
  { id: 'parts', relations: ['partMeronym', 'memberMeronym', 'substanceMeronym'] },
  { id: 'opposites', relations: ['antonym'] },
  { id: 'similar', relations: ['similar', 'verbGroup', 'alsoSee'] },
  {
    id: 'forms',
    relations: ['derivation', 'pertainym', 'derivedFromAdjective', 'participle', 'attribute'],
  },
  { id: 'actions', relations: ['entailment', 'cause', 'causedBy', 'entailedBy'] },
  {
    id: 'domain',
    relations: [
      'domainTopic',
      'domainRegion',
      'domainUsage',
      'memberOfDomainTopic',
      'memberOfDomainRegion',
      'memberOfDomainUsage',
    ],
  },
] as const satisfies readonly { id: string; relations: readonly Relation[] }[];
export type RelationGroupId = (typeof relationGroups)[number]['id'];

export const groupOfRelation: Readonly<Record<Relation, RelationGroupId>> = Object.fromEntries(
  relationGroups.flatMap((group) => group.relations.map((relation) => [relation, group.id])),
) as Record<Relation, RelationGroupId>;

/** How much a relation says about a word, for ranking related terms (1 = as close as a synonym). */
export const relationWeight: Readonly<Record<Relation, number>> = {
  hypernym: 0.9,
  instanceHypernym: 0.95,
  hyponym: 0.7,
  instanceHyponym: 0.6,
  memberHolonym: 0.75,
  substanceHolonym: 0.7,
  partHolonym: 0.8,
  memberMeronym: 0.65,
  substanceMeronym: 0.75,
  partMeronym: 0.75,
  attribute: 0.6,
  derivation: 0.6,
  domainTopic: 0.55,
  memberOfDomainTopic: 0.4,
  domainRegion: 0.5,
  memberOfDomainRegion: 0.35,
  domainUsage: 0.3,
  memberOfDomainUsage: 0.25,
  antonym: 0.85,
  entailment: 0.7,
  cause: 0.7,
  alsoSee: 0.55,
  verbGroup: 0.65,
  similar: 0.8,
  participle: 0.5,
  pertainym: 0.6,
  derivedFromAdjective: 0.6,
  causedBy: 0.6,
  entailedBy: 0.55,
};
