// A quest is a saved thought map (spec 1 §3: general_information with its titles, thought_map with nodes and edges).
// The thought map also carries the recorded mutation series, so a quest replays as the exploration it was made of.
import { comboSchema, graphEdgeSchema, graphNodeSchema, type G6Data, type StoredGraph } from '../contract/graph.ts';
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
    const group = text(node['group']);
    return id === null ? [] : [{ id, label: text(node['label']) ?? id, ...(group === null ? {} : { group }) }];
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

/** The combo of a quest's graph that holds the thoughts reached through one relation group. */
const groupComboId = (group: string) => `group:${group}`;

/**
 * A quest as the saved graph it is shared as (spec 1 §4: a teacher shares a quest through the graph library's
 * sharing): its thoughts, grouped by the relation group each was reached through (the knowledge graph's groups,
 * until the AI's /eddie/quests-group is built), the edges between them, and its steps and the quest it came from in
 * the metadata.
 */
export function questGraph(quest: Quest): { g6_data: G6Data; metadata: Record<string, unknown> } {
  const opened = openQuest(quest);
  const map = opened.ok ? opened.map : { nodes: [], edges: [] };
  return {
    g6_data: {
      graph_name: questTitle(quest),
      graph_type: 'quest',
      gdata: {
        nodes: map.nodes.map(({ id, label, group }) =>
          graphNodeSchema.parse({ id, label, ...(group ? { comboId: groupComboId(group) } : {}) }),
        ),
        edges: map.edges.map((edge) => graphEdgeSchema.parse(edge)),
        combos: [...new Set(map.nodes.flatMap(({ group }) => (group ? [group] : [])))].map((group) =>
          comboSchema.parse({ id: groupComboId(group), label: group }),
        ),
      },
    },
    metadata: { anchor: map.nodes[0]?.id, questId: quest.id, mutations: opened.ok ? opened.records : [] },
  };
}

/** The quest a shared quest graph holds, so a learner it is shared with follows it checkpoint by checkpoint. */
export function questOfGraph(saved: StoredGraph): Quest {
  const { nodes, edges, combos } = saved.g6_data.gdata;
  const groups = new Map(combos.map((combo) => [combo.id, combo.label]));
  return {
    id: saved.id,
    general_information: { title: saved.g6_data.graph_name },
    thought_map: {
      nodes: nodes.map(({ id, label, comboId }) => {
        const group = comboId ? groups.get(comboId) : undefined;
        return { id, label, ...(group ? { group } : {}) };
      }),
      edges: edges.map(({ id, source, target }) => ({ ...(id ? { id } : {}), source, target })),
      mutations: saved.metadata['mutations'],
    },
  };
}
