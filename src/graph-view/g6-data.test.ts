import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../contract/graph.ts';
import { createGraph } from '../graph/graph.ts';
import { LOCKED_NODE_SIZE, NODE_FILL, NODE_LABEL_FONT_SIZE, NODE_SIZE } from '../graph/paint.ts';
import { clusterToG6Drawing, drawingChanges, EMPTY_DRAWING, toG6Drawing, type G6Drawing } from './g6-data.ts';
import { g6Layout } from './layouts.ts';
import { nextNodeInDirection } from './navigation.ts';
import { DEFAULT_LAYOUT_SETTINGS } from '../graph/layout.ts';

const node = (id: string, extra: Partial<GraphNode> = {}): GraphNode => ({
  id,
  label: id.toUpperCase(),
  type: 'circle',
  tjType: 'wikiLinks',
  description: { content: '' },
  props: {},
  ...extra,
});

function graphWith() {
  const graph = createGraph({ random: () => 0.5, schedule: () => () => undefined });
  graph.actions.run({
    type: 'load',
    graph: {
      nodes: [node('a'), node('b', { comboId: 'g' }), node('c')],
      edges: [
        { id: 'ab', source: 'a', target: 'b', label: 'is a kind of' },
        { id: 'bc', source: 'b', target: 'c', label: 'has part' },
      ],
      combos: [{ id: 'g', label: 'Group', tjType: 'custom-combo', style: { fill: 'hsl(1, 50%, 25%)' } }],
    },
  });
  return graph;
}

const drawingOf = (graph: ReturnType<typeof createGraph>): G6Drawing =>
  toG6Drawing(graph.signals.nodes.value, graph.signals.edges.value, graph.signals.combos.value);

describe('core views as G6 data', () => {
  it('paints nodes as spec 1 §3 says: size, white label on top at 15, blue fill, white stroke, shadow', () => {
    const [a] = drawingOf(graphWith()).nodes;
    expect(a).toMatchObject({
      id: 'a',
      combo: null,
      data: { label: 'A', tjType: 'wikiLinks' },
      states: [],
      style: {
        size: NODE_SIZE,
        fill: NODE_FILL,
        stroke: '#ffffff',
        labelText: 'A',
        labelPlacement: 'top',
        labelFill: '#ffffff',
        labelFontSize: NODE_LABEL_FONT_SIZE,
        visibility: 'visible',
      },
    });
    expect(a?.style?.shadowBlur).toBeGreaterThan(0);
  });

  it('gives edges their end arrow and label, and combos their fill at opacity 0.3', () => {
    const graph = graphWith();
    const drawing = drawingOf(graph);
    expect(drawing.edges[0]).toMatchObject({
      id: 'ab',
      source: 'a',
      target: 'b',
      // Into the group: the group's title names the relation, the edge draws no label of its own.
      data: { label: 'is a kind of' },
      style: { endArrow: true, labelText: '' },
    });
    expect(drawing.edges[1]?.style?.labelText, 'nor out of it').toBe('');
    const ungrouped = toG6Drawing(graph.signals.nodes.value, graph.signals.edges.value, []);
    expect(
      ungrouped.edges.map((edge) => edge.style?.labelText),
      'no group drawn: labels',
    ).toEqual(['is a kind of', 'has part']);
    expect(drawing.combos[0]).toMatchObject({
      id: 'g',
      style: { fill: 'hsl(1, 50%, 25%)', fillOpacity: 0.3, collapsed: false, labelText: 'Group' },
    });
    expect(drawing.nodes[1]?.combo).toBe('g');
  });

  it('draws a relation group only while a node of it is shown: hidden or removed, its bubble goes', () => {
    const graph = graphWith();
    graph.actions.run({ type: 'hide', id: 'b' });
    const hidden = drawingOf(graph);
    expect(hidden.combos).toEqual([]);
    expect(hidden.nodes.find((item) => item.id === 'b')?.combo).toBeNull();
    graph.actions.run({ type: 'show', id: 'b' });
    expect(drawingOf(graph).combos.map((combo) => combo.id)).toEqual(['g']);
    graph.actions.run({ type: 'removeNode', id: 'b' });
    expect(drawingOf(graph).combos).toEqual([]);
    expect(
      graph.signals.combos.value.map((combo) => combo.data.id),
      'the group stays in the model',
    ).toEqual(['g']);
  });

  it('maps the core’s states: selected, locked (shrunk), hidden as invisibility, dimmed off the path', () => {
    const graph = graphWith();
    graph.actions.run({ type: 'select', id: 'a' });
    graph.actions.run({ type: 'lock', id: 'c' });
    graph.actions.run({ type: 'hide', id: 'bc' });
    const drawing = drawingOf(graph);
    expect(drawing.nodes[0]?.states).toEqual(['selected']);
    expect(drawing.nodes[2]?.states).toEqual(['locked']);
    expect(drawing.nodes[2]?.style?.size).toBe(LOCKED_NODE_SIZE);
    expect(drawing.edges[1]?.style?.visibility).toBe('hidden');
    expect(drawing.edges[1]?.states).toEqual([]);
  });

  it('finds what changed: states only is not structural; items coming, going or changing group is', () => {
    const graph = graphWith();
    const first = drawingOf(graph);
    expect(drawingChanges(EMPTY_DRAWING, first)).toMatchObject({ structural: true, empty: false });
    expect(drawingChanges(first, drawingOf(graph))).toMatchObject({ structural: false, empty: true });

    graph.actions.run({ type: 'select', id: 'b' });
    const selected = drawingOf(graph);
    const states = drawingChanges(first, selected);
    expect(states.structural).toBe(false);
    expect(states.nodes.update.map((item) => item.id)).toEqual(['b']);

    graph.actions.run({ type: 'removeNode', id: 'c' });
    const removed = drawingChanges(selected, drawingOf(graph));
    expect(removed.structural).toBe(true);
    expect(removed.nodes.remove).toEqual(['c']);
    expect(removed.edges.remove).toEqual(['bc']);
  });

  it('turns the dendrogram into tree data: children listed, edges parent to child, the word marked', () => {
    const drawing = clusterToG6Drawing({
      name: 'entity',
      synsetId: 'n1',
      children: [{ name: 'dog', synsetId: 'n2', focus: true, children: [{ name: 'puppy', synsetId: 'n3' }] }],
    });
    expect(drawing.nodes.map((item) => [item.id, item.children])).toEqual([
      ['n1', ['n2']],
      ['n2', ['n3']],
      ['n3', []],
    ]);
    expect(drawing.edges.map((edge) => edge.id)).toEqual(['n2->n3', 'n1->n2']);
    expect(drawing.nodes[1]?.states).toEqual(['focus']);
    expect(clusterToG6Drawing(null)).toBe(EMPTY_DRAWING);
  });

  it('lays gforce out with G6 5’s force layout and the spec’s strengths', () => {
    expect(g6Layout('gforce', DEFAULT_LAYOUT_SETTINGS)).toMatchObject({
      type: 'force',
      edgeStrength: 300,
      nodeStrength: 1000,
      linkDistance: 100,
      animation: false,
    });
    expect(g6Layout('force', DEFAULT_LAYOUT_SETTINGS)).toMatchObject({ type: 'd3-force' });
    expect(g6Layout('grid', DEFAULT_LAYOUT_SETTINGS)).toMatchObject({ type: 'grid' });
  });
});

describe('arrow keys between nodes', () => {
  const at = new Map([
    ['centre', { x: 0, y: 0 }],
    ['east', { x: 100, y: 10 }],
    ['far-east', { x: 300, y: 0 }],
    ['north', { x: 0, y: -80 }],
  ]);
  const ids = [...at.keys()];

  it('goes to the nearest node on the arrow’s side', () => {
    expect(nextNodeInDirection(ids, at, 'centre', 'right')).toBe('east');
    expect(nextNodeInDirection(ids, at, 'centre', 'up')).toBe('north');
    expect(nextNodeInDirection(ids, at, 'east', 'right')).toBe('far-east');
  });

  it('starts at the first node and falls back to the list order, wrapping', () => {
    expect(nextNodeInDirection(ids, at, null, 'left')).toBe('centre');
    expect(nextNodeInDirection(ids, at, 'centre', 'down')).toBe('east');
    expect(nextNodeInDirection(ids, new Map(), 'centre', 'left')).toBe('north');
    expect(nextNodeInDirection([], at, null, 'left')).toBeNull();
  });
});
