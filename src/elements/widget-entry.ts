// What the element factory, the autoloader and the host need to know of a widget. The list itself is
// widgets/registry.ts; code under src/ gets its entries injected and never imports widgets/.
import type { MessageKey } from '../i18n/i18n.ts';

export type WidgetTag = `tj-${string}`;

export interface WidgetEntry<Name extends string = string> {
  /** Registry name: kebab-case, also the widget's folder and the subject of its "load" ability. */
  readonly name: Name;
  readonly tag: WidgetTag;
  /** Translation key of the widget's title. */
  readonly titleKey: MessageKey;
  /** Defines the widget's custom element. */
  readonly load: () => Promise<unknown>;
}

/** Finds a widget by its tag, case-insensitively; undefined for a tag no widget has. */
export type FindWidget = (tag: string) => WidgetEntry | undefined;
