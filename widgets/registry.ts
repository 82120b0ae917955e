/**
 * Every widget of the kit, once (spec 1 §2 "Widget titles"), each with the lazy loader of its folder's index.ts.
 * The host's panel list, widget picker, /widget/{name}, voice "show {component}" and the partner autoloader all read
 * this list, so it stays light: plain data and lazy loaders, nothing else imported.
 */
import type { MessageKey } from '../src/i18n/i18n.ts';
import type { FindWidget, WidgetEntry } from '../src/elements/widget-entry.ts';

/** Every title key is "<name>.title"; registry.test.ts proves each one is in en.json. */
const ready = <N extends string>(name: N, load: () => Promise<unknown>) =>
  ({ name, tag: `tj-${name}`, titleKey: `${name}.title` as MessageKey, load }) as const satisfies WidgetEntry<N>;

export const widgetRegistry = [
  ready('global-search', () => import('./global-search/index.ts')),
  ready('3d-models', () => import('./3d-models/index.ts')),
  ready('dimension', () => import('./dimension/index.ts')),
  ready('glossary', () => import('./glossary/index.ts')),
  ready('notes-library', () => import('./notes-library/index.ts')),
  ready('videos', () => import('./videos/index.ts')),
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
  ready('social-feed', () => import('./social-feed/index.ts')),
  ready('compare', () => import('./compare/index.ts')),
  ready('ongoing-quest', () => import('./ongoing-quest/index.ts')),
  ready('recent-events', () => import('./recent-events/index.ts')),
  ready('book-library', () => import('./book-library/index.ts')),
  ready('information', () => import('./information/index.ts')),
  ready('smart-graph', () => import('./smart-graph/index.ts')),
  ready('research-papers', () => import('./research-papers/index.ts')),
  ready('ar-viewer', () => import('./ar-viewer/index.ts')),
  ready('ar-controls', () => import('./ar-controls/index.ts')),
  ready('public-domain-books', () => import('./public-domain-books/index.ts')),
  ready('iframe', () => import('./iframe/index.ts')),
  ready('graph-explore', () => import('./graph-explore/index.ts')),
  ready('search-engine', () => import('./search-engine/index.ts')),
  ready('quest-navigation', () => import('./quest-navigation/index.ts')),
  ready('goals', () => import('./goals/index.ts')),
  ready('events-graph', () => import('./events-graph/index.ts')),
  ready('kaaro', () => import('./kaaro/index.ts')),
  ready('books-archive', () => import('./books-archive/index.ts')),
  ready('code-editor', () => import('./code-editor/index.ts')),
  ready('kaaro-alpha', () => import('./kaaro-alpha/index.ts')),
  ready('jobs', () => import('./jobs/index.ts')),
  ready('draw', () => import('./draw/index.ts')),
  ready('typing-tutor', () => import('./typing-tutor/index.ts')),
  ready('ask-me-question', () => import('./ask-me-question/index.ts')),
  ready('intent-loader', () => import('./intent-loader/index.ts')),
  ready('file-upload', () => import('./file-upload/index.ts')),
  ready('brain-library', () => import('./brain-library/index.ts')),
  ready('assessment', () => import('./assessment/index.ts')),
  ready('quest-checkpoint', () => import('./quest-checkpoint/index.ts')),
  ready('wiki-data-card', () => import('./wiki-data-card/index.ts')),
  ready('dendro', () => import('./dendro/index.ts')),
  ready('document-chat', () => import('./document-chat/index.ts')),
  // Beyond spec 1 §2's titles: issue 14 asks for these two as widgets (and on the dashboard).
  ready('leaderboard', () => import('./leaderboard/index.ts')),
  ready('skill-graph', () => import('./skill-graph/index.ts')),
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
