import { beforeAll, describe, expect, it } from 'vitest';
import type { ClusterNode } from './dendrogram.ts';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

const focusOf = (node: ClusterNode | null | undefined): ClusterNode | undefined => {
  if (!node) return undefined;
  if (node.focus) return node;
  return node.children?.map(focusOf).find(Boolean);
};
const depthOf = (node: ClusterNode | undefined): number =>
  node?.children ? 1 + Math.max(...node.children.map(depthOf)) : 0;

describe('entityCluster (GET /custom/entity-cluster)', () => {
  it('lists a kind once, though two senses share its name (a person may be a native of two kinds)', () => {
    const kinds = (focusOf(engine.entityCluster('person', { depth: 1, breadth: 500 }).tree)?.children ?? []).map(
      (child) => child.name.toLowerCase(),
    );
    expect(kinds).toContain('native');
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it('goes up the hypernym chain to the root', () => {
    const cluster = engine.entityCluster('dog');
    expect(cluster.tree?.name).toBe('entity');
    expect(cluster.path.slice(-3)).toEqual(['carnivore', 'canine', 'dog']);
    expect(cluster.path).toEqual(expect.arrayContaining(['animal', 'mammal']));
  });

  it('goes down to kinds, bounded in depth and breadth', () => {
    const focus = focusOf(engine.entityCluster('dog', { depth: 2, breadth: 3 }).tree);
    expect(focus).toMatchObject({ name: 'dog', synsetId: 'n02086723' });
    expect(focus?.children).toHaveLength(3);
    expect(focus?.children?.[0]).toMatchObject({ name: 'puppy', relation: 'hyponym' });
    expect(depthOf(focus)).toBe(2);
    expect(focus?.children?.every((child) => (child.children?.length ?? 0) <= 3)).toBe(true);
  });

  it('climbs from an instance through its class: Paris → national capital → … → entity', () => {
    const cluster = engine.entityCluster('Paris');
    expect(cluster.path.slice(-2)).toEqual(['national capital', 'Paris']);
    expect(cluster.path[0]).toBe('entity');
  });

  it('lists instances below a class', () => {
    const focus = focusOf(engine.entityCluster('national capital', { depth: 1, breadth: 100 }).tree);
    expect(focus?.children?.map((child) => child.name)).toContain('Paris');
    expect(focus?.children?.find((child) => child.name === 'Paris')?.relation).toBe('instanceHyponym');
  });

  it('answers an unknown word with no tree and suggestions', () => {
    expect(engine.entityCluster('photosynthesys')).toMatchObject({ found: false, tree: null, path: [] });
  });
});
