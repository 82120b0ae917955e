// The bench's graphs: seeded, connected, n labelled nodes and 2n edges, the same for our element and the baseline.

export interface BenchNode {
  readonly id: string;
  readonly label: string;
}

export interface BenchEdge {
  readonly id: string;
  readonly source: string;
  readonly target: string;
}

export interface BenchGraph {
  readonly nodes: readonly BenchNode[];
  readonly edges: readonly BenchEdge[];
}

/** mulberry32 (as bench/knowledge.mjs): every run draws the same graph. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ter',
  'sun',
  'vi',
  'ra',
  'bel',
  'on',
  'tu',
  'gra',
  'phe',
  'ni',
  'dor',
  'al',
  'qui',
];

/** A word-like label of 2 to 4 syllables, so label widths vary as words' do. */
function label(next: () => number): string {
  const count = 2 + Math.floor(next() * 3);
  return Array.from({ length: count }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
}

/**
 * A random spanning tree (each node joins an earlier one, so the graph is connected), then random extra edges
 * until there are twice as many edges as nodes; no loops, no pair twice.
 */
export function benchGraph(nodeCount: number, seed: number): BenchGraph {
  const next = seededRandom(seed);
  const nodes = Array.from({ length: nodeCount }, (_, i) => ({ id: `n${i}`, label: `${label(next)} ${i}` }));
  const edges: BenchEdge[] = [];
  const pairs = new Set<string>();
  const link = (a: number, b: number): void => {
    const key = a < b ? `${a}-${b}` : `${b}-${a}`;
    if (a === b || pairs.has(key)) return;
    pairs.add(key);
    edges.push({ id: `e${edges.length}`, source: `n${a}`, target: `n${b}` });
  };
  for (let i = 1; i < nodeCount; i++) link(Math.floor(next() * i), i);
  while (edges.length < 2 * nodeCount) link(Math.floor(next() * nodeCount), Math.floor(next() * nodeCount));
  return { nodes, edges };
}
