import { describe, expect, it } from 'vitest';
import { NEW_PANEL_MIN_HEIGHT, NEW_PANEL_MIN_WIDTH, placeNewPanel } from './panel-size.ts';

describe('where a new panel opens', () => {
  it('takes 94 % of the active panel, the way that leaves it more room, and the active one keeps its minimum', () => {
    // Wide and low: beside it, 94 % of 1000.
    expect(placeNewPanel([{ id: '_b', width: 4000, height: 300 }], '_b')).toEqual({
      reference: '_b',
      direction: 'right',
      size: 3760,
    });
    // The graph's panel at 1366 × 768: below it, as tall as it can be while the graph keeps 120 px.
    expect(placeNewPanel([{ id: '_b', width: 765, height: 586 }], '_b')).toEqual({
      reference: '_b',
      direction: 'below',
      size: 466,
    });
  });

  it('splits the panel that can give the most when the active one cannot give 320 × 240', () => {
    const panels = [
      { id: '_a', width: 273, height: 195 },
      { id: '_b', width: 765, height: 586 },
      { id: '_e', width: 328, height: 293 },
    ];
    expect(placeNewPanel(panels, '_a')).toEqual({ reference: '_b', direction: 'below', size: 466 });
    expect(placeNewPanel(panels, undefined)?.reference).toBe('_b');
  });

  it('never opens one under 320 × 240, even when no panel has the room', () => {
    const crowded = [
      { id: '_a', width: 300, height: 200 },
      { id: '_b', width: 420, height: 300 },
    ];
    expect(placeNewPanel(crowded, '_a')).toEqual({
      reference: '_b',
      direction: 'right',
      size: NEW_PANEL_MIN_WIDTH,
    });
    expect(placeNewPanel([{ id: '_a', width: 300, height: 320 }], '_a')).toEqual({
      reference: '_a',
      direction: 'below',
      size: NEW_PANEL_MIN_HEIGHT,
    });
    expect(placeNewPanel([], undefined)).toBeUndefined();
  });
});
