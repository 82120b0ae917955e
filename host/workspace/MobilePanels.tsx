import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import type { MobileView } from './mobile-panels.ts';
import { widgetTitle } from './widget-title.ts';

interface Props {
  view: MobileView;
  /** The id of the element that shows the panel (the tab panel these tabs control). */
  panelId: string;
  /** The id of the tab of a slot, so the tab panel can name itself by the tab shown. */
  tabId: (slot: string) => string;
}

/** Keys that move along the tabs, as the ARIA tabs pattern has them (automatic activation: a panel shows at once). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A phone's panel switcher: one tab per panel, named as Dockview names the tab the panel shows, so a learner reads
 * widget titles, never slot keys. Choosing a tab shows that panel alone.
 */
export function MobilePanels({ view, panelId, tabId }: Props) {
  const t = useT();
  const panels = useValue(view.panels);
  const shown = useValue(view.shown);
  const list = useRef<HTMLDivElement>(null);

  // The tab shown scrolls into the strip's view (only the strip scrolls: the page stays where the learner left it).
  useEffect(() => {
    const strip = list.current;
    const tab = strip?.querySelector('[aria-selected="true"]');
    if (!strip || !tab) return;
    const box = strip.getBoundingClientRect();
    const { left, right } = tab.getBoundingClientRect();
    if (left < box.left) strip.scrollLeft -= box.left - left;
    else if (right > box.right) strip.scrollLeft += right - box.right;
  }, [shown, panels]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    const index = panels.findIndex((panel) => panel.slot === shown);
    if (!move || panels.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = panels[move(Math.max(index, 0), panels.length)];
    if (!next) return;
    view.show(next.slot);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.slot))}`)?.focus();
  };

  return (
    <div
      ref={list}
      className="tj-mobile-panels"
      role="tablist"
      aria-label={t('host.mobilePanels')}
      onKeyDown={onKeyDown}
    >
      {panels.map(({ slot, widget }) => {
        const selected = slot === shown;
        return (
          <button
            key={slot}
            id={tabId(slot)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => view.show(slot)}
          >
            {widget ? widgetTitle(widget) : t('host.mobileEmptyPanel')}
          </button>
        );
      })}
    </div>
  );
}
