import { createElement } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { findWidgetByName } from '../../widgets/registry.ts';

/**
 * One registry widget by name, as its custom element: the same element a partner page shows. The kit's
 * autoloader (imported by host/main.tsx) defines it, with the same placeholder and "not available" messages.
 */
export function WidgetElement({ name, attributes }: { name: string; attributes?: Record<string, string> }) {
  const t = useT();
  const entry = findWidgetByName(name);
  if (!entry)
    return (
      <p className="tj-message" role="alert">
        {t('host.unknownWidget', { name })}
      </p>
    );
  return createElement(entry.tag, { ...attributes, className: 'tj-widget' });
}
