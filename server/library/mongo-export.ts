// The export as MongoDB Extended JSON (GET /query/json_mongo): one array per collection, ready for
// `mongoimport --jsonArray`. Each item keeps its id as `_id` and its time as `{ $date }`.
import type { UserExport } from '../../src/contract/endpoints/query.ts';

type Item = { id?: string; _id?: string; timestamp?: string | number } & Record<string, unknown>;

function toDocument({ id, _id, timestamp, ...fields }: Item): Record<string, unknown> & { _id: string } {
  return {
    _id: String(_id ?? id),
    ...fields,
    ...(timestamp === undefined ? {} : { timestamp: { $date: new Date(timestamp).toISOString() } }),
  };
}

export function mongoExport({ notes, graphs, goals }: UserExport) {
  return { notes: notes.map(toDocument), graphs: graphs.map(toDocument), goals: goals.map(toDocument) };
}
