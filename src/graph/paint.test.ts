import { describe, expect, it } from 'vitest';
import { comboSchema, graphNodeSchema } from '../contract/graph.ts';
import { comboPaint, EDGE_PAINT, nodePaint, randomDarkFill } from './paint.ts';

describe('paint', () => {
  it('paints a node as spec 1 §3 says: size 30, white label on top at 15, white stroke, shadow', () => {
    const paint = nodePaint(graphNodeSchema.parse({ id: 'a' }), { locked: false });
    expect(paint).toMatchObject({ size: 30, label: { position: 'top', fill: '#ffffff', fontSize: 15 } });
    expect(paint.stroke).toBe('#ffffff');
    expect(paint.shadowBlur).toBeGreaterThan(0);
    // Blue-tone: blue is the strongest channel.
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(paint.fill.slice(at, at + 2), 16)) as [number, number, number];
    expect(b).toBeGreaterThan(Math.max(r, g));
  });

  it('a locked node is smaller; an hsl fill wins over the default', () => {
    const node = graphNodeSchema.parse({ id: 'a' });
    expect(nodePaint(node, { locked: true }).size).toBeLessThan(30);
    expect(nodePaint(node, { locked: false, fill: 'red' }).fill).toBe('red');
  });

  it('edges end with an arrow', () => {
    expect(EDGE_PAINT.endArrow).toBe(true);
  });

  it('a combo gets a random darkened fill from the injected source, at opacity 0.3', () => {
    const combo = comboSchema.parse({ id: 'g' });
    const fill = randomDarkFill(() => 0.5);
    expect(fill).toBe(randomDarkFill(() => 0.5));
    expect(fill).not.toBe(randomDarkFill(() => 0.9));
    const lightness = Number(/(\d+)%\)$/.exec(fill)?.[1]);
    expect(lightness).toBeLessThan(40);
    expect(comboPaint(combo, () => 0.5)).toEqual({ fill, opacity: 0.3 });
  });

  it('a combo that has a fill keeps it', () => {
    const combo = comboSchema.parse({ id: 'g', style: { fill: '#123456' } });
    expect(comboPaint(combo, () => 0.5).fill).toBe('#123456');
  });
});
