import { canLoadWidget } from '../../src/abilities/abilities.ts';
import type { AppAbility } from '../../src/contract/abilities.ts';
import type { LayoutViewName } from '../../src/contract/workspace.ts';
import { widgetRegistry } from '../../widgets/registry.ts';
import { LAYOUT_VIEWS, type LayoutView, type ViewPanel } from './views.ts';

/**
 * Widgets a panel left empty takes, first come first served: the named views' widgets, in the order the views list
 * them (the explore view first), so a role's layout is still made of what spec 1 §2 puts in a workspace.
 */
const FILLERS: readonly string[] = [
  ...new Set(Object.values(LAYOUT_VIEWS).flatMap(({ panels }) => panels.flatMap(({ widgets }) => widgets))),
];

/**
 * A view's default as a learner with these abilities sees it (issue 24 point 5): only widgets their roles let them
 * load (spec 1 §6), so no panel of a default says "not available for your role". A panel keeps its key and the
 * widgets it may show; a panel left empty takes a widget of the named views that the layout does not show yet, or,
 * when there is none, is dropped, and the panels opened next to it open where it would have been.
 */
export function viewFor(name: LayoutViewName, ability: AppAbility): LayoutView {
  const view = LAYOUT_VIEWS[name];
  const may = (widget: string) => canLoadWidget(ability, widget);
  const kept = view.panels.map((panel) => ({ ...panel, widgets: panel.widgets.filter(may) }));
  const used = new Set(kept.flatMap(({ widgets }) => widgets));
  const fillers = FILLERS.filter((widget) => may(widget) && !used.has(widget));
  let panels: ViewPanel[] = kept.map((panel) => {
    if (panel.widgets.length > 0) return panel;
    const filler = fillers.shift();
    return { ...panel, widgets: filler ? [filler] : [] };
  });
  for (let empty = panels.find(isEmpty); empty; empty = panels.find(isEmpty)) panels = withoutPanel(panels, empty);
  panels = panels.map(({ selected, ...panel }) =>
    selected !== undefined && panel.widgets.includes(selected) ? { ...panel, selected } : panel,
  );
  const active = panels.some(({ slot }) => slot === view.active) ? view.active : panels[0]?.slot;
  return { panels, active: active ?? view.active };
}

const isEmpty = ({ widgets }: ViewPanel) => widgets.length === 0;

/**
 * The panels without this one. The first panel opened next to it takes its place (and its position in the list, so
 * every panel still opens after the one it is next to); the others open next to that one, as they did next to it.
 */
function withoutPanel(panels: readonly ViewPanel[], gone: ViewPanel): ViewPanel[] {
  const heir = panels.find(({ next }) => next?.to === gone.slot);
  const relink = (panel: ViewPanel): ViewPanel => {
    if (panel === heir) {
      const { next: _next, ...rest } = panel;
      return gone.next ? { ...rest, next: gone.next } : rest;
    }
    return heir && panel.next?.to === gone.slot ? { ...panel, next: { ...panel.next, to: heir.slot } } : panel;
  };
  return panels.flatMap((panel) => {
    if (panel === heir) return [];
    if (panel === gone) return heir ? [relink(heir)] : [];
    return [relink(panel)];
  });
}

/** Whether these abilities let a learner load no widget at all (Zelda0: "everything denied"): no workspace for them. */
export function mayLoadNoWidget(ability: AppAbility): boolean {
  return widgetRegistry.every(({ name }) => !canLoadWidget(ability, name));
}
