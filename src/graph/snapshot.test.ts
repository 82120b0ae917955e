import { describe, expect, it } from 'vitest';
import { wordGraphAnswerSchema } from '../contract/knowledge.ts';
import { createGraph } from './graph.ts';
import { toGraphData, wordGraphCommand } from './snapshot.ts';

// A served answer as the server sends it (GET /custom/snippet/graph), combos without a fill.
const answer = wordGraphAnswerSchema.parse({
  query: 'dog',
  centerId: 'dog.n.01',
  nodes: [
    { id: 'dog.n.01', label: 'dog', tjType: 'wikiLinks', comboId: undefined },
    { id: 'canine.n.02', label: 'canine', tjType: 'wikiLinks', comboId: 'dog.n.01:broader' },
  ],
  edges: [{ id: 'e1', source: 'dog.n.01', target: 'canine.n.02', label: 'is a kind of' }],
  combos: [{ id: 'dog.n.01:broader', label: 'Broader terms' }],
  range: 8,
  language: 'en',
  found: true,
  suggestions: [],
});

describe('snapshot', () => {
  it('loads a served graph and visits its centre', () => {
    const graph = createGraph({ random: () => 0.4 });
    expect(graph.actions.run(wordGraphCommand(answer)).outcome).toBe('applied');
    expect(graph.signals.nodes.value.map((view) => view.data.id)).toEqual(['dog.n.01', 'canine.n.02']);
    expect(graph.signals.edges.value[0]?.data.label).toBe('is a kind of');
    expect(graph.signals.thought.value).toEqual({ id: 'dog.n.01', label: 'dog' });
  });

  it('exports the model as GraphData that loads back into the same graph', () => {
    const graph = createGraph({ random: () => 0.4 });
    graph.actions.run(wordGraphCommand(answer));
    graph.actions.run({ type: 'paint', id: 'canine.n.02', fill: 'hsl(1, 50%, 50%)' });
    const data = toGraphData(graph.signals.model.value);
    const copy = createGraph({ random: () => 0.9 });
    copy.actions.run({ type: 'load', graph: data });
    expect(copy.signals.combos.value.map((view) => view.paint)).toEqual(
      graph.signals.combos.value.map((view) => view.paint),
    );
    expect(copy.signals.nodes.value.map((view) => view.paint)).toEqual(
      graph.signals.nodes.value.map((view) => view.paint),
    );
    expect(copy.signals.edges.value).toEqual(graph.signals.edges.value);
  });
});
