import { describe, expect, it } from 'vitest';
import { graphNodeSchema, type TjType } from '../contract/graph.ts';
import { applyCommand } from './apply.ts';
import type { GraphCommand } from './commands.ts';
import { EMPTY_MODEL, type GraphModel } from './model.ts';
import { edgeViews } from './views.ts';

const options = { random: () => 0 };
const node = (id: string, tjType: TjType = 'wikiLinks') => graphNodeSchema.parse({ id, label: id, tjType });
function after(commands: GraphCommand[], model: GraphModel = EMPTY_MODEL): GraphModel {
  return commands.reduce((current, command) => applyCommand(current, command, options).model, model);
}
const abc = after(['a', 'b', 'c'].map((id): GraphCommand => ({ type: 'addNode', node: node(id) })));

describe('select', () => {
  it('answers Unable to select node from Graph without an id, or with one not in the graph', () => {
    const refusal = { outcome: 'refused', reason: 'selectFailed', message: 'Unable to select node from Graph' };
    expect(applyCommand(abc, { type: 'select' }, options).result).toEqual(refusal);
    expect(applyCommand(abc, { type: 'select', id: '' }, options).result).toEqual(refusal);
    expect(applyCommand(abc, { type: 'select', id: 'zzz' }, options).result).toEqual(refusal);
  });

  it('selects one node, or adds and toggles with multiple', () => {
    expect(
      after(
        [
          { type: 'select', id: 'a' },
          { type: 'select', id: 'b' },
        ],
        abc,
      ).selection,
    ).toEqual(['b']);
    const many = after(
      [
        { type: 'select', id: 'a', multiple: true },
        { type: 'select', id: 'b', multiple: true },
        { type: 'select', id: 'a', multiple: true },
      ],
      abc,
    );
    expect(many.selection).toEqual(['b']);
  });
});

describe('add relationships', () => {
  it('the first node starts a pending edge, the second completes it, recorded as addEdge', () => {
    const started = applyCommand(abc, { type: 'connect', nodeId: 'a' }, options);
    expect(started.model.pendingEdgeSource).toBe('a');
    expect(started.mutation).toBeNull();
    const done = applyCommand(started.model, { type: 'connect', nodeId: 'b' }, options);
    expect(done.model.pendingEdgeSource).toBeNull();
    expect([...done.model.edges.values()].map((edge) => [edge.source, edge.target])).toEqual([['a', 'b']]);
    expect(done.mutation?.type).toBe('addEdge');
  });

  it('cancelling the pending edge adds nothing', () => {
    const model = after(
      [{ type: 'connect', nodeId: 'a' }, { type: 'cancelEdge' }, { type: 'connect', nodeId: 'b' }],
      abc,
    );
    expect(model.edges.size).toBe(0);
    expect(model.pendingEdgeSource).toBe('b');
    expect(applyCommand(abc, { type: 'cancelEdge' }, options).result.outcome).toBe('refused');
  });

  it('a mode change ends a pending edge', () => {
    expect(
      after(
        [
          { type: 'connect', nodeId: 'a' },
          { type: 'mode', mode: 'hide' },
        ],
        abc,
      ).pendingEdgeSource,
    ).toBeNull();
  });
});

describe('config update', () => {
  const incomplete = {
    outcome: 'refused',
    reason: 'configIncomplete',
    message: 'Please Send property, layout and value of the property along with dispatcher',
  };

  it('refuses a config update without property, layout or value', () => {
    expect(applyCommand(abc, { type: 'config', layout: 'gforce', property: 'linkDistance' }, options).result).toEqual(
      incomplete,
    );
    expect(applyCommand(abc, { type: 'config', layout: 'gforce', value: 5 }, options).result).toEqual(incomplete);
    expect(applyCommand(abc, { type: 'config', property: 'linkDistance', value: 5 }, options).result).toEqual(
      incomplete,
    );
  });

  it('sets one layout setting, over spec 2 §9.1 gforce defaults', () => {
    expect(abc.layoutSettings.gforce).toEqual({ edgeStrength: 300, nodeStrength: 1000, linkDistance: 100 });
    const model = after([{ type: 'config', layout: 'gforce', property: 'linkDistance', value: 150 }], abc);
    expect(model.layoutSettings.gforce).toEqual({ edgeStrength: 300, nodeStrength: 1000, linkDistance: 150 });
  });
});

describe('anchor', () => {
  it('marking sets the anchor, marking again clears it, marking another moves it', () => {
    expect(after([{ type: 'anchor', id: 'a' }], abc).anchor).toBe('a');
    expect(
      after(
        [
          { type: 'anchor', id: 'a' },
          { type: 'anchor', id: 'a' },
        ],
        abc,
      ).anchor,
    ).toBeNull();
    expect(
      after(
        [
          { type: 'anchor', id: 'a' },
          { type: 'anchor', id: 'b' },
        ],
        abc,
      ).anchor,
    ).toBe('b');
    expect(applyCommand(abc, { type: 'anchor', id: 'a' }, options).event?.verb).toBe('ANCHOR_MARK');
  });
});

describe('thought history', () => {
  it('keeps entity nodes only, and a visit after going back drops the entries ahead', () => {
    const withNote = after([{ type: 'addNode', node: node('n', 'note-text') }], abc);
    const model = after(
      [
        { type: 'visit', id: 'a' },
        { type: 'visit', id: 'n' },
        { type: 'visit', id: 'b' },
        { type: 'previousThought' },
        { type: 'visit', id: 'c' },
      ],
      withNote,
    );
    expect(model.history.entries.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(model.history.index).toBe(1);
  });

  it('visiting the current entry (its graph loading after going back) keeps the entries ahead', () => {
    const model = after(
      [{ type: 'visit', id: 'a' }, { type: 'visit', id: 'b' }, { type: 'previousThought' }, { type: 'visit', id: 'a' }],
      abc,
    );
    expect(model.history.entries.map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('refuses to move past either end', () => {
    const one = after([{ type: 'visit', id: 'a' }], abc);
    expect(applyCommand(one, { type: 'previousThought' }, options).result).toEqual({
      outcome: 'refused',
      reason: 'historyEnd',
    });
    expect(applyCommand(one, { type: 'nextThought' }, options).result.outcome).toBe('refused');
  });
});

describe('mode, layout, combo', () => {
  it('switches the mode and the layout; the same one again changes nothing', () => {
    const model = after(
      [
        { type: 'mode', mode: 'lock' },
        { type: 'layout', layout: 'dagre' },
      ],
      abc,
    );
    expect([model.mode, model.layout]).toEqual(['lock', 'dagre']);
    expect(applyCommand(model, { type: 'mode', mode: 'lock' }, options).result.outcome).toBe('unchanged');
  });

  it('collapses and expands a combo', () => {
    const combo = { id: 'g', label: 'G', tjType: 'custom-combo' as const, style: { opacity: 0.3 } };
    const model = after(
      [
        { type: 'addCombo', combo },
        { type: 'toggleCombo', id: 'g' },
      ],
      abc,
    );
    expect(model.collapsedCombos.has('g')).toBe(true);
    expect(after([{ type: 'toggleCombo', id: 'g' }], model).collapsedCombos.has('g')).toBe(false);
  });
});

describe('arrow-edge and group-mode toggles', () => {
  const linked = after(
    [{ type: 'addEdge', edge: { id: 'ab', source: 'a', target: 'b', label: '' } }] as GraphCommand[],
    abc,
  );

  it('start on: arrows drawn, nodes grouped', () => {
    expect(EMPTY_MODEL.arrows).toBe(true);
    expect(EMPTY_MODEL.groups).toBe(true);
  });

  it('turning arrows off is recorded and edges lose their end arrow; asking again changes nothing', () => {
    const off = applyCommand(linked, { type: 'arrows', on: false }, options);
    expect(off.result).toEqual({ outcome: 'applied' });
    expect(off.mutation).toEqual({ type: 'arrows', on: false });
    expect(edgeViews(off.model).map((edge) => edge.paint.endArrow)).toEqual([false]);
    expect(applyCommand(off.model, { type: 'arrows', on: false }, options).result).toEqual({ outcome: 'unchanged' });
    expect(edgeViews(after([{ type: 'arrows', on: true }], off.model)).map((e) => e.paint.endArrow)).toEqual([true]);
  });

  it('group mode toggles apart from arrows, and both survive clearing the graph', () => {
    const model = after([{ type: 'groups', on: false }, { type: 'arrows', on: false }, { type: 'clear' }], linked);
    expect(model.groups).toBe(false);
    expect(model.arrows).toBe(false);
    expect(model.nodes.size).toBe(0);
    expect(applyCommand(model, { type: 'groups', on: false }, options).result).toEqual({ outcome: 'unchanged' });
  });
});
