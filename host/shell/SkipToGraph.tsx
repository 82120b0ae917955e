import { canLoadWidget, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { useValue } from '../../src/react/use-value.ts';
import { dock } from '../workspace/dock.ts';
import { showWidget } from '../workspace/widget-shortcuts.ts';

/** Graph Explore's canvas, where the keyboard explores the graph (arrows, Enter). */
const GRAPH_CANVAS = '[role="application"]';

/**
 * The second skip link of a workspace: past the navbar and the panels before it, straight to the explore graph's
 * canvas (its tab brought to the front, or the graph added to the active panel), as "skip to main content" goes past
 * the navbar.
 */
export function SkipToGraph() {
  const t = useT();
  const workspace = useValue(dock);
  const ability = useValue(userAbilities);
  if (!workspace || !canLoadWidget(ability, 'graph-explore')) return null;
  return (
    <a
      className="tj-skip-link"
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        void showWidget('graph-explore', GRAPH_CANVAS);
      }}
    >
      {t('host.skipToGraph')}
    </a>
  );
}
