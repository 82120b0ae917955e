/**
 * Every widget of the kit, once (spec 1 §2 "Widget titles"). The host's panel list, widget picker,
 * /widget/{name}, voice "show {component}" and the partner autoloader all read this list, so it stays
 * light: plain data and lazy loaders, nothing else imported.
 */
import type { MessageKey } from '../src/i18n/i18n.ts';

export type WidgetTag = `tj-${string}`;

export interface WidgetEntry {
  /** Registry name: kebab-case, also the widget's folder and the subject of its "load" ability. */
  readonly name: string;
  readonly tag: WidgetTag;
  /** Translation key of the widget's title. */
  readonly titleKey: MessageKey;
  /** Planned widgets are not built yet: hidden from pickers, shown as "coming soon" where placed. */
  readonly status: 'ready' | 'planned';
  /** Defines the widget's custom element; only ready widgets have one. */
  readonly load?: () => Promise<unknown>;
}

/** Every title key is "<name>.title"; registry.test.ts proves each one is in en.json. */
const entry = (name: string): Pick<WidgetEntry, 'name' | 'tag' | 'titleKey'> => ({
  name,
  tag: `tj-${name}`,
  titleKey: `${name}.title` as MessageKey,
});

const ready = (name: string, load: () => Promise<unknown>): WidgetEntry => ({ ...entry(name), status: 'ready', load });

const planned = (name: string): WidgetEntry => ({ ...entry(name), status: 'planned' });

export const widgetRegistry: readonly WidgetEntry[] = [
  ready('global-search', () => import('./global-search/index.ts')),
  planned('3d-models'),
  ready('dimension', () => import('./dimension/index.ts')),
  ready('glossary', () => import('./glossary/index.ts')),
  planned('notes-library'),
  planned('videos'),
  planned('graph-index'),
  planned('treasure-marker'),
  planned('quest-library'),
  planned('help'),
  planned('eddie'),
  planned('thought-map'),
  ready('detail', () => import('./detail/index.ts')),
  planned('editor'),
  planned('thoughts-filter'),
  planned('graph-library'),
  planned('linked-thoughts'),
  planned('graph-controls'),
  ready('data-card', () => import('./data-card/index.ts')),
  ready('ask', () => import('./ask/index.ts')),
  planned('recent-activity'),
  ready('snippet', () => import('./snippet/index.ts')),
  planned('social-feed'),
  planned('compare'),
  planned('ongoing-quest'),
  planned('recent-events'),
  planned('book-library'),
  ready('information', () => import('./information/index.ts')),
  planned('smart-graph'),
  planned('research-papers'),
  planned('ar-viewer'),
  planned('ar-controls'),
  planned('public-domain-books'),
  planned('iframe'),
  planned('graph-explore'),
  ready('search-engine', () => import('./search-engine/index.ts')),
  planned('quest-navigation'),
  planned('goals'),
  planned('events-graph'),
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
  planned('assessment'),
  planned('quest-checkpoint'),
  ready('wiki-data-card', () => import('./wiki-data-card/index.ts')),
  planned('dendro'),
  planned('document-chat'),
];

export function findWidget(tag: string): WidgetEntry | undefined {
  const lower = tag.toLowerCase();
  return widgetRegistry.find((entry) => entry.tag === lower);
}

export function findWidgetByName(name: string): WidgetEntry | undefined {
  return widgetRegistry.find((entry) => entry.name === name);
}

/** What pickers list: built widgets only. */
export function readyWidgets(): WidgetEntry[] {
  return widgetRegistry.filter((entry) => entry.status === 'ready');
}
