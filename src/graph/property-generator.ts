// The AI property generator of a graph node (spec 1 §3 node "function": prompt, value, variable, numberOfQuestions,
// 3 by default; the graph's function_call mode). One run at a time: a second run while one is active is refused.
// The engine answers as JSON on the server, which rejects output that is not (a 502 with a message, spec 2 §8); what
// it generated is added to the node with one addProperties command, and an ADD_PROPERTIES event records it.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { NodePropertiesRequest } from '../contract/endpoints/eddie.ts';
import type { RecordEvent } from '../events/record-event.ts';
import type { GraphCommand } from './commands.ts';
import type { CommandResult } from './messages.ts';

export type GeneratorState =
  | { readonly status: 'idle' }
  | { readonly status: 'running'; readonly nodeId: string }
  | { readonly status: 'done'; readonly nodeId: string; readonly added: readonly string[] }
  | { readonly status: 'failed'; readonly nodeId: string; readonly error: Error }
  /** The node left the graph while its properties were generated: they were not added. */
  | { readonly status: 'nodeGone'; readonly nodeId: string };

export interface PropertyGeneratorDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** The graph the properties go to (graph.actions.run). */
  readonly run: (command: GraphCommand) => CommandResult;
  readonly recordEvent: RecordEvent;
}

export interface PropertyGenerator {
  readonly state: ReadonlySignal<GeneratorState>;
  /** Generates properties for the node; 'refused' (and nothing asked) while another run is active. */
  generate(nodeId: string, settings: NodePropertiesRequest): Promise<GeneratorState['status'] | 'refused'>;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function createPropertyGenerator({ api, run, recordEvent }: PropertyGeneratorDeps): PropertyGenerator {
  const state = signal<GeneratorState>({ status: 'idle' }, { name: 'graph.propertyGenerator' });
  return {
    state,
    async generate(nodeId, settings) {
      if (state.value.status === 'running') return 'refused';
      state.value = { status: 'running', nodeId };
      try {
        const { props } = await api.call('eddie.nodeProperties', { body: settings });
        if (run({ type: 'addProperties', id: nodeId, props }).outcome === 'refused') {
          state.value = { status: 'nodeGone', nodeId };
          return 'nodeGone';
        }
        const added = Object.keys(props);
        void recordEvent('ADD_PROPERTIES', { id: nodeId, properties: added });
        state.value = { status: 'done', nodeId, added };
        return 'done';
      } catch (error) {
        state.value = { status: 'failed', nodeId, error: asError(error) };
        return 'failed';
      }
    },
  };
}
