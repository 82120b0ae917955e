import type { IDockviewPanelProps } from 'dockview-react';
import type { WidgetParams } from './layout.ts';
import { WidgetElement } from './WidgetElement.tsx';

/** The content of one Dockview tab: the widget its params name. */
export function WidgetPanel({ params }: IDockviewPanelProps<WidgetParams>) {
  return (
    <div className="tj-widget-panel">
      <WidgetElement name={params.name} />
    </div>
  );
}
