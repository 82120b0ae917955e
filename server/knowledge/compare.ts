// Two words side by side: for the pair of their senses that meet nearest in the kind-of hierarchy, each one's
// definition, kinds and parts, the ancestors both share (nearest first), and the path from one through the nearest
// shared ancestor to the other. Unknown words come back found: false with suggestions, never as an error.
import type { KnowledgeIndex, Term } from './knowledge-index.ts';
import { lookup } from './lookup.ts';
import { suggest, type Suggestion } from './suggest.ts';

/** Senses of each word tried: the most common ones; rarer senses rarely make the comparison a learner means. */
const SENSES_TRIED = 4;
const SUGGESTIONS = 5;
/** Shared ancestors listed: the nearest ones say the most. */
const SHARED_LISTED = 8;

export interface ComparedWord {
  word: string;
  found: boolean;
  term?: Term;
  definition?: string;
  kinds: Term[];
  parts: Term[];
  suggestions: Suggestion[];
}

export interface Comparison {
  first: ComparedWord;
  second: ComparedWord;
  sharedAncestors: Term[];
  path: Term[];
}

/** Every ancestor through broader terms, with the step it was reached from (for walking back) and its distance. */
function ancestry(index: KnowledgeIndex, start: number): Map<number, { distance: number; from: number }> {
  const reached = new Map([[start, { distance: 0, from: -1 }]]);
  let frontier = [start];
  for (let distance = 1; frontier.length > 0; distance++) {
    const next: number[] = [];
    for (const synset of frontier) {
      for (const parent of index.broader(synset)) {
        if (reached.has(parent)) continue;
        reached.set(parent, { distance, from: synset });
        next.push(parent);
      }
    }
    frontier = next;
  }
  return reached;
}

/** From `start` up to `ancestor`, both included. */
function climb(ancestry: Map<number, { from: number }>, ancestor: number): number[] {
  const path: number[] = [];
  for (let at = ancestor; at !== -1; at = ancestry.get(at)?.from ?? -1) path.push(at);
  return path.reverse();
}

export function compareWords(index: KnowledgeIndex, firstWord: string, secondWord: string): Comparison {
  const first = lookup(index, firstWord).senses.slice(0, SENSES_TRIED);
  const second = lookup(index, secondWord).senses.slice(0, SENSES_TRIED);
  let best: { a: number; b: number; shared: number[]; path: number[]; length: number } | undefined;
  for (const a of first) {
    const up = ancestry(index, a);
    for (const b of second) {
      const other = ancestry(index, b);
      const shared = [...up.keys()]
        .filter((synset) => other.has(synset))
        .sort(
          (x, y) =>
            (up.get(x)?.distance ?? 0) +
            (other.get(x)?.distance ?? 0) -
            ((up.get(y)?.distance ?? 0) + (other.get(y)?.distance ?? 0)),
        );
      const nearest = shared[0];
      if (nearest === undefined) continue;
      const length = (up.get(nearest)?.distance ?? 0) + (other.get(nearest)?.distance ?? 0);
      if (best && best.length <= length) continue;
      const path = [...climb(up, nearest), ...climb(other, nearest).reverse().slice(1)];
      best = { a, b, shared, path, length };
    }
  }
  const describe = (word: string, synset: number | undefined): ComparedWord => {
    if (synset === undefined)
      return { word, found: false, kinds: [], parts: [], suggestions: suggest(index, word, SUGGESTIONS) };
    return {
      word,
      found: true,
      term: index.term(synset),
      definition: index.definition(synset),
      kinds: index.broader(synset).map((s) => index.term(s)),
      parts: index.targets(synset, 'partMeronym').map((s) => index.term(s)),
      suggestions: [],
    };
  };
  return {
    first: describe(firstWord, best?.a ?? first[0]),
    second: describe(secondWord, best?.b ?? second[0]),
    sharedAncestors: (best?.shared ?? []).slice(0, SHARED_LISTED).map((s) => index.term(s)),
    path: (best?.path ?? []).map((s) => index.term(s)),
  };
}
