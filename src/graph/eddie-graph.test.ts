import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { serverFailed } from '../api/errors.ts';
import { graphNodeSchema } from '../contract/graph.ts';
import { createReplay } from '../quests/replay.ts';
import { createThoughtMap } from '../quests/thought-map.ts';
import { createEddieGraph } from './eddie-graph.ts';
import { createGraph } from './graph.ts';

const node = (id: string, tjType: 'custom-node' | 'openai_logic_node' = 'custom-node') =>
  graphNodeSchema.parse({ id, label: id, tjType });

const answer = {
  nodes: [node('sun'), node('fusion', 'openai_logic_node'), node('light', 'openai_logic_node')],
  edges: [
    { id: 'sun-fusion', source: 'sun', target: 'fusion', label: 'is powered by' },
    { id: 'fusion-light', source: 'fusion', target: 'light', label: 'gives' },
  ],
  combos: [],
};

function rig(reply: () => Promise<unknown>) {
  const graph = createGraph({ name: 'graph.test' });
  graph.actions.run({ type: 'addNode', node: node('sun') });
  graph.actions.run({ type: 'addNode', node: node('moon') });
  const asked: { name: string; body: unknown }[] = [];
  const eddie = createEddieGraph({
    graph,
    api: {
      call: ((name: string, options: { body: unknown }) => {
        asked.push({ name, body: options.body });
        return reply();
      }) as never,
    },
  });
  return { graph, eddie, asked };
}

describe('Eddie answers as a graph', () => {
  it('sends the query, the mode, the selected nodes and the anchor, and adds the answer to the graph', async () => {
    const { graph, eddie, asked } = rig(async () => answer);
    graph.actions.run({ type: 'mode', mode: 'function_call' });
    graph.actions.run({ type: 'select', id: 'moon' });
    graph.actions.run({ type: 'anchor', id: 'sun' });
    await eddie.ask('  Why does the sun shine? ');
    expect(asked).toEqual([
      {
        name: 'eddie.exploreGraph',
        body: {
          query: 'Why does the sun shine?',
          mode: 'function_call',
          selectedNodes: [{ id: 'moon', label: 'moon' }],
          anchor: { id: 'sun', label: 'sun' },
        },
      },
    ]);
    expect([...graph.signals.model.value.nodes.keys()]).toEqual(['sun', 'moon', 'fusion', 'light']);
    expect(graph.signals.model.value.edges.has('fusion-light')).toBe(true);
    // The sun was there already: two nodes are new.
    expect(eddie.state.value).toEqual({
      status: 'ready',
      asked: 'Why does the sun shine?',
      answer: { nodes: 3, added: 2 },
    });
  });

  it('leaves selection and anchor out when there are none, and asks nothing for a blank query', async () => {
    const { eddie, asked } = rig(async () => answer);
    await eddie.ask('   ');
    expect(eddie.state.value.status).toBe('idle');
    expect(asked).toEqual([]);
    await eddie.ask('sun');
    expect(asked[0]?.body).toEqual({ query: 'sun', mode: 'looked_at' });
  });

  it('is recorded as one step of the thought map, which a replay draws again', async () => {
    const { graph, eddie } = rig(async () => answer);
    const replaying = signal(false);
    const map = createThoughtMap({ graph, replaying });
    await eddie.ask('sun');
    const records = map.signals.records.value;
    expect(records.map((record) => record.mutation.type)).toEqual(['load']);
    graph.actions.run({ type: 'clear' });
    const steps: (() => void)[] = [];
    const replay = createReplay({
      graph,
      schedule: (_ms, run) => {
        steps.push(run);
        return () => {};
      },
    });
    replay.actions.start(records);
    while (steps.length > 0) steps.shift()?.();
    expect([...graph.signals.model.value.nodes.keys()]).toEqual(['sun', 'fusion', 'light']);
    expect([...graph.signals.model.value.edges.keys()]).toEqual(['sun-fusion', 'fusion-light']);
  });

  it('says so when Eddie finds nothing, and changes nothing', async () => {
    const { graph, eddie } = rig(async () => ({ nodes: [], edges: [], combos: [] }));
    const before = graph.signals.model.value;
    await eddie.ask('xyzzy');
    expect(eddie.state.value).toEqual({ status: 'ready', asked: 'xyzzy', answer: { nodes: 0, added: 0 } });
    expect(graph.signals.model.value).toBe(before);
  });

  it('keeps the failure to show, and the graph as it was', async () => {
    const { graph, eddie } = rig(async () => Promise.reject(serverFailed(502, 'The model is down')));
    await eddie.ask('sun');
    expect(eddie.state.value.status).toBe('error');
    expect(graph.signals.model.value.nodes.size).toBe(2);
  });

  it('lets a newer question win: the older answer is not drawn', async () => {
    const replies: ((value: unknown) => void)[] = [];
    const { graph, eddie } = rig(() => new Promise((resolve) => replies.push(resolve)));
    const first = eddie.ask('first');
    const second = eddie.ask('second');
    replies[1]?.({ nodes: [node('second')], edges: [], combos: [] });
    replies[0]?.({ nodes: [node('first')], edges: [], combos: [] });
    await Promise.all([first, second]);
    expect(graph.signals.model.value.nodes.has('first')).toBe(false);
    expect(graph.signals.model.value.nodes.has('second')).toBe(true);
  });
});
