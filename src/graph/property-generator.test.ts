import { describe, expect, it } from 'vitest';
import { serverFailed } from '../api/errors.ts';
import type { GraphNode } from '../contract/graph.ts';
import { createGraph } from './graph.ts';
import { createPropertyGenerator } from './property-generator.ts';

const node = (id: string): GraphNode => ({
  id,
  label: id,
  type: 'circle',
  tjType: 'custom-node',
  description: { content: '' },
  props: { colour: { value: 'yellow', type: 'string' } },
});

function rig(answer: () => Promise<unknown>) {
  const graph = createGraph({ name: 'graph.test' });
  graph.actions.run({ type: 'addNode', node: node('sun') });
  const asked: unknown[] = [];
  const events: [string, unknown][] = [];
  const generator = createPropertyGenerator({
    api: {
      call: ((name: string, options: { body: unknown }) => {
        asked.push({ name, body: options.body });
        return answer();
      }) as never,
    },
    run: (command) => graph.actions.run(command),
    recordEvent: async (verb, value) => {
      events.push([verb, value]);
    },
  });
  return { graph, generator, asked, events };
}

describe('the property generator', () => {
  it('adds the generated properties to the node, keeps its others, and records ADD_PROPERTIES', async () => {
    const { graph, generator, asked, events } = rig(async () => ({
      props: { mass: { value: '2e30 kg', type: 'string' } },
    }));
    const settings = { label: 'sun', prompt: 'Facts', value: '', variable: '', numberOfQuestions: 3 };
    expect(await generator.generate('sun', settings)).toBe('done');
    expect(asked).toEqual([{ name: 'eddie.nodeProperties', body: settings }]);
    expect(graph.signals.model.value.nodes.get('sun')?.props).toEqual({
      colour: { value: 'yellow', type: 'string' },
      mass: { value: '2e30 kg', type: 'string' },
    });
    expect(events).toEqual([['ADD_PROPERTIES', { id: 'sun', properties: ['mass'] }]]);
    expect(generator.state.value).toEqual({ status: 'done', nodeId: 'sun', added: ['mass'] });
  });

  it('refuses a second run while one is active, and runs again once it has ended', async () => {
    let finish: (value: unknown) => void = () => {};
    const { generator, asked } = rig(() => new Promise((resolve) => (finish = resolve)));
    const first = generator.generate('sun', { label: 'sun' });
    expect(generator.state.value).toEqual({ status: 'running', nodeId: 'sun' });
    expect(await generator.generate('sun', { label: 'sun' })).toBe('refused');
    expect(asked).toHaveLength(1);
    finish({ props: {} });
    expect(await first).toBe('done');
    const again = generator.generate('sun', { label: 'sun' });
    finish({ props: {} });
    expect(await again).toBe('done');
    expect(asked).toHaveLength(2);
  });

  it('adds nothing when the output was rejected as not JSON, and says why', async () => {
    // As the client makes the server's 502 (server/ai/eddie-calls.ts): its message says why.
    const rejected = serverFailed(502, 'Eddie’s language model did not answer in the form asked for.');
    const { graph, generator, events } = rig(() => Promise.reject(rejected));
    expect(await generator.generate('sun', { label: 'sun' })).toBe('failed');
    expect(generator.state.value).toEqual({ status: 'failed', nodeId: 'sun', error: rejected });
    expect(graph.signals.model.value.nodes.get('sun')?.props).toEqual({ colour: { value: 'yellow', type: 'string' } });
    expect(events).toEqual([]);
  });

  it('adds nothing to a node that left the graph meanwhile', async () => {
    const { graph, generator } = rig(async () => ({ props: { mass: { value: 1, type: 'number' } } }));
    const running = generator.generate('sun', { label: 'sun' });
    graph.actions.run({ type: 'removeNode', id: 'sun' });
    expect(await running).toBe('nodeGone');
  });
});
