import { describe, expect, it } from 'vitest';
import { graphNodeSchema } from '../contract/graph.ts';
import type { MutationRecord } from '../graph/commands.ts';
import { createGraph } from '../graph/graph.ts';
import { fakeTime } from '../testing/fake-time.ts';
import { createReplay, REPLAY_STEP_MS } from './replay.ts';

const node = (id: string) => graphNodeSchema.parse({ id, label: id, tjType: 'wikiLinks' });
const records: MutationRecord[] = ['a', 'b', 'c'].map((id, i) => ({
  mutation: { type: 'addNode', node: node(id) },
  timeDeltaMillis: i * 5000,
}));

function rig() {
  const time = fakeTime();
  const graph = createGraph();
  graph.actions.run({ type: 'addNode', node: node('before') });
  const replay = createReplay({ graph, schedule: time.deps.schedule });
  const ids = () => graph.signals.nodes.value.map((view) => view.data.id);
  return { time, graph, replay, ids };
}

describe('replay', () => {
  it('empties the graph, then applies one step at once and one more each second', () => {
    const { time, replay, ids } = rig();
    expect(replay.actions.start(records)).toBe(true);
    expect(ids()).toEqual(['a']);
    expect(replay.signals.progress.value).toEqual({ done: 1, total: 3 });
    time.advance(REPLAY_STEP_MS - 1);
    expect(ids()).toEqual(['a']);
    time.advance(1);
    expect(ids()).toEqual(['a', 'b']);
    time.advance(REPLAY_STEP_MS);
    expect(ids()).toEqual(['a', 'b', 'c']);
    expect(replay.signals.replaying.value).toBe(true);
    time.advance(REPLAY_STEP_MS);
    expect(replay.signals.replaying.value).toBe(false);
    expect(replay.signals.progress.value).toBe(null);
  });

  it('stops where it is when stopped', () => {
    const { time, replay, ids } = rig();
    replay.actions.start(records);
    time.advance(REPLAY_STEP_MS);
    replay.actions.stop();
    time.advance(REPLAY_STEP_MS * 5);
    expect(ids()).toEqual(['a', 'b']);
    expect(replay.signals.replaying.value).toBe(false);
  });

  it('has nothing to replay without records, and leaves the graph as it is', () => {
    const { replay, ids } = rig();
    expect(replay.actions.start([])).toBe(false);
    expect(ids()).toEqual(['before']);
    expect(replay.signals.replaying.value).toBe(false);
  });

  it('stops at a record it cannot apply, saying which step, and leaves the graph as that step found it', () => {
    const { time, replay, ids } = rig();
    const damaged = [records[0], { mutation: { type: 'addNode' }, timeDeltaMillis: 0 }, records[2]] as MutationRecord[];
    replay.actions.start(damaged);
    time.advance(REPLAY_STEP_MS);
    expect(replay.signals.failedStep.value).toBe(2);
    expect(replay.signals.replaying.value).toBe(false);
    expect(ids()).toEqual(['a']);
    time.advance(REPLAY_STEP_MS * 3);
    expect(ids()).toEqual(['a']);
  });

  it('hands on each thought a step reaches, once, so the page’s thought follows the graph', () => {
    const time = fakeTime();
    const graph = createGraph();
    const reached: string[] = [];
    const replay = createReplay({
      graph,
      schedule: time.deps.schedule,
      onThought: (entry) => reached.push(entry.label),
    });
    const steps: MutationRecord[] = [
      {
        mutation: { type: 'load', graph: { nodes: [node('water')], edges: [], combos: [] }, centerId: 'water' },
        timeDeltaMillis: 0,
      },
      { mutation: { type: 'addNode', node: node('ice') }, timeDeltaMillis: 0 },
      { mutation: { type: 'visit', id: 'ice' }, timeDeltaMillis: 0 },
    ];
    replay.actions.start(steps);
    expect(reached).toEqual(['water']);
    time.advance(REPLAY_STEP_MS);
    expect(reached).toEqual(['water']);
    time.advance(REPLAY_STEP_MS);
    expect(reached).toEqual(['water', 'ice']);
    expect(graph.signals.thought.value?.id).toBe('ice');
  });
});
