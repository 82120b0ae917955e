/**
 * Every widget of the kit, once (spec 1 §2 "Widget titles"). The host's panel list, widget picker,
 * /widget/{name}, voice "show {component}" and the partner autoloader all read this list, so it stays
 * light: plain data and lazy loaders, nothing else imported.
 */
import type { MessageKey } from '../src/i18n/i18n.ts';
import type { FindWidget, WidgetEntry } from '../src/elements/widget-entry.ts';

/** Every title key is "<name>.title"; registry.test.ts proves each one is in en.json. */
const entry = <N extends string>(name: N) => ({
  name,
  tag: `tj-${name}` as const,
  titleKey: `${name}.title` as MessageKey,
});

const ready = <N extends string>(name: N, load: () => Promise<unknown>) =>
  ({ ...entry(name), status: 'ready', load }) as const satisfies WidgetEntry<N>;

const planned = <N extends string>(name: N) =>
  ({ ...entry(name), status: 'planned' }) as const satisfies WidgetEntry<N>;

export const widgetRegistry = [
  ready('global-search', () => import('./global-search/index.ts')),
  planned('3d-models'),
  ready('dimension', () => import('./dimension/index.ts')),
  ready('glossary', () => import('./glossary/index.ts')),
  ready('notes-library', () => import('./notes-library/index.ts')),
  planned('videos'),
  ready('graph-index', () => import('./graph-index/index.ts')),
  ready('treasure-marker', () => import('./treasure-marker/index.ts')),
  ready('quest-library', () => import('./quest-library/index.ts')),
  ready('help', () => import('./help/index.ts')),
  ready('eddie', () => import('./eddie/index.ts')),
  ready('thought-map', () => import('./thought-map/index.ts')),
  ready('detail', () => import('./detail/index.ts')),
  ready('editor', () => import('./editor/index.ts')),
  ready('thoughts-filter', () => import('./thoughts-filter/index.ts')),
  ready('graph-library', () => import('./graph-library/index.ts')),
  ready('linked-thoughts', () => import('./linked-thoughts/index.ts')),
  ready('graph-controls', () => import('./graph-controls/index.ts')),
  ready('data-card', () => import('./data-card/index.ts')),
  ready('ask', () => import('./ask/index.ts')),
  ready('recent-activity', () => import('./recent-activity/index.ts')),
  ready('snippet', () => import('./snippet/index.ts')),
  planned('social-feed'),
  ready('compare', () => import('./compare/index.ts')),
  ready('ongoing-quest', () => import('./ongoing-quest/index.ts')),
  ready('recent-events', () => import('./recent-events/index.ts')),
  planned('book-library'),
  ready('information', () => import('./information/index.ts')),
  planned('smart-graph'),
  planned('research-papers'),
  planned('ar-viewer'),
  planned('ar-controls'),
  planned('public-domain-books'),
  planned('iframe'),
  ready('graph-explore', () => import('./graph-explore/index.ts')),
  ready('search-engine', () => import('./search-engine/index.ts')),
  ready('quest-navigation', () => import('./quest-navigation/index.ts')),
  ready('goals', () => import('./goals/index.ts')),
  ready('events-graph', () => import('./events-graph/index.ts')),
  planned('kaaro'),
  planned('books-archive'),
  planned('code-editor'),
  planned('kaaro-alpha'),
  planned('jobs'),
  planned('draw'),
  planned('typing-tutor'),
  planned('ask-me-question'),
  planned('intent-loader'),
  planned('file-upload'),
  planned('brain-library'),
  ready('assessment', () => import('./assessment/index.ts')),
  ready('quest-checkpoint', () => import('./quest-checkpoint/index.ts')),
  ready('wiki-data-card', () => import('./wiki-data-card/index.ts')),
  ready('dendro', () => import('./dendro/index.ts')),
  planned('document-chat'),
] as const satisfies readonly WidgetEntry[];

/** A widget's registry name: `defineWidget` and the host take only these. */
export type WidgetName = (typeof widgetRegistry)[number]['name'];

const byName = new Map<string, WidgetEntry>(widgetRegistry.map((widget) => [widget.name, widget]));

export function widgetByName(name: WidgetName): WidgetEntry {
  // The type admits only registry names; this guards callers that cast.
  const widget = byName.get(name);
  if (!widget) throw new TypeError(`No widget is named "${name}"`);
  return widget;
}

export const findWidget: FindWidget = (tag) => {
  const lower = tag.toLowerCase();
  return widgetRegistry.find((widget) => widget.tag === lower);
};

/** A name from outside (a URL, a saved layout): undefined when no widget has it. */
export function findWidgetByName(name: string): WidgetEntry | undefined {
  return byName.get(name);
}

/** What pickers list: built widgets only. */
export function readyWidgets(): WidgetEntry[] {
  return widgetRegistry.filter((widget) => widget.status === 'ready');
}
