import {
  DockviewReact,
  themeLight,
  type DockviewApi,
  type DockviewMessages,
  type DockviewReadyEvent,
  type DockviewWillShowOverlayLocationEvent,
} from 'dockview-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import 'dockview-react/dist/styles/dockview.css';
import { signal } from '@preact/signals-core';
import { abilities, allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { t as translate } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { dock, layoutChange, shownView } from './dock.ts';
import { EmptyPanel } from './EmptyPanel.tsx';
import { viewFor } from './role-layout.ts';
import { restoreLayout, saveLayout, WIDGET_COMPONENT, type LayoutPlace } from './layout.ts';
import { createMobileView, MOBILE_QUERY, restoreForScreen, type MobileView } from './mobile-panels.ts';
import { MobilePanels } from './MobilePanels.tsx';
import { PanelActions } from './PanelActions.tsx';
import { layoutEdit, layoutResize } from './layout-modes.ts';
import { listenToMaximise } from './maximise.ts';
import { keepPanelsReadable } from './panel-size.ts';
import { bringResultsForward } from './results-forward.ts';
import { listenToQuestModeKey, questMode, setQuestMode } from './quest-mode.ts';
import { useWorkspacePlace } from './use-workspace-place.ts';
import { listenToWidgetKeys } from './widget-shortcuts.ts';
import { widgetTitle } from './widget-title.ts';
import { listenToTabDelete } from './tab-close.ts';
import { keyboardTabOverflow } from './tab-overflow.ts';
import { namePanelLandmarks } from './panel-landmarks.ts';
import { viewLabel } from '../shell/view-routes.ts';
import { WidgetPanel } from './WidgetPanel.tsx';
import { WidgetTab } from './WidgetTab.tsx';

const components = { [WIDGET_COMPONENT]: WidgetPanel };
// What the workspace reads before its Dockview is ready: not a phone's view, no panel shown alone.
const notOnPhone = signal(false, { name: 'host.workspace.notOnPhone' });
const noPanelShown = signal<string | undefined>(undefined, { name: 'host.workspace.noPanelShown' });

// Dockview's own screen-reader texts. It keeps these functions, so they translate when called, not when created.
const messages: Partial<DockviewMessages> = {
  closeTab: (title) => translate('host.closeTab', { title }),
  closeTabPlain: () => translate('host.close'),
  panelOpened: (title) => translate('host.tabOpened', { title }),
  panelClosed: (title) => translate('host.tabClosed', { title }),
  groupMaximized: (title) => translate('host.panelMaximised', { title }),
  groupRestored: (title) => translate('host.panelRestored', { title }),
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

/**
 * The Home workspace (spec 1 §2): Dockview panels of widget tabs, saved on every change and restored on load, per
 * user and per view.
 */
export function Workspace({ panelControls = true }: { panelControls?: boolean }) {
  const place = useWorkspacePlace();
  return <WorkspaceAt key={`${place.view}.${place.user}`} place={place} panelControls={panelControls} />;
}

/**
 * The workspace of one place; another place is another layout, so another WorkspaceAt. Without panel controls (the
 * /embed route) its panels hold their widgets as laid out: no panel actions, no moving, resizing or closing.
 */
function WorkspaceAt({ place, panelControls }: { place: LayoutPlace; panelControls: boolean }) {
  const t = useT();
  const [api, setApi] = useState<DockviewApi>();
  const [mobile, setMobile] = useState<MobileView>();
  const ids = useId();
  const panelId = `${ids}-panel`;
  const tabId = useCallback((slot: string) => `${ids}-tab${slot}`, [ids]);

  const onReady = useCallback(
    (event: DockviewReadyEvent) => {
      const media = window.matchMedia(MOBILE_QUERY);
      // The default holds only widgets the learner's roles let them load (spec 1 §6; issue 24 point 5).
      const defaultView = viewFor(place.view, abilities.peek());
      const restored = restoreForScreen(event.api, media, () => restoreLayout(event.api, place, defaultView));
      if (restored === 'broken') showToast(translate('host.layoutReset'), 'error');
      if (restored === 'outdated') showToast(translate('host.layoutUpdated'), 'info');
      setApi(event.api);
      // Saving goes through the mobile view: on a phone the layout is saved with its desktop geometry.
      setMobile(createMobileView(event.api, media, () => saveLayout(event.api, place)));
    },
    [place],
  );

  useEffect(() => {
    if (!api) return undefined;
    dock.value = api;
    shownView.value = place.view;
    const subscriptions = [api.onWillShowOverlay(keepPanelsKeyed)];
    const stopKeepingReadable = keepPanelsReadable(api);
    return () => {
      stopKeepingReadable();
      for (const subscription of subscriptions) subscription.dispose();
      if (dock.value === api) {
        dock.value = undefined;
        shownView.value = undefined;
      }
    };
  }, [api, place.view]);
  useEffect(() => {
    if (!mobile) return undefined;
    const disconnect = mobile.connect();
    mobile.save();
    layoutChange.value = mobile.change;
    const stopBringingForward = bringResultsForward(mobile);
    return () => {
      stopBringingForward();
      if (layoutChange.peek() === mobile.change) layoutChange.value = (change) => change();
      disconnect();
    };
  }, [mobile]);
  const onPhone = useValue(mobile?.on ?? notOnPhone);
  const shown = useValue(mobile?.shown ?? noPanelShown);

  const sectionRef = useRef<HTMLElement>(null);
  useEffect(
    () => (api && panelControls && sectionRef.current ? listenToTabDelete(sectionRef.current, api) : undefined),
    [api, panelControls],
  );
  // A language switch (a new t) renames the overflow handles and the panels too.
  useEffect(() => (api && sectionRef.current ? keyboardTabOverflow(sectionRef.current) : undefined), [api, t]);
  const landmarksRef = useRef<HTMLDivElement>(null);
  useEffect(
    () => (api && landmarksRef.current ? namePanelLandmarks(api, landmarksRef.current, ids) : undefined),
    [api, ids, t],
  );
  useEffect(() => {
    if (!api || !mobile || !panelControls || !sectionRef.current) return undefined;
    return listenToMaximise(sectionRef.current, api, () => !mobile.on.peek());
  }, [api, mobile, panelControls]);
  useEffect(() => listenToQuestModeKey(document), []);
  useEffect(() => listenToWidgetKeys(document), []);
  // Spec 1 §6: the SignalSchool role works in quest mode, switched on when such a learner's workspace opens.
  const firstRole = useValue(session.signals.user).roles[0];
  // Spec 1 §6: rearrange (Layout) gates moving tabs and panels, resize (Layout) gates resizing them; a visitor (no
  // user) has neither.
  const ability = useValue(userAbilities);
  // Voice "edit layout" and "resize layout" switch these (layout-modes.ts).
  const editing = useValue(layoutEdit);
  const resizing = useValue(layoutResize);
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
    <section
      ref={sectionRef}
      className="tj-workspace"
      aria-label={t('host.workspace')}
      data-mobile={onPhone || undefined}
    >
      {/* The page's one heading: the workspace is read panel by panel, each a named region. */}
      <h1 className="tj-visually-hidden">{t('host.workspaceHeading', { view: t(viewLabel(place.view)) })}</h1>
      <div ref={landmarksRef} hidden />
      {onPhone && mobile && <MobilePanels view={mobile} panelId={panelId} tabId={tabId} />}
      {/* On a phone this is the tab panel of the switcher's tabs: the one panel shown, named by its tab. */}
      <div
        className="tj-dock-area"
        id={panelId}
        role={onPhone ? 'tabpanel' : undefined}
        aria-labelledby={onPhone && shown ? tabId(shown) : undefined}
      >
        <DockviewReact
          className="tj-dock"
          theme={themeLight}
          components={components}
          rightHeaderActionsComponent={panelControls ? PanelActions : undefined}
          defaultTabComponent={WidgetTab}
          watermarkComponent={EmptyPanel}
          disableFloatingGroups
          // Pointer events drive every drag: the same for mouse, touch and pen, and reliable where HTML5
          // drag-and-drop is not (some Linux browsers, embedded webviews); cross-window drags are not needed.
          dndStrategy="pointer"
          disableDnd={!panelControls || !allows(ability, gates.rearrangeLayout) || !editing}
          locked={!panelControls || !allows(ability, gates.resizeLayout) || !resizing}
          messages={messages}
          onReady={onReady}
        />
      </div>
    </section>
  );
}
