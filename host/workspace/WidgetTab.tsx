import type { IDockviewPanelHeaderProps } from 'dockview-react';
import { useSyncExternalStore } from 'react';

/**
 * A tab's content: its title alone. Dockview's own tab adds a close action inside the tab, a control nested in a
 * control; tabs close with Delete (Dockview's tab keys) or the panel's close-tab button instead, both undoable.
 * data-panel-id ties the tab element to its panel for tab-close.ts.
 */
export function WidgetTab({ api }: IDockviewPanelHeaderProps) {
  const title = useSyncExternalStore(
    (onChange) => {
      const subscription = api.onDidTitleChange(onChange);
      return () => subscription.dispose();
    },
    () => api.title ?? '',
  );
  return (
    // The whole title on hover, for a tab too narrow to show it (its text ends with an ellipsis then).
    <span className="tj-tab-title" data-panel-id={api.id} title={title}>
      {title}
    </span>
  );
}
