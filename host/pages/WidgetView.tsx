import { useParams, useSearchParams } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { findWidgetByName } from '../../widgets/registry.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';

/** Names React or the page treat specially; a query parameter must not set them. */
const reserved = new Set(['key', 'ref', 'children', 'style', 'class', 'classname', 'id', 'slot', 'is']);

/** Query names become attributes, which widgets name in kebab-case: toggleGraphLibraryView → toggle-graph-library-view. */
function toAttributes(search: URLSearchParams): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of search) {
    // Anything but a plain name could not be an attribute, and on… would become an event handler.
    if (!/^[a-z][a-z0-9-]*$/i.test(key) || /^on/i.test(key) || reserved.has(key.toLowerCase())) continue;
    attributes[key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)] = value;
  }
  return attributes;
}

/** Spec 1 §2 route /widget/{name}: one widget in a blank layout; query parameters are passed to it as inputs. */
export function WidgetView() {
  const t = useT();
  const { name = '' } = useParams();
  const [search] = useSearchParams();
  const entry = findWidgetByName(name);
  useDocumentTitle(entry ? t(entry.titleKey) : t('host.unknownWidget', { name }));
  return (
    <main id="main" className="tj-blank">
      <h1 className="tj-visually-hidden">{entry ? t(entry.titleKey) : t('host.appName')}</h1>
      <WidgetElement name={name} attributes={toAttributes(search)} />
    </main>
  );
}
