import {
  DockviewReact,
  themeLight,
  type DockviewApi,
  type DockviewMessages,
  type DockviewReadyEvent,
  type DockviewWillShowOverlayLocationEvent,
} from 'dockview-react';
import { useCallback, useEffect, useState } from 'react';
import 'dockview-react/dist/styles/dockview.css';
import { t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { dock } from './dock.ts';
import { EmptyPanel } from './EmptyPanel.tsx';
import { restoreLayout, saveLayout, WIDGET_COMPONENT } from './layout.ts';
import { PanelActions } from './PanelActions.tsx';
import { listenToQuestModeKey, questMode, setQuestMode } from './quest-mode.ts';
import { widgetTitle } from './widget-title.ts';
import { WidgetPanel } from './WidgetPanel.tsx';

const components = { [WIDGET_COMPONENT]: WidgetPanel };

// Dockview's own screen-reader texts. It keeps these functions, so they translate when called, not when created.
const messages: Partial<DockviewMessages> = {
  closeTab: (title) => translate('host.closeTab', { title }),
  closeTabPlain: () => translate('host.close'),
  panelOpened: (title) => translate('host.tabOpened', { title }),
  panelClosed: (title) => translate('host.tabClosed', { title }),
};

/**
 * Panels are the spec's slots _a … _n, and a new one comes only from "add panel". So a drag may move a tab into
 * another panel, or move a whole panel (it keeps its key), but not tear one tab out of a panel of several to an
 * edge, where Dockview would open a new panel without a slot key.
 */
function keepPanelsKeyed(event: DockviewWillShowOverlayLocationEvent): void {
  const opensPanel = event.kind === 'edge' || (event.kind === 'content' && event.position !== 'center');
  if (!opensPanel) return;
  const dragged = event.getData();
  const wholePanel = dragged && (dragged.panelId === null || event.api.getGroup(dragged.groupId)?.panels.length === 1);
  if (!wholePanel) event.preventDefault();
}

/** The Home workspace (spec 1 §2): Dockview panels of widget tabs, saved on every change and restored on load. */
export function Workspace() {
  const t = useT();
  const [api, setApi] = useState<DockviewApi>();

  const onReady = useCallback((event: DockviewReadyEvent) => {
    const restored = restoreLayout(event.api);
    if (restored === 'broken') showToast(translate('host.layoutReset'), 'error');
    if (restored === 'outdated') showToast(translate('host.layoutUpdated'), 'info');
    setApi(event.api);
  }, []);

  useEffect(() => {
    if (!api) return undefined;
    dock.value = api;
    saveLayout(api);
    const subscriptions = [api.onDidLayoutChange(() => saveLayout(api)), api.onWillShowOverlay(keepPanelsKeyed)];
    return () => {
      for (const subscription of subscriptions) subscription.dispose();
      if (dock.value === api) dock.value = undefined;
    };
  }, [api]);

  useEffect(() => listenToQuestModeKey(document), []);
  // Spec 1 §6: the SignalSchool role works in quest mode, switched on when such a learner's workspace opens.
  const firstRole = useValue(session.signals.user).roles[0];
  useEffect(() => {
    if (api && firstRole === 'SignalSchool' && !questMode.peek()) setQuestMode(true);
  }, [api, firstRole]);

  // Tab titles are stored in the layout; a language switch (a new t) retitles every tab.
  useEffect(() => {
    for (const panel of api?.panels ?? []) {
      const name: unknown = panel.params?.['name'];
      if (typeof name === 'string') panel.api.setTitle(widgetTitle(name));
    }
  }, [api, t]);

  return (
    <section className="tj-workspace" aria-label={t('host.workspace')}>
      <DockviewReact
        className="tj-dock"
        theme={themeLight}
        components={components}
        rightHeaderActionsComponent={PanelActions}
        watermarkComponent={EmptyPanel}
        disableFloatingGroups
        // Pointer events drive every drag: the same for mouse, touch and pen, and reliable where HTML5
        // drag-and-drop is not (some Linux browsers, embedded webviews); cross-window drags are not needed.
        dndStrategy="pointer"
        messages={messages}
        onReady={onReady}
      />
    </section>
  );
}
