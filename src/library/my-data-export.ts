// "Export my data" (spec 2 §7.9): the learner's notes, goals, graphs and the rest as one file's text, the server's
// Markdown document as it is, or its JSON export laid out to be read: plain, or as MongoDB collections (Extended JSON,
// for mongoimport) for a school that keeps its own copy in a database.
import type { ApiClient } from '../api/client.ts';

export type ExportFormat = 'markdown' | 'json' | 'mongo';

export async function exportText(
  api: Pick<ApiClient, 'call'>,
  format: ExportFormat,
  actor: string,
  signal: AbortSignal,
): Promise<string> {
  if (format === 'markdown') return api.call('query.userMarkdown', { query: { actor }, signal });
  const data =
    format === 'mongo'
      ? await api.call('query.jsonMongo', { query: { actor }, signal })
      : await api.call('query.json', { query: { actor }, signal });
  return `${JSON.stringify(data, null, 2)}\n`;
}
