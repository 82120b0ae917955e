/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { DEFAULT_LAYOUT_SETTINGS } from '../graph/layout.ts';
import { until } from '../testing/until.ts';
import { createG6View, liveG6Graphs, type G6View } from './g6-view.ts';
import { g6Layout, LARGE_GRAPH_NODES } from './layouts.ts';
import { ringsGraph } from '../testing/rings-graph.ts';

const canvasesOf = (container: HTMLElement) => [...container.querySelectorAll('canvas')];
const moved = (container: HTMLElement) => canvasesOf(container).some((canvas) => canvas.style.transform !== '');

/** A fingerprint of what the graph's canvases show now. */
function pixels(container: HTMLElement): number {
  let sum = 0;
  for (const canvas of canvasesOf(container)) {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? [];
    for (let i = 0; i < data.length; i += 7) sum = (sum * 31 + (data[i] ?? 0)) % 1_000_000_007;
  }
  return sum;
}

const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('a large graph pans and zooms as a picture', function () {
  this.timeout(30_000);
  let container: HTMLElement;
  let view: G6View;
  const graph = ringsGraph(LARGE_GRAPH_NODES);

  beforeEach(async () => {
    container = document.createElement('div');
    container.style.cssText = 'width: 800px; height: 600px; display: block';
    document.body.append(container);
    // A grid lays out at once, so the test waits on nothing but the drawing.
    // A roomy rest: a loaded machine's long update of this large graph must not outlast it and end the move mid-test.
    view = createG6View({
      container,
      layout: g6Layout('grid', DEFAULT_LAYOUT_SETTINGS),
      onClick: () => {},
      viewportRestMs: 1000,
    });
    await view.show(graph);
    await view.idle();
    // G draws what G6 gave it in its next frame.
    await frame();
    await frame();
  });
  afterEach(async () => {
    view.destroy();
    await view.idle();
    container.remove();
    await until(() => liveG6Graphs() === 0, 'G6 destroyed');
  });

  it('a wheel zooms the picture around the pointer at once, and the graph takes the zoom when it rests', async () => {
    const box = container.getBoundingClientRect();
    const pointer = { x: box.left + 300, y: box.top + 200 };
    const before = view.clientPositionOf('n0');
    if (!before) throw new Error('n0 is not drawn');

    container.dispatchEvent(
      new WheelEvent('wheel', {
        deltaY: -100,
        clientX: pointer.x,
        clientY: pointer.y,
        bubbles: true,
        cancelable: true,
      }),
    );
    expect(canvasesOf(container)[0]?.style.transform).to.match(/^matrix\(1\.5, 0, 0, 1\.5, /);

    await until(() => !moved(container), 'the picture back in place');
    const after = view.clientPositionOf('n0');
    expect(after?.x).to.be.closeTo(1.5 * (before.x - pointer.x) + pointer.x, 1);
    expect(after?.y).to.be.closeTo(1.5 * (before.y - pointer.y) + pointer.y, 1);
  });

  it('a drag on the empty canvas pans, and the graph draws nothing until the move rests', async () => {
    const box = container.getBoundingClientRect();
    const main = canvasesOf(container).find((canvas) => canvas.style.pointerEvents !== 'none');
    if (!main) throw new Error('no canvas takes the pointer');
    const before = view.clientPositionOf('n5');
    if (!before) throw new Error('n5 is not drawn');
    const start = { clientX: box.left + 4, clientY: box.top + 4, pointerId: 1, isPrimary: true, bubbles: true };

    main.dispatchEvent(new PointerEvent('pointerdown', start));
    for (let step = 1; step <= 4; step += 1) {
      main.dispatchEvent(
        new PointerEvent('pointermove', {
          ...start,
          clientX: start.clientX + 15 * step,
          clientY: start.clientY + 10 * step,
        }),
      );
    }
    expect(moved(container), 'the picture moves with the pointer').to.equal(true);

    // A change of the graph while it moves is drawn only once the move rests.
    const shown = pixels(container);
    const selected = {
      ...graph,
      nodes: graph.nodes.map((node, i) => (i < 50 ? { ...node, states: ['selected'] } : node)),
    };
    // The pointer is held still at the end of the drag, as a learner's hand is: still moving for the view, so a
    // slow machine's long update of a large graph cannot outlast the rest time and hand the move over mid-test.
    const end = { ...start, clientX: start.clientX + 60, clientY: start.clientY + 40 };
    const holding = setInterval(() => main.dispatchEvent(new PointerEvent('pointermove', end)), 50);
    try {
      await view.show(selected);
      await frame();
      await frame();
      expect(pixels(container), 'drawn while moving').to.equal(shown);
    } finally {
      clearInterval(holding);
    }

    main.dispatchEvent(
      new PointerEvent('pointerup', { ...start, clientX: start.clientX + 60, clientY: start.clientY + 40 }),
    );
    await until(() => !moved(container), 'the picture back in place');
    const after = view.clientPositionOf('n5');
    expect(after?.x).to.be.closeTo(before.x + 60, 1);
    expect(after?.y).to.be.closeTo(before.y + 40, 1);
    await frame();
    expect(pixels(container), 'drawn once rested').to.not.equal(shown);
  });

  it("G6's canvases are no stops in the tab order: the graph's container is its one stop", () => {
    const canvases = canvasesOf(container);
    expect(canvases.length).to.be.greaterThan(0);
    expect(canvases.map((canvas) => canvas.tabIndex)).to.deep.equal(canvases.map(() => -1));
  });
});
