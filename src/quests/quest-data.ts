// A quest is a saved thought map (spec 1 §3: general_information with its titles, thought_map with nodes and edges).
// The thought map also carries the recorded mutation series, so a quest replays as the exploration it was made of.
import type { Quest, ThoughtMap as SavedThoughtMap } from '../contract/quests.ts';
import { mutationRecordSchema } from '../contract/quests.ts';
import type { GraphCommand, MutationRecord } from '../graph/commands.ts';
import type { ThoughtMapData } from './thought-map.ts';

export interface QuestBody {
  readonly general_information: { readonly title: string };
  readonly thought_map: SavedThoughtMap;
}

export function questBody(title: string, map: ThoughtMapData, records: readonly MutationRecord[]): QuestBody {
  return {
    general_information: { title: title.trim() },
    thought_map: {
      nodes: map.nodes.map((node) => ({ ...node })),
      edges: map.edges.map((edge) => ({ ...edge })),
      mutations: records.map((record) => ({ ...record })),
    },
  };
}

/** The quest's title: its first when it has a list. */
export function questTitle(quest: Quest): string {
  const { title } = quest.general_information;
  return (Array.isArray(title) ? title[0] : title)?.trim() ?? '';
}

/** Why a saved quest cannot be opened: a map without thoughts, or an edge to a thought not on it. */
export type QuestProblem = 'empty' | 'unknownNode';

export type OpenedQuest =
  | { readonly ok: true; readonly map: ThoughtMapData; readonly records: readonly MutationRecord[] }
  | { readonly ok: false; readonly problem: QuestProblem };

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** The thought map and records a saved quest holds, or what is wrong with it (nothing is changed then). */
export function openQuest(quest: Quest): OpenedQuest {
  const nodes = quest.thought_map.nodes.flatMap((node) => {
    const id = text(node['id']);
    return id === null ? [] : [{ id, label: text(node['label']) ?? id }];
  });
  if (nodes.length === 0) return { ok: false, problem: 'empty' };
  const ids = new Set(nodes.map((node) => node.id));
  const edges = quest.thought_map.edges.map((edge) => ({
    id: text(edge['id']) ?? `${edge.source}->${edge.target}`,
    source: edge.source,
    target: edge.target,
  }));
  if (edges.some((edge) => !ids.has(edge.source) || !ids.has(edge.target))) {
    return { ok: false, problem: 'unknownNode' };
  }
  const records = graphRecords(quest.thought_map['mutations']);
  return { ok: true, map: { nodes, edges }, records };
}

/** Saved records as the graph core's: the records were its own when saved; one that no longer parses is left out. */
export function graphRecords(saved: unknown): MutationRecord[] {
  return (Array.isArray(saved) ? saved : []).flatMap((record: unknown) => {
    const parsed = mutationRecordSchema.safeParse(record);
    const mutation = parsed.success ? (parsed.data.mutation as { type?: unknown } | null) : null;
    return mutation && typeof mutation.type === 'string'
      ? [{ mutation: mutation as GraphCommand, timeDeltaMillis: parsed.data?.timeDeltaMillis ?? 0 }]
      : [];
  });
}
