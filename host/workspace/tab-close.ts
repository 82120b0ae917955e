// Closing a tab can be undone (issue 11 point 7): whichever way a learner closes it, a toast offers Undo, which puts
// the same widget back where it was.
import type { DockviewApi, IDockviewPanel } from 'dockview-react';
import { t } from '../../src/i18n/i18n.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { addWidgetTab, type WidgetParams } from './layout.ts';

interface ClosedTab {
  readonly name: string;
  readonly title: string;
  readonly slot: string;
  readonly index: number;
}

function describe(panel: IDockviewPanel): ClosedTab {
  const { name } = panel.params as unknown as WidgetParams;
  return { name, title: panel.title ?? name, slot: panel.group.id, index: panel.group.panels.indexOf(panel) };
}

function offerUndo(api: DockviewApi, closed: ClosedTab): void {
  showToast(t('host.tabClosed', { title: closed.title }), 'info', {
    label: t('host.undo'),
    run: () => {
      const slot = api.getGroup(closed.slot) ? closed.slot : (api.activeGroup?.id ?? api.groups[0]?.id);
      if (slot) addWidgetTab(api, slot, closed.name, { index: closed.index });
    },
  });
}

/** Closes a tab, offering Undo. */
export function closeTab(api: DockviewApi, panel: IDockviewPanel): void {
  const closed = describe(panel);
  panel.api.close();
  offerUndo(api, closed);
}

/**
 * Delete (and Backspace) on a focused tab: Dockview closes it and moves focus to a neighbouring tab; this notes what
 * it closes, first, and offers Undo once it is gone. Returns the function that stops listening.
 */
export function listenToTabDelete(root: HTMLElement, api: DockviewApi): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Delete' && event.key !== 'Backspace') return;
    const tab = event.target instanceof HTMLElement && event.target.matches('.dv-tab') ? event.target : null;
    const id = tab?.querySelector<HTMLElement>('[data-panel-id]')?.dataset['panelId'];
    const panel = id ? api.getPanel(id) : undefined;
    if (!panel) return;
    const closed = describe(panel);
    setTimeout(() => {
      if (!api.getPanel(panel.id)) offerUndo(api, closed);
    });
  };
  root.addEventListener('keydown', onKeyDown, { capture: true });
  return () => root.removeEventListener('keydown', onKeyDown, { capture: true });
}
