import { describe, expect, it } from 'vitest';
import type { G6Drawing } from './g6-data.ts';
import { stepComboId, stepFill, withStepGroups } from './step-groups.ts';

const drawing: G6Drawing = {
  nodes: [{ id: 'a' }, { id: 'b' }, { id: 'x/a', data: { synsetId: 'a' } }],
  edges: [],
  combos: [],
};
const label = (step: number) => `Step ${step}`;

describe("Eddie's steps drawn as groups", () => {
  it('puts each drawn thought in its step, one combo per step drawn, titled and coloured by step', () => {
    const grouped = withStepGroups(
      drawing,
      new Map([
        ['a', 2],
        ['b', 1],
        ['gone', 3],
      ]),
      label,
      (node) => String(node.data?.['synsetId'] ?? node.id),
    );
    expect(grouped.nodes.map((node) => [node.id, node.combo])).toEqual([
      ['a', stepComboId(2)],
      ['b', stepComboId(1)],
      ['x/a', stepComboId(2)],
    ]);
    expect(grouped.combos.map((combo) => [combo.id, combo.style?.labelText, combo.style?.fill])).toEqual([
      [stepComboId(1), 'Step 1', stepFill(1)],
      [stepComboId(2), 'Step 2', stepFill(2)],
    ]);
    expect(stepFill(1)).not.toEqual(stepFill(2));
  });

  it('leaves the drawing as it is without steps', () => {
    expect(withStepGroups(drawing, new Map(), label)).toBe(drawing);
  });
});
