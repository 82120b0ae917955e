/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { buttonNamed, shadowText as text } from '../../src/elements/shadow-query.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { session } from '../../src/kit/session.ts';
import { replay, thoughtMap } from '../../src/kit/thought-map.ts';
import { questBody } from '../../src/quests/quest-data.ts';
import { until } from '../../src/testing/fake-search-server.ts';
import './index.ts';

const map = {
  nodes: [
    { id: 'atom', label: 'Atom' },
    { id: 'bond', label: 'Bond' },
  ],
  edges: [{ id: 'atom->bond', source: 'atom', target: 'bond' }],
};
const steps = ['atom', 'bond'].map((id) => ({
  mutation: { type: 'addNode' as const, node: graphNodeSchema.parse({ id, label: id }) },
  timeDeltaMillis: 0,
}));
const chemistry = { id: 'q1', ...questBody('Chemistry', map, steps) };
const damaged = {
  id: 'q2',
  general_information: { title: 'Broken' },
  thought_map: { nodes: map.nodes, edges: [{ source: 'atom', target: 'nowhere' }] },
};

describe('<tj-quest-library>', function () {
  this.timeout(20_000);
  const pageFetch = window.fetch;
  const deleted: string[] = [];
  let quests: object[];

  beforeEach(async () => {
    deleted.length = 0;
    quests = [chemistry, damaged];
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
      if (path === '/auth/me') return Response.json({ id: 'u1', username: 'ada' });
      if (path === '/quests') return Response.json(quests);
      if (request.method === 'DELETE' && path.startsWith('/quests/')) {
        const id = path.slice('/quests/'.length);
        deleted.push(id);
        return Response.json({ id, deleted: true });
      }
      return Response.json({});
    };
    replay.actions.stop();
    exploreGraph.actions.run({ type: 'clear' });
    thoughtMap.actions.clear();
  });
  afterEach(() => {
    window.fetch = pageFetch;
    tokens.clear();
    replay.actions.stop();
  });

  async function signedIn(): Promise<HTMLElement> {
    session.actions.storeTokens({ token: 'aaa.bbb.ccc', refreshToken: 'refresh-0123456789abcdef' });
    await session.actions.initAuth();
    const element = await fixture<HTMLElement>(html`<tj-quest-library></tj-quest-library>`);
    await until(() => text(element).includes('Chemistry'), 'the quests');
    return element;
  }

  it('asks a guest to sign in and reads nothing', async () => {
    const element = await fixture<HTMLElement>(html`<tj-quest-library></tj-quest-library>`);
    await until(() => text(element).includes('Sign in to see your quests.'), 'the invitation');
  });

  it('lists the quests with their size; Open puts the map in the thought map', async () => {
    const element = await signedIn();
    expect(text(element)).to.contain('2 thoughts, 2 recorded steps');
    buttonNamed(element, 'Open')?.click();
    await until(() => text(element).includes('“Chemistry” is open'), 'opened');
    expect(thoughtMap.signals.map.value.nodes.map((node) => node.label)).to.deep.equal(['Atom', 'Bond']);
    expect(thoughtMap.signals.questId.value).to.equal('q1');
    expect(replay.signals.replaying.value).to.equal(false);
  });

  it('Follow replays the steps on the graph one per second', async () => {
    const element = await signedIn();
    buttonNamed(element, 'Follow')?.click();
    await until(() => text(element).includes('Following “Chemistry”'), 'following');
    expect(exploreGraph.signals.nodes.value.map((node) => node.data.id)).to.deep.equal(['atom']);
    await until(() => exploreGraph.signals.nodes.value.length === 2, 'the second step', 1_600);
  });

  it('a damaged quest says so and changes nothing', async () => {
    const element = await signedIn();
    const buttons = [
      ...(element.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part="quest-actions"] button') ?? []),
    ];
    buttons.filter((button) => button.textContent === 'Open')[1]?.click();
    await until(() => text(element).includes('This quest is damaged'), 'the refusal');
    expect(thoughtMap.signals.map.value.nodes).to.deep.equal([]);
  });

  it('deletes a quest after a confirmation', async () => {
    const element = await signedIn();
    buttonNamed(element, 'Delete')?.click();
    await until(() => text(element).includes('Delete the quest “Chemistry”?'), 'the confirmation');
    const confirm = element.shadowRoot?.querySelector<HTMLButtonElement>('[part="confirm"] .lookup-button');
    confirm?.click();
    await until(() => !text(element).includes('Chemistry'), 'the quest gone');
    expect(deleted).to.deep.equal(['q1']);
  });
});
