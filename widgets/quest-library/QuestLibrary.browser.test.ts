/// <reference types="mocha" />
import { expect, fixture, html } from '@open-wc/testing';
import { abilities, abilityFor, pageAbility } from '../../src/abilities/abilities.ts';
import { buttonNamed, shadowText as text } from '../../src/elements/shadow-query.ts';
import { graphNodeSchema } from '../../src/contract/graph.ts';
import { tokens } from '../../src/kit/api.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { session } from '../../src/kit/session.ts';
import { replay, thoughtMap } from '../../src/kit/thought-map.ts';
import { questBody } from '../../src/quests/quest-data.ts';
import { savedGraph } from '../../src/testing/fake-library-server.ts';
import { typeInto } from '../../src/testing/type-into.ts';
import { until } from '../../src/testing/until.ts';
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
  // The quest library's saved graphs, as the server keeps them (a shared quest is one).
  let graphs: object[];

  beforeEach(async () => {
    deleted.length = 0;
    quests = [chemistry, damaged];
    graphs = [];
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
      if (path === '/auth/me') return Response.json({ id: 'u1', username: 'ada' });
      if (path === '/quests') return Response.json(quests);
      if (path === '/g6graph' && request.method === 'GET')
        return Response.json({ items: graphs, pageNo: 0, pageSize: 10, total: graphs.length });
      if (path === '/g6graph' || path.startsWith('/g6graph/')) {
        const written = (await request.json()) as object;
        const stored = { ...savedGraph('g1', ''), ...written, graph_dimension: 'quest_library' };
        graphs = [stored];
        return Response.json(stored);
      }
      if (path === '/userProfiles/user/search')
        return Response.json([{ username: 'bruno', firstName: 'Bruno', discriminator: 'bruno#1' }]);
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

  it('offers Share only to a role that may save quests (spec 1 §6: save Quest gates share)', async () => {
    const element = await signedIn();
    expect(buttonNamed(element, 'Share') !== undefined, 'Share for a learner with no roles').to.equal(true);
    // Moderator loads every widget; Leap, before it, took the quest rights, and Moderator does not give them back.
    abilities.value = abilityFor({ roles: ['Leap', 'Moderator'] });
    try {
      await until(() => buttonNamed(element, 'Share') === undefined, 'Share gone');
      expect(buttonNamed(element, 'Open') !== undefined, 'Open stays').to.equal(true);
    } finally {
      abilities.value = pageAbility(session.signals.user.value);
    }
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

  it('shares a quest: its graph is made once in the quest library and shared with the learners chosen', async () => {
    const element = await signedIn();
    buttonNamed(element, 'Share')?.click();
    await until(() => text(element).includes('Share with a learner'), 'the sharing form');
    expect(graphs).to.have.length(1);
    expect(graphs[0]).to.deep.include({
      access: 'private',
      metadata: { anchor: 'atom', questId: 'q1', mutations: steps },
    });
    typeInto(element.shadowRoot?.querySelector('[part="share-form"] input') ?? null, 'bru');
    await until(() => buttonNamed(element, 'Add') !== undefined, 'the learner found');
    buttonNamed(element, 'Add')?.click();
    await until(() => element.shadowRoot?.querySelector('[part="chosen"]') !== null, 'the learner chosen');
    buttonNamed(element, 'Save sharing')?.click();
    await until(() => element.shadowRoot?.querySelector('[part="share-form"]') === null, 'the form closed');
    expect(graphs[0]).to.deep.include({ access: 'custom', sharedAccess: ['bruno'] });
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
