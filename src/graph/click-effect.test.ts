import { describe, expect, it } from 'vitest';
import { clickEffect } from './click-effect.ts';
import { graphModes } from './modes.ts';

const node = { kind: 'node', id: 'n', comboId: 'g' } as const;
const edge = { kind: 'edge', id: 'e' } as const;
const canvas = { kind: 'canvas' } as const;

describe('clickEffect', () => {
  it('lists the sixteen modes of spec 1 §4, looked_at first', () => {
    expect(graphModes).toHaveLength(16);
    expect(graphModes[0]).toBe('looked_at');
  });

  it.each([
    ['looked_at', { kind: 'explore', nodeId: 'n', placement: 'replace' }],
    ['explore', { kind: 'explore', nodeId: 'n', placement: 'merge' }],
    ['combo_explore', { kind: 'explore', nodeId: 'n', placement: 'combo' }],
    ['default', { kind: 'command', command: { type: 'select', id: 'n' } }],
    ['shortest_path', { kind: 'command', command: { type: 'select', id: 'n', multiple: true } }],
    ['add_relationships', { kind: 'command', command: { type: 'connect', nodeId: 'n' } }],
    ['remove', { kind: 'command', command: { type: 'removeNode', id: 'n' } }],
    ['hide', { kind: 'command', command: { type: 'hide', id: 'n' } }],
    ['lock', { kind: 'command', command: { type: 'lock', id: 'n' } }],
    ['hsl', { kind: 'pickColor', nodeId: 'n' }],
    ['function_call', { kind: 'openPropertyGenerator', nodeId: 'n' }],
    ['hide_related_nodes', { kind: 'command', command: { type: 'hideRelated', id: 'n' } }],
    ['show_related_nodes', { kind: 'command', command: { type: 'showRelated', id: 'n' } }],
    ['combo_expand_collapse', { kind: 'command', command: { type: 'toggleCombo', id: 'g' } }],
    ['add_nodes', { kind: 'none' }],
    ['clear_graph', { kind: 'none' }],
  ] as const)('a node click in %s', (mode, effect) => {
    expect(clickEffect(mode, node)).toEqual(effect);
  });

  it('an edge click removes it in remove mode, hides it in hide mode, else nothing', () => {
    expect(clickEffect('remove', edge)).toEqual({ kind: 'command', command: { type: 'removeEdge', id: 'e' } });
    expect(clickEffect('hide', edge)).toEqual({ kind: 'command', command: { type: 'hide', id: 'e' } });
    expect(clickEffect('lock', edge)).toEqual({ kind: 'none' });
  });

  it('a canvas click empties the graph in clear_graph, starts a new node in add_nodes', () => {
    expect(clickEffect('clear_graph', canvas)).toEqual({ kind: 'command', command: { type: 'clear' } });
    expect(clickEffect('add_nodes', canvas)).toEqual({ kind: 'createNode' });
    expect(clickEffect('default', canvas)).toEqual({ kind: 'command', command: { type: 'clearSelection' } });
    expect(clickEffect('looked_at', canvas)).toEqual({ kind: 'none' });
  });

  it('clicking the pending edge cancels it; a combo toggles in combo_expand_collapse', () => {
    expect(clickEffect('add_relationships', { kind: 'pendingEdge' })).toEqual({
      kind: 'command',
      command: { type: 'cancelEdge' },
    });
    expect(clickEffect('combo_expand_collapse', { kind: 'combo', id: 'g' })).toEqual({
      kind: 'command',
      command: { type: 'toggleCombo', id: 'g' },
    });
    expect(clickEffect('default', { kind: 'combo', id: 'g' })).toEqual({ kind: 'none' });
  });
});
