import type { IDockviewPanelProps } from 'dockview-react';
import { useEffect, useRef } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import type { WidgetParams } from './layout.ts';
import { keepScrollableFocusable } from './scroll-focus.ts';
import { WidgetElement } from './WidgetElement.tsx';
import { widgetTitle } from './widget-title.ts';

/**
 * The content of one Dockview tab: the widget its params name, in a box that scrolls what does not fit (and takes the
 * keyboard while it does, named by the widget's title).
 */
export function WidgetPanel({ params }: IDockviewPanelProps<WidgetParams>) {
  // The title follows the language.
  useT();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => (ref.current ? keepScrollableFocusable(ref.current) : undefined), []);
  return (
    <div ref={ref} className="tj-widget-panel" role="group" aria-label={widgetTitle(params.name)}>
      <WidgetElement name={params.name} />
    </div>
  );
}
