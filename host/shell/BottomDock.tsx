import { useEffect } from 'react';
import { allows, canLoadWidget, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { openQuickSearch } from '../../src/page/quick-search-overlay.ts';
import { useValue } from '../../src/react/use-value.ts';
import { showToast } from '../../src/toasts/toasts.ts';
import { listenToVoiceKey } from '../../src/voice/voice-key.ts';
import type { VoiceControl } from '../../src/voice/voice.ts';
import { dock } from '../workspace/dock.ts';
import { showWidget } from '../workspace/widget-shortcuts.ts';
import { useVoiceRoutes, voiceControl } from './voice.ts';
import { CameraButton } from './CameraOverlay.tsx';
import { ScreenRecorderControl } from './ScreenRecorderControl.tsx';

function DockButton({
  label,
  keys,
  shortcut,
  disabled,
  pressed,
  onClick,
}: {
  label: string;
  /** The keys as Help writes them, and as aria-keyshortcuts names them. */
  keys: string;
  shortcut: string;
  disabled?: boolean;
  /** For a button that is on or off. */
  pressed?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="tj-button tj-bottom-dock-button"
      aria-keyshortcuts={shortcut}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
    >
      {label} <kbd aria-hidden="true">{keys}</kbd>
    </button>
  );
}

/**
 * Spec 1 §4 "Speech recognition active/inactive (microphone icon), toggled by the dock button, Ctrl/Cmd+M": the
 * microphone, pressed while listening, and beside it what voice control last heard and did, read out as it changes.
 * Leaving the shell (signing out) turns the microphone off.
 */
export function VoiceButton({ voice }: { voice: VoiceControl }) {
  const t = useT();
  const on = useValue(voice.signals.on);
  const announcement = useValue(voice.signals.announcement);
  useEffect(() => {
    const stopListening = listenToVoiceKey(document, voice.actions.toggle);
    return () => {
      stopListening();
      voice.actions.stop();
    };
  }, [voice]);
  return (
    <>
      <DockButton
        label={t('voice.button')}
        keys="Ctrl+M"
        shortcut="Control+M Meta+M"
        pressed={on}
        onClick={voice.actions.toggle}
      />
      <p className="tj-voice-status" role="status">
        {announcement && (
          // A new element for each announcement: the same words said twice are read out twice.
          <span key={announcement.id}>
            {announcement.heard && <q className="tj-voice-heard">{announcement.heard}</q>}{' '}
            {t(announcement.key, announcement.vars)}
          </span>
        )}
      </p>
    </>
  );
}

/**
 * Spec 1 §2 "Main layout": the bottom dock, where bottom_dock (service) allows it. It holds the page-wide actions a
 * learner otherwise reaches only by their keys: the quick search, adding the current thought to the Thought Map, and
 * Help (which needs the workspace on screen).
 */
export function BottomDock() {
  const t = useT();
  const ability = useValue(userAbilities);
  const workspace = useValue(dock);
  useVoiceRoutes();
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
    // A region, so what it holds is in a landmark as the rest of the page is.
    <div className="tj-bottom-dock" role="region" aria-label={t('host.dock')}>
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
      <VoiceButton voice={voiceControl} />
      {allows(ability, gates.recordScreen) && <ScreenRecorderControl />}
      <CameraButton />
    </div>
  );
}
