// What the knowledge engine (WordNet) answers for Eddie's node calls without a language model: questions a learner
// could explore next and video search phrases on a thought, the graph of the terms a query names, a quest's steps
// by the relations between its nodes, and a node's properties. Only relations the dictionary holds, never made up.
import type { LocaleCode } from '../../src/contract/locales.ts';
import type { NodeProp } from '../../src/contract/graph.ts';
import type { QuestGroup } from '../../src/contract/endpoints/eddie.ts';
import { serverMessage } from '../http/messages.ts';
import type { KnowledgeEngine } from '../knowledge/engine.ts';
import type { KnowledgeGraphCombo, KnowledgeGraphEdge, KnowledgeGraphNode } from '../knowledge/graph.ts';
import { lookup } from '../knowledge/lookup.ts';
import { knowledgeLabels } from '../knowledge/labels.ts';
import type { Relation } from '../knowledge/relations.ts';
import { askedTerms, escapeMarkdown, searchLink } from './offline.ts';

/** Terms of one query explored into the graph: more would not be read. */
const MAX_GRAPH_TERMS = 3;
/** Neighbours per relation group of each explored term. */
const GRAPH_RANGE = 4;
const MAX_QUESTIONS = 5;
const RELATED_PER_TERM = 8;
/** Steps from the anchor searched for the quest's nodes; nodes further off form the last step. */
const MAX_QUEST_DEPTH = 4;

/** The terms a text names, main sense first; the whole text when it names none (a lone "dog" is a term too). */
function termsOf(knowledge: KnowledgeEngine, text: string): string[] {
  const named = [...new Set(askedTerms(knowledge.index, text).map((term) => term.key))];
  if (named.length > 0) return named;
  return lookup(knowledge.index, text).found ? [text.trim()] : [];
}

/** A markdown list of questions a learner could explore next about the prompt, each citing its relation. */
export function exploreQuestions(knowledge: KnowledgeEngine, prompt: string, lang: LocaleCode): string {
  const lines: string[] = [];
  for (const term of termsOf(knowledge, prompt)) {
    for (const link of knowledge.links(term, RELATED_PER_TERM, knowledgeLabels(lang)).links) {
      if (lines.length === MAX_QUESTIONS) break;
      const question = serverMessage(lang, 'server.eddie.exploreNext', { term, related: link.term });
      lines.push(`- ${escapeMarkdown(question)} (${escapeMarkdown(link.label)}: ${searchLink(link.term)})`);
    }
  }
  return withNotice(lines, prompt, lang);
}

/** A markdown list of phrases to search videos on the prompt with: the term, then it with its closest relations. */
export function videoPhrases(knowledge: KnowledgeEngine, prompt: string, lang: LocaleCode): string {
  const lines: string[] = [];
  for (const term of termsOf(knowledge, prompt).slice(0, MAX_GRAPH_TERMS)) {
    const related = knowledge.links(term, 2).links.map((link) => `${term} ${link.term}`);
    const phrases = [
      serverMessage(lang, 'server.eddie.videoExplained', { term }),
      serverMessage(lang, 'server.eddie.videoWhatIs', { term }),
      ...related,
    ];
    lines.push(...phrases.map((phrase) => `- ${escapeMarkdown(phrase)}`));
  }
  return withNotice(lines, prompt, lang);
}

function withNotice(lines: string[], prompt: string, lang: LocaleCode): string {
  const notice = `_${serverMessage(lang, 'server.eddie.noModelRelations')}_`;
  if (lines.length === 0)
    return `${serverMessage(lang, 'server.eddie.nothingRelated', { term: prompt })}\n\n${notice}\n`;
  return `${lines.join('\n')}\n\n${notice}\n`;
}

export interface ExploredGraph {
  nodes: KnowledgeGraphNode[];
  edges: KnowledgeGraphEdge[];
  combos: KnowledgeGraphCombo[];
}

/** The knowledge graphs of the terms the query (and the selected nodes' labels) names, as one graph. */
export function exploreGraph(knowledge: KnowledgeEngine, query: string, selectedLabels: string[]): ExploredGraph {
  const terms = [...new Set([query, ...selectedLabels].flatMap((text) => termsOf(knowledge, text)))];
  const graph: ExploredGraph = { nodes: [], edges: [], combos: [] };
  const seen = new Set<string>();
  for (const term of terms.slice(0, MAX_GRAPH_TERMS)) {
    const found = knowledge.graph(term, { range: GRAPH_RANGE });
    for (const [list, items] of [
      [graph.nodes, found.nodes],
      [graph.edges, found.edges],
      [graph.combos, found.combos],
    ] as const) {
      for (const item of items) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        (list as { id: string }[]).push(item);
      }
    }
  }
  return graph;
}

/** A synset for a node id: a WordNet id as the explore graph names its nodes ("n02084071"), or a word. */
function synsetOfNode(knowledge: KnowledgeEngine, id: string): number {
  const synset = knowledge.index.synsetOf(id);
  if (synset >= 0) return synset;
  return lookup(knowledge.index, id).senses[0] ?? -1;
}

/**
 * The nodes in quest steps: the anchor first, then the nodes one relation away from it, then two, and so on;
 * nodes the dictionary does not relate to the anchor (or does not know) form the last step. Without an anchor among
 * the known nodes, the first known node is the start.
 */
export function questGroups(knowledge: KnowledgeEngine, nodeIds: string[], anchor: string | undefined): QuestGroup[] {
  const ids = [...new Set(nodeIds)];
  const synsets = new Map(ids.map((id) => [id, synsetOfNode(knowledge, id)]));
  const known = ids.filter((id) => (synsets.get(id) ?? -1) >= 0);
  const start = anchor !== undefined && (synsets.get(anchor) ?? -1) >= 0 ? anchor : known[0];
  if (start === undefined) return ids.length > 0 ? [{ step: 1, nodeIds: ids }] : [];
  const distance = distancesFrom(
    knowledge,
    synsets.get(start) ?? -1,
    new Set(known.map((id) => synsets.get(id) ?? -1)),
  );
  const byDistance = new Map<number, string[]>();
  const far: string[] = [];
  for (const id of ids) {
    const steps = distance.get(synsets.get(id) ?? -1);
    if (steps === undefined) far.push(id);
    else byDistance.set(steps, [...(byDistance.get(steps) ?? []), id]);
  }
  const ordered = [...byDistance.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
  if (far.length > 0) ordered.push(far);
  return ordered.map((group, index) => ({ step: index + 1, nodeIds: group }));
}

/** Relation steps from one synset to each wanted one, breadth first, at most MAX_QUEST_DEPTH away. */
function distancesFrom(knowledge: KnowledgeEngine, from: number, wanted: Set<number>): Map<number, number> {
  const distance = new Map<number, number>([[from, 0]]);
  let frontier = [from];
  let left = wanted.size - (wanted.has(from) ? 1 : 0);
  for (let depth = 1; depth <= MAX_QUEST_DEPTH && left > 0 && frontier.length > 0; depth++) {
    const next: number[] = [];
    for (const synset of frontier) {
      for (const { target } of knowledge.index.pointers(synset)) {
        if (distance.has(target)) continue;
        distance.set(target, depth);
        next.push(target);
        if (wanted.has(target)) left--;
      }
    }
    frontier = next;
  }
  return new Map([...distance].filter(([synset]) => wanted.has(synset)));
}

/** Relations read as a node's properties, the most telling first. */
const PROPERTY_RELATIONS: Relation[] = [
  'hypernym',
  'instanceHypernym',
  'partHolonym',
  'partMeronym',
  'memberHolonym',
  'substanceMeronym',
  'hyponym',
  'attribute',
];

/**
 * A node's properties from the dictionary, at most `count`: its definition, an example, its synonyms, then what it
 * is a kind of, part of, made of... Empty when the dictionary does not know the label.
 */
export function dictionaryProperties(
  knowledge: KnowledgeEngine,
  label: string,
  count: number,
): Record<string, NodeProp> {
  const { index } = knowledge;
  const sense = lookup(index, label).senses[0];
  if (sense === undefined) return {};
  const props: [string, string][] = [
    ['definition', index.definition(sense)],
    ['example', index.examples(sense)[0] ?? ''],
    [
      'synonyms',
      index
        .words(sense)
        .filter((word) => word.toLowerCase() !== label.trim().toLowerCase())
        .join(', '),
    ],
    ...PROPERTY_RELATIONS.map((relation): [string, string] => [
      knowledgeLabels().relation(relation),
      index
        .targets(sense, relation)
        .slice(0, 3)
        .map((target) => index.label(target))
        .join(', '),
    ]),
  ];
  return Object.fromEntries(
    props
      .filter(([, value]) => value !== '')
      .slice(0, count)
      .map(([name, value]) => [name, { value, type: 'string' }]),
  );
}
