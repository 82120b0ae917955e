import { describe, expect, it } from 'vitest';
import { graphEdgeSchema, graphNodeSchema } from '../contract/graph.ts';
import { applyCommand } from './apply.ts';
import type { GraphCommand } from './commands.ts';
import { EMPTY_MODEL, type GraphModel } from './model.ts';
import { LOCKED_NODE_SIZE, NODE_SIZE } from './paint.ts';
import { edgeViews, nodeViews } from './views.ts';

const options = { random: () => 0 };
function after(commands: GraphCommand[], model: GraphModel = EMPTY_MODEL): GraphModel {
  return commands.reduce((current, command) => applyCommand(current, command, options).model, model);
}

// hub - a, hub - b, a - c: hub's related nodes are a and b.
const star = after([
  ...['hub', 'a', 'b', 'c'].map((id): GraphCommand => ({ type: 'addNode', node: graphNodeSchema.parse({ id }) })),
  ...[
    ['hub', 'a'],
    ['b', 'hub'],
    ['a', 'c'],
  ].map(([source, target]): GraphCommand => ({ type: 'addEdge', edge: graphEdgeSchema.parse({ source, target }) })),
]);
const statesOf = (model: GraphModel, id: string) => nodeViews(model).find((view) => view.data.id === id)?.states;

describe('hide and show', () => {
  it('hides a node, and its edges with it', () => {
    const model = after([{ type: 'hide', id: 'a' }], star);
    expect(statesOf(model, 'a')).toContain('hidden');
    const hiddenEdges = edgeViews(model).filter((view) => view.states.includes('hidden'));
    expect(hiddenEdges.map((view) => view.data.id)).toEqual(['hub->a', 'a->c']);
    expect(statesOf(after([{ type: 'show', id: 'a' }], model), 'a')).not.toContain('hidden');
  });

  it('hides one edge and refuses an unknown id', () => {
    const model = after([{ type: 'hide', id: 'a->c' }], star);
    expect(edgeViews(model).find((view) => view.data.id === 'a->c')?.states).toEqual(['hidden']);
    expect(applyCommand(star, { type: 'hide', id: 'zzz' }, options).result).toEqual({
      outcome: 'refused',
      reason: 'itemNotFound',
    });
  });

  it('hide related hides the nodes one edge away, not the node nor the farther ones', () => {
    const model = after([{ type: 'hideRelated', id: 'hub' }], star);
    expect([...model.hidden].sort()).toEqual(['a', 'b']);
  });

  it('show related shows the related nodes and the edges to them', () => {
    const model = after(
      [
        { type: 'hide', id: 'a' },
        { type: 'hide', id: 'hub->a' },
        { type: 'showRelated', id: 'hub' },
      ],
      star,
    );
    expect(model.hidden.size).toBe(0);
    expect(applyCommand(model, { type: 'showRelated', id: 'hub' }, options).result.outcome).toBe('unchanged');
  });
});

describe('lock', () => {
  it('shrinks a node and gives back its previous selection and fill when unlocked', () => {
    const before = after(
      [
        { type: 'select', id: 'a' },
        { type: 'paint', id: 'a', fill: 'hsl(10, 50%, 50%)' },
      ],
      star,
    );
    const locked = after([{ type: 'lock', id: 'a' }], before);
    const view = nodeViews(locked).find((each) => each.data.id === 'a');
    expect(view?.paint.size).toBe(LOCKED_NODE_SIZE);
    expect(view?.states).toEqual(['locked']);
    const unlocked = after([{ type: 'lock', id: 'a' }], locked);
    const again = nodeViews(unlocked).find((each) => each.data.id === 'a');
    expect(again?.paint).toMatchObject({ size: NODE_SIZE, fill: 'hsl(10, 50%, 50%)' });
    expect(again?.states).toEqual(['selected']);
  });

  it('a locked node cannot be selected', () => {
    const locked = after([{ type: 'lock', id: 'a' }], star);
    expect(applyCommand(locked, { type: 'select', id: 'a' }, options).result.outcome).toBe('refused');
  });
});
