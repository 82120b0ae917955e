// The page's voice control (spec 2 §9.3): the browser's speech recognition, the command parser over the widget
// registry's titles, and the dispatcher over the page's cores, its workspace, router and sidebar. The dock's
// microphone and ctrl or cmd + M turn it on and off.
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { allows, gates, userAbilities } from '../../src/abilities/abilities.ts';
import { t, translate } from '../../src/i18n/i18n.ts';
import { exploreNode, stepThought } from '../../src/kit/explore.ts';
import { exploreGraph } from '../../src/kit/graph.ts';
import { recordEvent, search } from '../../src/kit/search.ts';
import { thoughtMap } from '../../src/kit/thought-map.ts';
import { locale } from '../../src/preferences/locale.ts';
import { parseVoiceCommand, type ParsedCommand, type VoiceWidget } from '../../src/voice/commands.ts';
import { dispatchVoiceCommand, type VoiceDispatchDeps, type WidgetPlacement } from '../../src/voice/dispatch.ts';
import { emitVoiceMediaCommand } from '../../src/voice/media-commands.ts';
import { webSpeechRecognition } from '../../src/voice/recognition.ts';
import { browserSpeaker } from '../../src/voice/speech.ts';
import { createVoiceControl } from '../../src/voice/voice.ts';
import { widgetRegistry, type WidgetName } from '../../widgets/registry.ts';
import { addPanel, addWidget, dock } from '../workspace/dock.ts';
import { toggleLayoutEdit, toggleLayoutResize } from '../workspace/layout-modes.ts';
import { showWidget } from '../workspace/widget-shortcuts.ts';
import { widgetTitle } from '../workspace/widget-title.ts';
import { setSidebarOpen } from './sidebar.ts';
import { VIEW_ROUTES } from './view-routes.ts';

/** Every widget by its English title (the phrases are English) and its title in the page's language. */
function voiceWidgets(): VoiceWidget[] {
  return widgetRegistry.map((widget) => ({
    name: widget.name,
    titles: [translate('en', widget.titleKey), t(widget.titleKey)],
  }));
}

/** A registry name from the parser (which only ever answers one); undefined for anything else. */
function registryName(name: string): WidgetName | undefined {
  return widgetRegistry.find((widget) => widget.name === name)?.name;
}

/** The router's navigation while the shell is on screen (useVoiceRoutes); routes.tsx imports the shell. */
let routerNavigate: ((path: string) => void) | undefined;

/** Lets voice routes navigate while the calling component (the dock) is on screen. */
export function useVoiceRoutes(): void {
  const go = useNavigate();
  useEffect(() => {
    routerNavigate = (path) => void go(path);
    return () => {
      routerNavigate = undefined;
    };
  }, [go]);
}

/** Goes to a voice route as the view switcher does (CHANGE_VIEW recorded); answers the view's name. */
function navigate(path: string): string {
  const route = VIEW_ROUTES.find((view) => view.path === path);
  if (route) void recordEvent('CHANGE_VIEW', route.view);
  routerNavigate?.(path);
  return route ? t(route.label) : path;
}

/** The command a transcript says, over every widget of the registry. */
export function parseHostVoice(transcript: string): ParsedCommand | null {
  return parseVoiceCommand(transcript, { widgets: voiceWidgets() });
}

/** The page's cores, workspace, router, sidebar and media owners, as the dispatcher acts on them. */
export const hostVoiceDeps: VoiceDispatchDeps = {
  graph: exploreGraph,
  explore: (nodeId) => exploreNode(exploreGraph, nodeId, 'replace'),
  stepThought: (direction) => stepThought(exploreGraph, direction),
  thoughtMap: thoughtMap.actions,
  search,
  speaker: browserSpeaker(),
  workspace: {
    present: () => dock.value !== undefined,
    async show(name) {
      const known = registryName(name);
      if (known) await showWidget(known);
    },
    async openIn(name, slot): Promise<WidgetPlacement> {
      const placed = await addWidget(name, slot);
      return placed.result === 'full' ? 'full' : 'shown';
    },
    canAddPanel: () => allows(userAbilities.value, gates.createLayout),
    newSlot: addPanel,
    toggleEdit: toggleLayoutEdit,
    toggleResize: toggleLayoutResize,
  },
  navigate,
  setSidebarOpen,
  media: (event) => emitVoiceMediaCommand(document, event),
  widgetTitle,
  t,
  language: () => locale.value,
};

export const voiceControl = createVoiceControl({
  recognition: webSpeechRecognition(globalThis),
  parse: parseHostVoice,
  dispatch: (command) => dispatchVoiceCommand(command, hostVoiceDeps),
});
