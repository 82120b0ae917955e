/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { canvasesLeftBehind } from '../../src/testing/reachable.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { liveG6Graphs, viewOf, type DrawnBox, type G6View } from '../../src/graph-view/g6-view.ts';
import { clusterToG6Drawing } from '../../src/graph-view/g6-data.ts';
import { clusterNodeSchema } from '../../src/contract/knowledge.ts';
import dogAnswers from '../../src/testing/fixtures/knowledge-dog.json';
import './index.ts';

/** canine, the dog's parent kind in the recorded dendrogram. */
const CANINE = 'n02085998';
/** dog itself, the tree's focus. */
const DOG = 'n02086723';

describe('<tj-dendro>', () => {
  const server = useFakeSearchServer();

  it('draws the word’s place in the tree of kinds, and a click on a kind explores it', async () => {
    const element = await fixture<HTMLElement>(html`<tj-dendro style="height: 560px"></tj-dendro>`);
    await until(() => text(element).includes('tree of kinds'), 'the invitation');
    searchWord('dog');
    let view: G6View | undefined;
    await until(() => {
      const canvas = query(element, '.graph-canvas');
      view = canvas ? viewOf(canvas) : undefined;
      return view?.clientPositionOf(CANINE) != null;
    }, 'the tree drawn');
    expect(server().requests.map((request) => request.call)).to.include('custom.entityCluster');
    expect(query(element, '[part="canvas"]')?.getAttribute('aria-label')).to.equal(
      'Tree of kinds from entity down to dog',
    );
    expect(element.shadowRoot?.querySelectorAll('.dendro-list button').length).to.be.greaterThan(14);
    await view?.idle();
    const at = view?.clientPositionOf(CANINE);
    if (!at) throw new Error('canine is not drawn');
    await sendMouse({ type: 'click', position: [Math.round(at.x), Math.round(at.y)] });
    await until(() => thought.value?.word === 'canine', 'canine explored');
    expect(thought.value?.type).to.equal('entity');
  });

  it('in a panel 455 px wide, draws every label at 11 px or more, no two over each other', async () => {
    const element = await fixture<HTMLElement>(html`<tj-dendro style="height: 560px; width: 455px"></tj-dendro>`);
    searchWord('dog');
    const ids = clusterToG6Drawing(clusterNodeSchema.parse(dogAnswers['custom.entityCluster'].tree)).nodes.map((node) =>
      String(node.id),
    );
    let view: G6View | undefined;
    await until(() => {
      const canvas = query(element, '.graph-canvas');
      view = canvas ? viewOf(canvas) : undefined;
      return view?.drawnBox(CANINE) != null;
    }, 'the tree drawn');
    await view?.idle();
    const canvas = query(element, '.graph-canvas')?.getBoundingClientRect();
    expect(canvas?.width).to.be.within(400, 455);
    const boxes: [string, DrawnBox][] = ids.map((id) => {
      const drawn = view?.drawnBox(id);
      if (!drawn) throw new Error(`${id} is not drawn`);
      return [id, drawn];
    });
    expect(boxes.length).to.be.greaterThan(14);
    for (const [id, drawn] of boxes) expect(drawn.labelPx, `${id}'s label`).to.be.at.least(11);
    for (const [index, [id, drawn]] of boxes.entries()) {
      for (const [other, box] of boxes.slice(index + 1)) {
        const over =
          drawn.left < box.right && box.left < drawn.right && drawn.top < box.bottom && box.top < drawn.bottom;
        expect(over, `${id} over ${other}`).to.equal(false);
      }
    }
    // The word itself is in view, labels and all, and nothing is cut off at the sides.
    const dog = view?.drawnBox(DOG);
    expect(dog?.top).to.be.at.least(canvas?.top ?? 0);
    expect(dog?.bottom).to.be.at.most(canvas?.bottom ?? 0);
    for (const [id, drawn] of boxes) {
      expect(drawn.left, `${id}'s left`).to.be.at.least((canvas?.left ?? 0) - 1);
      expect(drawn.right, `${id}'s right`).to.be.at.most((canvas?.right ?? 0) + 1);
    }
  });

  it('explores a kind from its list, and leaves no G6 graph behind when removed', async () => {
    const element = await fixture<HTMLElement>(html`<tj-dendro style="height: 400px"></tj-dendro>`);
    searchWord('dog');
    await until(() => (element.shadowRoot?.querySelectorAll('.dendro-list button').length ?? 0) > 0, 'the list');
    const mammal = [...(element.shadowRoot?.querySelectorAll('.dendro-list button') ?? [])].find((button) =>
      button.textContent?.startsWith('Explore mammal '),
    ) as HTMLButtonElement | undefined;
    mammal?.click();
    expect(thought.value?.word).to.equal('mammal');
    expect(liveG6Graphs()).to.equal(1);
    element.remove();
    await until(() => liveG6Graphs() === 0, 'G6 destroyed');
  });

  it('leaves none of its G6 canvases reachable once removed and the page has collected garbage', async () => {
    const element = await fixture<HTMLElement>(html`<tj-dendro style="height: 400px"></tj-dendro>`);
    searchWord('dog');
    await until(() => {
      const canvas = query(element, '.graph-canvas');
      return canvas !== null && viewOf(canvas)?.clientPositionOf(CANINE) != null;
    }, 'the tree drawn');
    const { drawnWith, kept } = await canvasesLeftBehind(element);
    // G6's four layers: background, main, label and transient.
    expect(drawnWith).to.equal(4);
    expect(kept).to.deep.equal([]);
  });
});
