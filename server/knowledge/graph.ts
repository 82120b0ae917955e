// The force graph of a word: its sense in the middle, its neighbours in WordNet around it, one combo per relation
// group, each edge labelled so it reads as a sentence ("poodle" "is a kind of" "dog"). Shapes are the contract's
// (src/contract/graph.ts), as their input side: graphDataSchema.parse fills the remaining defaults. The answer is
// data only: how nodes, edges and groups look is the graph core's (src/graph/) wherever the graph is drawn.
import type { z } from 'zod';
import type { comboSchema, graphEdgeSchema, graphNodeSchema } from '../../src/contract/graph.ts';
import type { KnowledgeIndex } from './knowledge-index.ts';
import { labelInLookup, lookupSense } from './lookup.ts';
import { knowledgeLabels, type KnowledgeLabels, type LabelledGroup, type LabelledRelation } from './labels.ts';
import { groupOfRelation, relationGroups, type Relation } from './relations.ts';
import { suggest, type Suggestion } from './suggest.ts';

/** Explore data range (spec 2 §9.1); a stored setting, so callers pass the learner's. */
export const DEFAULT_EXPLORE_RANGE = 8;
/** Neighbours in all, whatever the range: a graph a learner can still read. */
const MAX_NEIGHBOURS = 120;

export type KnowledgeGraphNode = z.input<typeof graphNodeSchema> & {
  id: string;
  label: string;
  type: 'circle';
  tjType: 'wikiLinks';
  description: { content: string };
};
export type KnowledgeGraphEdge = z.input<typeof graphEdgeSchema> & { id: string; label: string };
export type KnowledgeGraphCombo = z.input<typeof comboSchema> & {
  id: string;
  label: string;
  style: { fill: string };
};

export interface KnowledgeGraph {
  query: string;
  found: boolean;
  /** Id of the node in the middle (the sense explored), or null when the word is unknown. */
  centerId: string | null;
  nodes: KnowledgeGraphNode[];
  edges: KnowledgeGraphEdge[];
  combos: KnowledgeGraphCombo[];
  suggestions: Suggestion[];
}

export interface GraphOptions {
  /** At most this many neighbours per relation group (default 8, the explore range). */
  range?: number;
  /** Explore this sense rather than the word's most frequent one. */
  synsetId?: string;
  /** Cap on all neighbours (default range × 6, at most 120). */
  maxNeighbours?: number;
  /** What edges, groups and senses are called: in English unless the learner's language is given. */
  labels?: KnowledgeLabels;
}

/** Relations whose edge reads better from the neighbour: "poodle is a kind of dog", not "dog has kind poodle". */
const readFromNeighbour: Partial<Record<Relation, Relation>> = {
  hyponym: 'hypernym',
  instanceHyponym: 'instanceHypernym',
};

export function wordGraph(index: KnowledgeIndex, query: string, options: GraphOptions = {}): KnowledgeGraph {
  const range = Math.max(0, Math.floor(options.range ?? DEFAULT_EXPLORE_RANGE));
  const maxNeighbours = Math.min(MAX_NEIGHBOURS, options.maxNeighbours ?? range * 6);
  const { labels = knowledgeLabels() } = options;
  const { found, sense: center } = lookupSense(index, query, options.synsetId);
  if (center < 0) {
    return {
      query,
      found: false,
      centerId: null,
      nodes: [],
      edges: [],
      combos: [],
      suggestions: suggest(index, query, 5),
    };
  }

  const centerId = index.id(center);
  const centerLabel = found.found ? labelInLookup(index, found, center) : index.label(center);
  const nodes: KnowledgeGraphNode[] = [synsetNode(index, center, centerLabel, undefined)];
  const edges: KnowledgeGraphEdge[] = [];
  const combos: KnowledgeGraphCombo[] = [];
  const placed = new Set<string>([centerId]);
  // Two neighbours named alike ("Tuileries" the palace and the gardens) would read as one node drawn twice.
  const named = new Set<string>();
  const isNew = (id: string, label: string) => !placed.has(id) && !named.has(label.toLowerCase());
  const place = (id: string, label: string) => {
    placed.add(id);
    named.add(label.toLowerCase());
  };
  let budget = maxNeighbours;

  const comboFor = (group: LabelledGroup): string => {
    const id = `${centerId}:${group}`;
    if (!combos.some((combo) => combo.id === id)) combos.push(combo(id, labels.group(group)));
    return id;
  };
  const link = (source: string, target: string, relation: LabelledRelation) =>
    edges.push({ id: `${source}->${target}:${relation}`, source, target, label: labels.relation(relation) });

  // Synonyms: the other words of the sense.
  const synonyms = index.words(center).filter((word) => word !== centerLabel);
  for (const word of synonyms.slice(0, Math.min(range, budget))) {
    const id = `${centerId}#${word}`;
    place(id, word);
    const comboId = comboFor('synonyms');
    nodes.push({ ...baseNode(id, word, index.glossText(center)), comboId });
    link(centerId, id, 'synonym');
    budget--;
  }

  // Relation groups, in the order of relationGroups; the most common neighbours first within a group.
  const pointers = index.pointers(center);
  const centerWord = index.words(center).indexOf(centerLabel) + 1;
  for (const group of relationGroups) {
    if (budget <= 0) break;
    const candidates = pointers.filter(
      (pointer) =>
        groupOfRelation[pointer.relation] === group.id &&
        (pointer.sourceWord === 0 || centerWord === 0 || pointer.sourceWord === centerWord),
    );
    if (candidates.length === 0) continue;
    const ordered =
      group.id === 'broader'
        ? candidates
        : [...candidates].sort((x, y) => index.tagCount(y.target) - index.tagCount(x.target));
    let taken = 0;
    for (const pointer of ordered) {
      if (taken >= range || budget <= 0) break;
      const id = index.id(pointer.target);
      const label = index.targetName(pointer);
      if (!isNew(id, label)) continue;
      place(id, label);
      nodes.push(synsetNode(index, pointer.target, label, comboFor(group.id)));
      const flipped = readFromNeighbour[pointer.relation];
      if (flipped) link(id, centerId, flipped);
      else link(centerId, id, pointer.relation);
      taken++;
      budget--;
    }
  }

  // Other senses of the same word, so a learner can switch to the one meant.
  let otherSenses = 0;
  for (const synset of found.senses) {
    if (otherSenses >= range || budget <= 0) break;
    const id = index.id(synset);
    const label = senseLabel(index, synset, centerLabel, labels);
    if (!isNew(id, label)) continue;
    place(id, label);
    const sense = synsetNode(index, synset, label, comboFor('senses'));
    // "dog (frump)" is no word to search: exploring the node searches the sense's other word, if it has one.
    const synonym = otherWord(index, synset, centerLabel);
    if (synonym && sense.props) sense.props.searchTerm = { value: synonym, type: 'string' };
    nodes.push(sense);
    link(centerId, id, 'sense');
    otherSenses++;
    budget--;
  }

  return { query, found: true, centerId, nodes, edges, combos, suggestions: [] };
}

function baseNode(id: string, label: string, gloss: string): KnowledgeGraphNode {
  return { id, label, type: 'circle', tjType: 'wikiLinks', description: { content: gloss } };
}

function synsetNode(
  index: KnowledgeIndex,
  synset: number,
  label: string,
  comboId: string | undefined,
): KnowledgeGraphNode {
  const node = baseNode(index.id(synset), label, index.glossText(synset));
  node.props = {
    synsetId: { value: index.id(synset), type: 'string' },
    partOfSpeech: { value: index.partOfSpeech(synset), type: 'string' },
  };
  if (comboId) node.comboId = comboId;
  return node;
}

/** "dog (frump)", "dog (person)": tells apart senses that share the word; the kind in the learner's language. */
function senseLabel(index: KnowledgeIndex, synset: number, word: string, labels: KnowledgeLabels): string {
  const hint = otherWord(index, synset, word) ?? labels.kind(index.lexName(synset));
  return `${word} (${hint})`;
}

/** A word of the sense other than the one searched ("frump" for dog's sense "a dull unattractive woman"). */
function otherWord(index: KnowledgeIndex, synset: number, word: string): string | undefined {
  return index.words(synset).find((candidate) => candidate.toLowerCase() !== word.toLowerCase());
}

/**
 * A combo with its darkened fill (spec 1 §3) picked from its id rather than at random, so the same group keeps its
 * colour across requests; the fill is the combo's own data (src/contract/graph.ts), the rest of its paint the core's.
 */
function combo(id: string, label: string): KnowledgeGraphCombo {
  let hash = 0;
  for (let i = 0; i < id.length; i++) hash = (hash * 31 + id.charCodeAt(i)) >>> 0;
  return { id, label, tjType: 'custom-combo', style: { fill: `hsl(${hash % 360}, 55%, 28%)` } };
}
