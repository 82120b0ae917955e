import { describe, expect, it } from 'vitest';
import { graphEdgeSchema, graphNodeSchema } from '../contract/graph.ts';
import { createGraph } from '../graph/graph.ts';
import { graphCommandSchema } from '../protocol/messages.ts';
import { createFrameGraph } from './frame-graph.ts';

const GAME = 'https://game.example';
const node = (id: string) => graphNodeSchema.parse({ id, label: id.toUpperCase(), tjType: 'wikiLinks' });

function setUp() {
  const graph = createGraph();
  const searched: string[] = [];
  const events: Array<[string, unknown]> = [];
  const run = createFrameGraph({
    graph,
    searchWord: (word) => searched.push(word) > 0,
    recordEvent: (verb, value) => events.push([verb, value]),
  });
  /** As the channel hands it over: parsed with the protocol's schema. */
  const send = (message: unknown) => run(graphCommandSchema.parse(message), GAME);
  return { graph, searched, events, send };
}

describe('a game frame’s graph commands', () => {
  it('add nodes and an edge through the graph core, each recorded as GRAPH_INTERACTION', () => {
    const { graph, events, send } = setUp();
    expect(send({ command: 'add-node', node: { id: 'rain', label: 'rain' } })).toEqual({ outcome: 'applied' });
    send({ command: 'add-node', node: { id: 'cloud', label: 'cloud' } });
    expect(send({ command: 'add-edge', edge: { source: 'rain', target: 'cloud', label: 'falls from' } })).toEqual({
      outcome: 'applied',
    });
    expect([...graph.signals.model.value.nodes.keys()]).toEqual(['rain', 'cloud']);
    expect(events.map(([verb]) => verb)).toEqual(['GRAPH_INTERACTION', 'GRAPH_INTERACTION', 'GRAPH_INTERACTION']);
    expect(events[2]?.[1]).toMatchObject({ action: 'addEdge', via: 'game', game: GAME });
    // Adding what is there changes nothing and records nothing.
    expect(send({ command: 'add-node', node: { id: 'rain' } })).toEqual({ outcome: 'unchanged' });
    expect(events).toHaveLength(3);
  });

  it('read the graph back: nodes, edges, selection and the thought', () => {
    const { graph, send } = setUp();
    graph.actions.run({
      type: 'load',
      graph: {
        nodes: [node('water'), node('ice')],
        edges: [graphEdgeSchema.parse({ source: 'water', target: 'ice' })],
        combos: [],
      },
      centerId: 'water',
    });
    send({ command: 'select', item: { id: 'ice' } });
    const reply = send({ command: 'read-graph' });
    expect(reply.graph).toEqual({
      nodes: [
        { id: 'water', label: 'WATER' },
        { id: 'ice', label: 'ICE' },
      ],
      edges: [{ id: expect.any(String), source: 'water', target: 'ice', label: '' }],
      selection: ['ice'],
      thought: { id: 'water', label: 'WATER' },
    });
  });

  it('refuse a select without item or id with the spec’s words, and a missing node', () => {
    const { events, send } = setUp();
    expect(() => send({ command: 'select' })).toThrow('Unable to select node from Graph');
    expect(() => send({ command: 'select', id: 'nowhere' })).toThrow();
    expect(() => send({ command: 'victory', id: 'nowhere' })).toThrow('Node Item does not exists');
    expect(events).toEqual([]);
  });

  it('search through the page’s search, set the mode, and record a reached goal as HIT_VICTORY_MARKER once', () => {
    const { graph, searched, events, send } = setUp();
    send({ command: 'search', term: '  evaporation ' });
    expect(searched).toEqual(['evaporation']);
    send({ command: 'set-mode', mode: 'shortest_path' });
    expect(graph.signals.mode.value).toBe('shortest_path');
    graph.actions.run({ type: 'addNode', node: node('cloud') });
    expect(send({ command: 'victory', id: 'cloud' })).toEqual({ outcome: 'applied' });
    expect(events.at(-1)).toEqual(['HIT_VICTORY_MARKER', { id: 'cloud', label: 'CLOUD', game: GAME }]);
    // Once: a goal earns its points one time on the page.
    expect(send({ command: 'victory', id: 'cloud' })).toEqual({ outcome: 'unchanged' });
    expect(events.filter(([verb]) => verb === 'HIT_VICTORY_MARKER')).toHaveLength(1);
  });
});
