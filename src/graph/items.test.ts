import { describe, expect, it } from 'vitest';
import { comboSchema, graphEdgeSchema, graphNodeSchema } from '../contract/graph.ts';
import { applyCommand } from './apply.ts';
import type { GraphCommand } from './commands.ts';
import { EMPTY_MODEL, type GraphModel } from './model.ts';
import { comboViews, nodeViews } from './views.ts';

const node = (id: string) => graphNodeSchema.parse({ id, label: id });
const edge = (source: string, target: string, id?: string) => graphEdgeSchema.parse({ id, source, target });
const options = { random: () => 0.25 };

function after(commands: GraphCommand[], model: GraphModel = EMPTY_MODEL): GraphModel {
  return commands.reduce((current, command) => applyCommand(current, command, options).model, model);
}

const ab = after([
  { type: 'addNode', node: node('a') },
  { type: 'addNode', node: node('b') },
  { type: 'addEdge', edge: edge('a', 'b') },
]);

describe('adding', () => {
  it('adding a node that exists changes nothing', () => {
    const step = applyCommand(ab, { type: 'addNode', node: { ...node('a'), label: 'other' } }, options);
    expect(step.result).toEqual({ outcome: 'unchanged' });
    expect(step.mutation).toBeNull();
    expect(step.model).toBe(ab);
  });

  it('adding an edge that exists changes nothing, with or without an id', () => {
    expect(applyCommand(ab, { type: 'addEdge', edge: edge('a', 'b') }, options).result.outcome).toBe('unchanged');
    const withId = after([{ type: 'addEdge', edge: edge('b', 'a', 'e1') }], ab);
    expect(applyCommand(withId, { type: 'addEdge', edge: edge('x', 'y', 'e1') }, options).model).toBe(withId);
  });

  it('refuses an edge whose end is not in the graph', () => {
    expect(applyCommand(ab, { type: 'addEdge', edge: edge('a', 'zzz') }, options).result).toEqual({
      outcome: 'refused',
      reason: 'endpointMissing',
    });
  });

  it('puts the listed nodes into a new combo and gives it a dark fill', () => {
    const combo = comboSchema.parse({ id: 'g', label: 'Group' });
    const model = after([{ type: 'addCombo', combo, nodeIds: ['a', 'missing'] }], ab);
    expect(model.nodes.get('a')?.comboId).toBe('g');
    expect(model.nodes.get('b')?.comboId).toBeUndefined();
    expect(comboViews(model)[0]?.paint.fill).toMatch(/^hsl\(\d+, \d+%, \d+%\)$/);
  });
});

describe('removing', () => {
  it('removing a node answers Item Deleted Successfully and takes its edges', () => {
    const step = applyCommand(ab, { type: 'removeNode', id: 'a' }, options);
    expect(step.result).toEqual({ outcome: 'applied', message: 'Item Deleted Successfully' });
    expect([...step.model.nodes.keys()]).toEqual(['b']);
    expect(step.model.edges.size).toBe(0);
  });

  it('removing a missing node answers Node Item does not exists', () => {
    expect(applyCommand(ab, { type: 'removeNode', id: 'zzz' }, options).result).toEqual({
      outcome: 'refused',
      reason: 'nodeNotFound',
      message: 'Node Item does not exists',
    });
  });

  it('removing an edge answers Item Deleted Successfully, a missing one Edge not found', () => {
    const removed = applyCommand(ab, { type: 'removeEdge', id: 'a->b' }, options);
    expect(removed.result).toEqual({ outcome: 'applied', message: 'Item Deleted Successfully' });
    expect(removed.model.edges.size).toBe(0);
    expect(applyCommand(removed.model, { type: 'removeEdge', id: 'a->b' }, options).result).toEqual({
      outcome: 'refused',
      reason: 'edgeNotFound',
      message: 'Edge not found',
    });
  });

  it('removing a node forgets it as selected, anchored and locked', () => {
    const model = after(
      [
        { type: 'select', id: 'a' },
        { type: 'anchor', id: 'a' },
        { type: 'lock', id: 'b' },
        { type: 'removeNode', id: 'a' },
        { type: 'removeNode', id: 'b' },
      ],
      ab,
    );
    expect(model.selection).toEqual([]);
    expect(model.anchor).toBeNull();
    expect(model.locked.size).toBe(0);
  });
});

describe('clear and load', () => {
  it('clear empties the canvas but keeps mode, layout and history', () => {
    const model = after(
      [
        { type: 'mode', mode: 'clear_graph' },
        { type: 'layout', layout: 'grid' },
        { type: 'visit', id: 'a' },
        { type: 'clear' },
      ],
      ab,
    );
    expect(model.nodes.size + model.edges.size).toBe(0);
    expect([model.mode, model.layout, model.history.entries.length]).toEqual(['clear_graph', 'grid', 1]);
    expect(applyCommand(model, { type: 'clear' }, options).result.outcome).toBe('unchanged');
  });

  it('load replaces the graph, drops edges with missing ends, and visits the centre', () => {
    const graph = { nodes: [node('c'), node('d')], edges: [edge('c', 'd', 'cd'), edge('c', 'zzz', 'cz')], combos: [] };
    const model = after([{ type: 'load', graph, centerId: 'c' }], ab);
    expect([...model.nodes.keys()]).toEqual(['c', 'd']);
    expect([...model.edges.keys()]).toEqual(['cd']);
    expect(model.history.entries).toEqual([{ id: 'c', label: 'c' }]);
    // The centre is the current thought: the view marks it so the drawing makes it stand out.
    expect(nodeViews(model).map((view) => [view.data.id, view.states])).toEqual([
      ['c', ['thought']],
      ['d', []],
    ]);
  });

  it('load with merge keeps the graph and adds only what is missing', () => {
    const graph = { nodes: [{ ...node('a'), label: 'new' }, node('c')], edges: [edge('a', 'c', 'ac')], combos: [] };
    const model = after([{ type: 'load', graph, merge: true }], ab);
    expect([...model.nodes.keys()]).toEqual(['a', 'b', 'c']);
    expect(model.nodes.get('a')?.label).toBe('a');
    expect(model.edges.size).toBe(2);
  });
});
