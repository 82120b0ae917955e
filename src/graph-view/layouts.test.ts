import { describe, expect, it } from 'vitest';
import { DEFAULT_LAYOUT_SETTINGS } from '../graph/layout.ts';
import { clusterToG6Drawing } from './g6-data.ts';
import {
  DENDROGRAM_FIT_ZOOM,
  DENDROGRAM_LABEL_FONT_SIZE,
  FIT_ZOOM,
  g6Layout,
  GROUP_LABEL_ROOM,
  groupedLayout,
  LEAST_LABEL_PX,
} from './layouts.ts';

type Options = Record<string, unknown>;
const asRecord = (value: unknown) => value as Options;

describe('layouts with relation groups', () => {
  it('lays each group out on a grid, then the groups as blocks by the chosen layout and its settings', () => {
    const grouped = asRecord(groupedLayout(g6Layout('gforce', DEFAULT_LAYOUT_SETTINGS)));
    expect(grouped).toMatchObject({ type: 'combo-combined', nodeSpacing: GROUP_LABEL_ROOM, animation: false });
    const place = grouped['layout'] as (comboId: string | null) => Options;
    const top = place(null);
    // The spec's GForce (spec 2 §9.1) places the blocks, keeping them apart by their own sizes: not its node size,
    // nor its link length of 100 (GForce's own is then the sum of the ends' sizes), its collision made stronger.
    expect(top).toMatchObject({ type: 'force', edgeStrength: 300, nodeStrength: 1000, collideStrength: 4 });
    expect(top['preventOverlap']).toBe(true);
    expect(top).not.toHaveProperty('nodeSize');
    expect(top).not.toHaveProperty('linkDistance');
    expect(place('dog.n.01:kinds')).toMatchObject({ type: 'grid', condense: true, preventOverlap: true });
  });

  it('does so for every layout, dagre and d3-force (its collision radius dropped) included', () => {
    for (const layout of ['dagre', 'force', 'grid', 'circular', 'concentric'] as const) {
      const grouped = asRecord(groupedLayout(g6Layout(layout, DEFAULT_LAYOUT_SETTINGS)));
      const top = (grouped['layout'] as (comboId: string | null) => Options)(null);
      expect(top['type'], layout).toBe(asRecord(g6Layout(layout, DEFAULT_LAYOUT_SETTINGS))['type']);
      expect(top, layout).not.toHaveProperty('collide');
    }
  });

  it('gives a node room for its label: wider than tall, as a label of a dozen letters above its node', () => {
    const [width, height] = GROUP_LABEL_ROOM;
    expect(width).toBeGreaterThanOrEqual(12 * 15 * 0.5);
    expect(height).toBeGreaterThanOrEqual(15 * 1.5);
  });
});

describe('fitting a graph to the view', () => {
  it('never zooms a small graph past 1.5 (a one-node graph was a giant circle)', () => {
    expect(FIT_ZOOM[1]).toBe(1.5);
    expect(DENDROGRAM_FIT_ZOOM[1]).toBe(1.5);
  });

  it('keeps the dendrogram’s labels at 11 px or more on screen', () => {
    const [least] = DENDROGRAM_FIT_ZOOM;
    expect(DENDROGRAM_LABEL_FONT_SIZE * least).toBeGreaterThanOrEqual(LEAST_LABEL_PX);
    expect(LEAST_LABEL_PX).toBe(11);
    const [node] = clusterToG6Drawing({ synsetId: 'n1', name: 'dog', focus: true }).nodes;
    expect(node?.style?.labelFontSize).toBe(DENDROGRAM_LABEL_FONT_SIZE);
  });
});
