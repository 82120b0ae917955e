// The thought map a mutation series makes: the series is applied to a scratch graph of its own, and the thoughts it
// visits form the map, as they did while it was recorded. A saved state (/thought/{id}) carries only its series.
import { signal } from '@preact/signals-core';
import type { MutationRecord } from '../graph/commands.ts';
import { createGraph } from '../graph/graph.ts';
import { createThoughtMap, type ThoughtMapData } from './thought-map.ts';

export function thoughtMapFromRecords(records: readonly MutationRecord[]): ThoughtMapData {
  const graph = createGraph({ name: 'graph.scratch' });
  const thoughtMap = createThoughtMap({ graph, replaying: signal(false) });
  for (const record of records) {
    try {
      graph.actions.run(record.mutation);
    } catch {
      // A record the core cannot apply (saved by hand, or damaged) adds nothing; replaying it stops there too.
    }
  }
  const map = thoughtMap.signals.map.value;
  thoughtMap.dispose();
  graph.dispose();
  return map;
}
