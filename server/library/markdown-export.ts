// The export as one Markdown document (GET /query/userMarkdown): a learner's notes, saved graphs and goals, headed
// in the learner's language. Note text is the learner's own Markdown and goes in as written.
import type { UserExport } from '../../src/contract/endpoints/query.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Goal } from '../../src/contract/goals.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import type { Note } from '../../src/contract/notes.ts';
import { serverMessage } from '../http/messages.ts';

/** One line of text for a heading or a list item: its line breaks become spaces. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

const noteTitle = (note: Note, untitled: string) =>
  oneLine(note.value.noteTitle || note.value.label || note.value.videoLabel || '') || untitled;

export function markdownExport(data: UserExport, lang: LocaleCode): string {
  const t = (key: Parameters<typeof serverMessage>[1], vars?: Record<string, string | number>) =>
    serverMessage(lang, key, vars);
  const untitled = t('server.export.untitled');

  const note = (item: Note) => {
    const tags = item.value.tags?.length ? ` · ${item.value.tags.map((tag) => `#${oneLine(tag)}`).join(' ')}` : '';
    const url = item.value.noteUrl ? `\n\n<${item.value.noteUrl}>` : '';
    return `### ${noteTitle(item, untitled)}\n\n_${item.type} · ${item.timestamp ?? ''}${tags}_\n\n${item.value.note ?? ''}${url}`;
  };

  const graph = (item: StoredGraph) => {
    const { nodes, edges } = item.g6_data.gdata;
    const label = new Map(nodes.map((node) => [node.id, oneLine(node.label || node.id)]));
    const edgeLines = edges.map(
      (edge) =>
        `- ${label.get(edge.source) ?? edge.source} → ${oneLine(edge.label)} → ${label.get(edge.target) ?? edge.target}`,
    );
    const tags = item.tags.length ? ` · ${item.tags.map((tag) => `#${oneLine(tag)}`).join(' ')}` : '';
    return [
      `### ${oneLine(item.g6_data.graph_name) || untitled}`,
      `_${item.graph_dimension} · ${item.access} · ${item.timestamp}${tags}_`,
      `${t('server.export.nodes')}: ${[...label.values()].join(', ')}`,
      ...(edgeLines.length ? [`${t('server.export.edges')}:\n\n${edgeLines.join('\n')}`] : []),
    ].join('\n\n');
  };

  const goal = (item: Goal) => {
    const notes = item.attachments.map((attachment) => `- ${noteTitle(attachment.note, untitled)}`).join('\n');
    return `### [${item.status ? 'x' : ' '}] ${oneLine(item.goal)}${notes ? `\n\n${notes}` : ''}`;
  };

  const section = <Item>(heading: string, items: Item[], render: (item: Item) => string) =>
    [`## ${heading} (${items.length})`, ...items.map(render)].join('\n\n');

  return `${[
    `# ${t('server.export.title', { username: data.username })}`,
    t('server.export.exported', { date: data.exportedAt }),
    section(t('server.export.notes'), data.notes, note),
    section(t('server.export.graphs'), data.graphs, graph),
    section(t('server.export.goals'), data.goals, goal),
  ].join('\n\n')}\n`;
}
