import { describe, expect, it } from 'vitest';
import { comboSchema, graphEdgeSchema, graphLayoutSchema, graphNodeSchema, savedGraphSchema } from './graph.ts';

describe('graph node', () => {
  it('fills the data defaults (empty description, circle, custom-node, no props) and no paint', () => {
    expect(graphNodeSchema.parse({ id: 'n1', label: 'Photosynthesis' })).toEqual({
      id: 'n1',
      label: 'Photosynthesis',
      type: 'circle',
      tjType: 'custom-node',
      description: { content: '' },
      props: {},
    });
  });

  it('keeps the paint and G6 fields a saved graph carries, untouched', () => {
    const drawn = {
      id: 'n1',
      x: 10,
      y: 20,
      size: 44,
      labelCfg: { position: 'bottom', style: { fontSize: 12 } },
      style: { fill: '#123456', lineWidth: 2 },
    };
    expect(graphNodeSchema.parse(drawn)).toMatchObject(drawn);
  });

  it('rejects a node kind the spec does not list, and a node without id', () => {
    expect(graphNodeSchema.safeParse({ id: 'n1', tjType: 'note-pdf' }).success).toBe(false);
    expect(graphNodeSchema.safeParse({ label: 'x' }).success).toBe(false);
    expect(graphNodeSchema.parse({ id: 'n1', tjType: 'note-3d' }).tjType).toBe('note-3d');
  });

  it('defaults a generative function to 3 questions', () => {
    expect(graphNodeSchema.parse({ id: 'f', tjType: 'function', function: {} }).function?.numberOfQuestions).toBe(3);
  });
});

describe('graph edge, combo and saved graph', () => {
  it('needs source and target on an edge', () => {
    expect(graphEdgeSchema.safeParse({ source: 'a' }).success).toBe(false);
    expect(graphEdgeSchema.parse({ source: 'a', target: 'b' })).toEqual({ source: 'a', target: 'b', label: '' });
    const arrowed = { source: 'a', target: 'b', label: 'has part', style: { endArrow: { path: 'M 0,0' } } };
    expect(graphEdgeSchema.parse(arrowed)).toEqual(arrowed);
  });

  it('marks a combo custom-combo, keeps the fill it was given and adds no paint of its own', () => {
    expect(comboSchema.parse({ id: 'c1' })).toEqual({ id: 'c1', label: '', tjType: 'custom-combo' });
    const combo = comboSchema.parse({ id: 'c1', style: { fill: 'hsl(200, 55%, 28%)', opacity: 0.5 } });
    expect(combo.style).toEqual({ fill: 'hsl(200, 55%, 28%)', opacity: 0.5 });
    expect(comboSchema.safeParse({ id: 'c1', style: { fill: 3 } }).success).toBe(false);
  });

  it('parses a saved graph and fills empty node, edge and combo lists', () => {
    const graph = savedGraphSchema.parse({
      _id: 'g1',
      g6_data: { graph_name: 'Cells', gdata: { nodes: [{ id: 'n' }] }, graph_type: 'explore' },
      graph_dimension: 'quest_library',
      access: 'private',
      metadata: { anchor: 'n' },
      memory_id: 'thread-1',
    });
    expect(graph.g6_data.gdata.nodes[0]?.tjType).toBe('custom-node');
    expect(graph.g6_data.gdata.edges).toEqual([]);
    expect(graph.g6_data.gdata.combos).toEqual([]);
    expect(graph.tags).toEqual([]);
    expect(
      savedGraphSchema.safeParse({ g6_data: { graph_name: 'x', gdata: {} }, graph_dimension: 'notes' }).success,
    ).toBe(false);
  });

  it('lists the spec layouts', () => {
    expect(graphLayoutSchema.options).toEqual([
      'gforce',
      'force',
      'dagre',
      'concentric',
      'radial',
      'circular',
      'fruchterman',
      'mds',
      'grid',
    ]);
  });
});
