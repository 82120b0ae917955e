import { describe, expect, it } from 'vitest';
import { thoughtMapDrawing } from './map-drawing.ts';

describe('the thought map drawing', () => {
  it('draws each thought as a 150 × 50 box, the current one marked, with arrows in the order visited', () => {
    const drawing = thoughtMapDrawing(
      {
        nodes: [
          { id: 'a', label: 'Atom' },
          { id: 'b', label: 'Bond' },
        ],
        edges: [{ id: 'a->b', source: 'a', target: 'b' }],
      },
      'b',
    );
    expect(drawing.nodes.map((node) => [node.id, node.type, node.style?.size, node.states])).toEqual([
      ['a', 'rect', [150, 50], []],
      ['b', 'rect', [150, 50], ['thought']],
    ]);
    expect(drawing.nodes[0]?.style?.labelText).toBe('Atom');
    expect(drawing.edges).toEqual([{ id: 'a->b', source: 'a', target: 'b', style: { endArrow: true } }]);
  });
});
