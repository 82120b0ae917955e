// GET /custom/entity-cluster (spec 2 §7.9): the dendrogram of a word, a tree from the root of WordNet's noun
// hierarchy ("entity") down the hypernym chain to the word, then the word's kinds and instances below it.
import type { KnowledgeIndex } from './knowledge-index.ts';
import { labelInLookup, lookupSense } from './lookup.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { uniqueByLabel } from './text.ts';

export interface ClusterNode {
  name: string;
  synsetId: string;
  /** How the node relates to its parent in the tree. */
  relation?: 'hyponym' | 'instanceHyponym';
  /** The word explored. */
  focus?: true;
  children?: ClusterNode[];
}

export interface EntityCluster {
  word: string;
  found: boolean;
  tree: ClusterNode | null;
  /** Names from the root down to the word. */
  path: string[];
  suggestions: Suggestion[];
}

export interface DendrogramOptions {
  synsetId?: string;
  /** Levels of kinds below the word (default 2). */
  depth?: number;
  /** Children per node below the word (default 8, the explore range). */
  breadth?: number;
}

/** Longer chains than this would be a cycle; WordNet's deepest noun chain is under 20. */
const MAX_CHAIN = 40;

export function entityCluster(index: KnowledgeIndex, word: string, options: DendrogramOptions = {}): EntityCluster {
  const { found, sense: focus } = lookupSense(index, word, options.synsetId);
  if (focus < 0) return { word, found: false, tree: null, path: [], suggestions: suggest(index, word, 5) };

  const depth = Math.max(0, options.depth ?? 2);
  const breadth = Math.max(0, options.breadth ?? 8);
  const chain = hypernymChain(index, focus);
  const focusNode: ClusterNode = {
    name: found.found ? labelInLookup(index, found, focus) : index.label(focus),
    synsetId: index.id(focus),
    focus: true,
  };
  const below = kindsBelow(index, focus, depth, breadth);
  if (below.length > 0) focusNode.children = below;
  // Wrap the focus in its ancestors, nearest first, so the root ends outermost.
  let tree = focusNode;
  for (const ancestor of chain) {
    tree = { name: index.label(ancestor), synsetId: index.id(ancestor), children: [tree] };
  }
  const path = [...chain].reverse().map((ancestor) => index.label(ancestor));
  path.push(focusNode.name);
  return { word, found: true, tree, path, suggestions: [] };
}

/** Broader synsets from the nearest to the root, following the first (primary) hypernym at each step. */
export function hypernymChain(index: KnowledgeIndex, synset: number): number[] {
  const chain: number[] = [];
  let current = synset;
  while (chain.length < MAX_CHAIN) {
    const next = index.broader(current)[0];
    if (next === undefined || next === synset || chain.includes(next)) break;
    chain.push(next);
    current = next;
  }
  return chain;
}

function kindsBelow(index: KnowledgeIndex, synset: number, depth: number, breadth: number): ClusterNode[] {
  if (depth <= 0 || breadth <= 0) return [];
  const kinds = [
    ...index.targets(synset, 'hyponym').map((target) => ({ target, relation: 'hyponym' as const })),
    ...index.targets(synset, 'instanceHyponym').map((target) => ({ target, relation: 'instanceHyponym' as const })),
  ].sort(
    (x, y) =>
      index.tagCount(y.target) - index.tagCount(x.target) || index.label(x.target).localeCompare(index.label(y.target)),
  );
  const children = uniqueByLabel(kinds, ({ target }) => index.label(target)).slice(0, breadth);
  return children.map(({ target, relation }) => {
    const node: ClusterNode = { name: index.label(target), synsetId: index.id(target), relation };
    const grandchildren = kindsBelow(index, target, depth - 1, breadth);
    if (grandchildren.length > 0) node.children = grandchildren;
    return node;
  });
}
