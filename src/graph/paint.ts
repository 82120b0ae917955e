// How items look (spec 1 §3), as plain data: the G6 adapter maps it to G6 styles, so the core never imports G6 and
// the wire schemas carry no paint. Values the spec words only loosely ("blue-tone", "shadow") are the kit's choice.
import type { Combo, GraphNode } from '../contract/graph.ts';

export const NODE_SIZE = 30;
/** Lock shrinks a node (spec 1 §4); by how much is not shown: half keeps it clickable. */
export const LOCKED_NODE_SIZE = NODE_SIZE / 2;
export const NODE_LABEL_FONT_SIZE = 15;
export const NODE_FILL = '#1e6fd9';
export const COMBO_OPACITY = 0.3;

export interface NodePaint {
  readonly size: number;
  readonly label: { readonly position: 'top'; readonly fill: string; readonly fontSize: number };
  readonly fill: string;
  readonly stroke: string;
  readonly shadowColor: string;
  readonly shadowBlur: number;
}

export interface EdgePaint {
  readonly endArrow: boolean;
}

export interface ComboPaint {
  readonly fill: string;
  readonly opacity: number;
}

const DEFAULT_NODE_PAINT: NodePaint = {
  size: NODE_SIZE,
  label: { position: 'top', fill: '#ffffff', fontSize: NODE_LABEL_FONT_SIZE },
  fill: NODE_FILL,
  stroke: '#ffffff',
  shadowColor: 'rgba(0, 0, 0, 0.35)',
  shadowBlur: 10,
};

export const EDGE_PAINT: EdgePaint = { endArrow: true };
/** With the arrow-edge toggle off. */
export const NO_ARROW_EDGE_PAINT: EdgePaint = { endArrow: false };

/**
 * A node's paint. A size or fill the node's own data carries (a saved graph, a note node) wins over the default;
 * the data is read as a loose record because paint is not part of the wire schema.
 */
export function nodePaint(node: GraphNode, options: { readonly locked: boolean; readonly fill?: string }): NodePaint {
  const data: Readonly<Record<string, unknown>> = node;
  const ownSize = typeof data['size'] === 'number' && data['size'] > 0 ? data['size'] : undefined;
  const ownFill = fillOf(data['style']);
  return {
    ...DEFAULT_NODE_PAINT,
    size: options.locked ? LOCKED_NODE_SIZE : (ownSize ?? NODE_SIZE),
    fill: options.fill ?? ownFill ?? NODE_FILL,
  };
}

/** A combo keeps the fill it was given (so a saved or served group keeps its colour), else gets a random dark one. */
export function comboPaint(combo: Combo, random: () => number): ComboPaint {
  return { fill: fillOf(combo.style) ?? randomDarkFill(random), opacity: COMBO_OPACITY };
}

/**
 * A random hue, darkened (low lightness) so white labels stay readable on it. `random` is injected so a test, and a
 * replay of the recorded combo, gets the same colour.
 */
export function randomDarkFill(random: () => number): string {
  const hue = Math.floor(random() * 360);
  const saturation = 40 + Math.floor(random() * 30);
  const lightness = 20 + Math.floor(random() * 15);
  return `hsl(${hue}, ${saturation}%, ${lightness}%)`;
}

function fillOf(style: unknown): string | undefined {
  if (typeof style !== 'object' || style === null || !('fill' in style)) return undefined;
  return typeof style.fill === 'string' && style.fill !== '' ? style.fill : undefined;
}
