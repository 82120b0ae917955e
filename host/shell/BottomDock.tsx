import { abilities, allows, canLoadWidget, gates } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { openQuickSearch } from '../../src/page/quick-search-overlay.ts';
import { useValue } from '../../src/react/use-value.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { dock } from '../workspace/dock.ts';
import { showWidget } from '../workspace/widget-shortcuts.ts';

function DockButton({
  label,
  keys,
  shortcut,
  disabled,
  onClick,
}: {
  label: string;
  /** The keys as Help writes them, and as aria-keyshortcuts names them. */
  keys: string;
  shortcut: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="tj-button tj-bottom-dock-button"
      aria-keyshortcuts={shortcut}
      disabled={disabled}
      onClick={onClick}
    >
      {label} <kbd aria-hidden="true">{keys}</kbd>
    </button>
  );
}

/**
 * Spec 1 §2 "Main layout": the bottom dock, where bottom_dock (service) allows it. It holds the page-wide actions a
 * learner otherwise reaches only by their keys: the quick search, adding the current thought to the Thought Map, and
 * Help (which needs the workspace on screen).
 */
export function BottomDock() {
  const t = useT();
  const ability = useValue(abilities);
  const workspace = useValue(dock);
  if (!allows(ability, gates.bottomDock)) return null;

  const saveThought = () => {
    const thought = exploreGraph.signals.thought.peek();
    if (!thought || !thoughtMap.actions.saveCurrentThought()) {
      showToast(t('host.dock.noThought'), 'error');
      return;
    }
    showToast(t('host.dock.thoughtSaved', { word: thought.label ?? thought.id }), 'success');
  };

  return (
    <div className="tj-bottom-dock" role="group" aria-label={t('host.dock')}>
      {allows(ability, gates.search) && (
        <DockButton
          label={t('host.dock.quickSearch')}
          keys="Ctrl+K"
          shortcut="Control+K Meta+K"
          onClick={openQuickSearch}
        />
      )}
      {canLoadWidget(ability, 'thought-map') && (
        <DockButton label={t('host.dock.saveThought')} keys="Alt+T" shortcut="Alt+T" onClick={saveThought} />
      )}
      {canLoadWidget(ability, 'help') && (
        <DockButton
          label={t('host.dock.help')}
          keys="Alt+H"
          shortcut="Alt+H"
          disabled={!workspace}
          onClick={() => void showWidget('help')}
        />
      )}
    </div>
  );
}
