// A quest's steps (Eddie's grouping, src/quests/quest-grouping.ts) drawn as combos round their thoughts: the Thought
// Map's boxes and the quest graph's tree. Each step keeps one colour wherever it is drawn. Pure (G6 types only).
import type { ComboData, NodeData } from '@antv/g6';
import { COMBO_OPACITY } from '../graph/paint.ts';
import type { G6Drawing } from './g6-data.ts';

export const stepComboId = (step: number) => `step:${step}`;

/** A dark hue per step, spread round the wheel so neighbouring steps differ; white labels stay readable on it. */
export const stepFill = (step: number) => `hsl(${(step * 137) % 360}, 45%, 28%)`;

/**
 * The drawing with each node in its step's combo. `thoughtOf` names the thought a node draws (the quest tree draws a
 * thought reached twice under a second id); a step none of whose thoughts is drawn gets no combo.
 */
export function withStepGroups(
  drawing: G6Drawing,
  steps: ReadonlyMap<string, number>,
  label: (step: number) => string,
  thoughtOf: (node: NodeData) => string = (node) => node.id,
): G6Drawing {
  if (steps.size === 0) return drawing;
  const used = new Set<number>();
  const nodes = drawing.nodes.map((node) => {
    const step = steps.get(thoughtOf(node));
    if (step === undefined) return node;
    used.add(step);
    return { ...node, combo: stepComboId(step) };
  });
  const combos: ComboData[] = [...used]
    .sort((a, b) => a - b)
    .map((step) => ({
      id: stepComboId(step),
      data: { label: label(step) },
      // Titled a little smaller than the graph's relation groups: a step's box is often round one thought.
      style: { fill: stepFill(step), fillOpacity: COMBO_OPACITY, labelText: label(step), labelFontSize: 12 },
    }));
  return { ...drawing, nodes, combos: [...drawing.combos, ...combos] };
}
