/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import { shadowQuery as query, shadowText as text } from '../../src/elements/shadow-query.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { until } from '../../src/testing/until.ts';
import { useFakeSearchServer } from '../../src/testing/fake-search-suite.ts';
import { liveG6Graphs, viewOf, type G6View } from '../../src/graph-view/g6-view.ts';
import './index.ts';

/** canine, the dog's parent kind in the recorded dendrogram. */
const CANINE = 'n02085998';

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
});
