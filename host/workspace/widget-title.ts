import { t } from '../../src/i18n/i18n.ts';
import { findWidgetByName } from '../../widgets/registry.ts';

/** A widget's title in the current language; a name the registry no longer has (an old saved layout) shows as is. */
export function widgetTitle(name: string): string {
  const entry = findWidgetByName(name);
  return entry ? t(entry.titleKey) : name;
}
