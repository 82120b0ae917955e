// The voice dispatcher: a parsed command (commands.ts) becomes actions on the cores the rest of the page uses: the
// explore graph and its thought history, the thought map, the search core and its lookups, the workspace, the
// router, the sidebar, and the media owners (through media-commands.ts). Plain functions; what differs between the
// page and a test is only the deps. Each command answers what it did, in words for the live region.
import { effect } from '@preact/signals-core';
import type { Thought } from '../contract/thought.ts';
import type { Graph } from '../graph/graph.ts';
import type { MessageKey, MessageVars } from '../i18n/i18n.ts';
import type { RecordingMode } from '../quests/thought-map.ts';
import type { Search } from '../search/search.ts';
import type { ParsedCommand } from './commands.ts';
import type { VoiceMediaEvent } from './media-commands.ts';

/** Every command but toggleSpeech: the voice control itself pauses and resumes. */
export type DispatchedCommand = Exclude<ParsedCommand, { readonly event: 'toggleSpeech' }>;

/** What a command did, as a message for the learner. */
export interface VoiceOutcome {
  readonly key: MessageKey;
  readonly vars?: MessageVars;
  /** False when the command could not do what it says. */
  readonly done: boolean;
}

/** How long a spoken answer waits for its lookup before saying nothing was found. */
export const ANSWER_WAIT_MS = 15_000;

/** What happened to a widget the learner asked for (host/workspace/dock.ts's AddOutcome, seen from voice). */
export type WidgetPlacement = 'shown' | 'full';

export interface VoiceWorkspace {
  /** Whether a workspace with panels is on screen. */
  readonly present: () => boolean;
  /** Shows the widget (its tab, else a new one in the active panel) and puts the keyboard in it. */
  show(name: string): Promise<void>;
  /** Opens the widget in that panel (a slot key, _a to _f). */
  openIn(name: string, slot: string): Promise<WidgetPlacement>;
  /** Whether the learner's role may add panels (create (Layout)). */
  canAddPanel(): boolean;
  /** Adds a panel; its slot key, undefined when every slot is taken. */
  newSlot(): string | undefined;
  /** Switches layout edit mode; answers the new state. */
  toggleEdit(): boolean;
  /** Switches layout resize mode; answers the new state. */
  toggleResize(): boolean;
}

export interface VoiceSpeaker {
  /** Says the text aloud in that language; false where the browser has no speech synthesis. */
  speak(text: string, lang: string): boolean;
}

export interface VoiceDispatchDeps {
  /** The explore graph: "jump to {tag}" acts only on its nodes. */
  readonly graph: Pick<Graph, 'signals'>;
  /** Explores a node of the explore graph (it becomes the thought). */
  explore(nodeId: string): void;
  /** Moves the thought history one step and explores the thought it lands on; false at either end. */
  stepThought(direction: 'previousThought' | 'nextThought'): boolean;
  readonly thoughtMap: {
    saveCurrentThought(): boolean;
    setMode(mode: RecordingMode): void;
  };
  readonly search: Pick<Search, 'signals' | 'actions'>;
  readonly speaker: VoiceSpeaker;
  readonly workspace: VoiceWorkspace;
  /** Goes to a voice route; answers the view's name. */
  navigate(path: string): string;
  setSidebarOpen(open: boolean): void;
  /** Sends a media command; true when its owner took it. */
  media(event: VoiceMediaEvent): boolean;
  /** A widget's title in the page's language. */
  widgetTitle(name: string): string;
  /** Translates what is spoken in the page's language. */
  t(key: MessageKey, vars?: MessageVars): string;
  /** The page's language (a locale code), which the help is spoken in. */
  language(): string;
  readonly schedule?: (ms: number, run: () => void) => () => void;
}

const outcome = (key: MessageKey, vars?: MessageVars, done = true): VoiceOutcome => ({
  key,
  done,
  ...(vars ? { vars } : {}),
});
const failed = (key: MessageKey, vars?: MessageVars): VoiceOutcome => outcome(key, vars, false);

const defaultSchedule = (ms: number, run: () => void) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** "jump to dog" names the node "Dog": spec 2 §9.3 compares the title-cased word. */
export function titleCase(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1).toLocaleLowerCase())
    .join(' ');
}

type SpokenLookup = 'snippet' | 'description';

/**
 * The text of a lookup about this thought: the snippet's paragraph or the description. Undefined when it fails, has
 * no text, takes longer than ANSWER_WAIT_MS, or the thought changes first.
 */
function textOf(deps: VoiceDispatchDeps, name: SpokenLookup, thought: Thought): Promise<string | undefined> {
  const { search } = deps;
  const schedule = deps.schedule ?? defaultSchedule;
  return new Promise((resolve) => {
    const release = search.actions.need(name);
    let finish = (text: string | undefined) => {
      finish = () => undefined;
      // Deferred: the effect below may call this before it has returned its disposer.
      queueMicrotask(() => {
        stop();
        cancel();
        release();
      });
      resolve(text);
    };
    const cancel = schedule(ANSWER_WAIT_MS, () => finish(undefined));
    const stop = effect(() => {
      const result = search.signals.results[name].value;
      if (search.signals.thought.value !== thought) finish(undefined);
      else if (result.thought !== thought || result.status === 'loading') return;
      else finish(result.status === 'ready' ? result.data.text.trim() || undefined : undefined);
    });
  });
}

async function speakAbout(deps: VoiceDispatchDeps, name: SpokenLookup, thought: Thought): Promise<VoiceOutcome> {
  const word = thought.label ?? thought.word;
  const text = await textOf(deps, name, thought);
  if (!text) return failed('voice.nothingFound', { word });
  return say(deps, text, thought.lang);
}

function say(deps: VoiceDispatchDeps, text: string, lang: string): VoiceOutcome {
  // Without speech synthesis the live region still shows, and a screen reader reads, what would have been said.
  return deps.speaker.speak(text, lang) ? outcome('voice.speaking', { text }) : failed('voice.cannotSpeak', { text });
}

/** Searches a word and speaks a lookup about it. */
function searchAndSpeak(deps: VoiceDispatchDeps, name: SpokenLookup, tag: string): Promise<VoiceOutcome> {
  const { search } = deps;
  if (!search.actions.searchWord(tag, { type: 'entity' })) return Promise.resolve(failed('voice.noThought'));
  const thought = search.signals.thought.peek();
  return thought ? speakAbout(deps, name, thought) : Promise.resolve(failed('voice.noThought'));
}

function speakCurrent(deps: VoiceDispatchDeps, name: SpokenLookup): Promise<VoiceOutcome> {
  const thought = deps.search.signals.thought.peek();
  return thought ? speakAbout(deps, name, thought) : Promise.resolve(failed('voice.noThought'));
}

function jumpTo(deps: VoiceDispatchDeps, tag: string): VoiceOutcome {
  const wanted = titleCase(tag);
  // The graph's labels are the knowledge source's ("dog"): both sides are title-cased, so the word is compared.
  for (const node of deps.graph.signals.model.peek().nodes.values()) {
    if (titleCase(node.label) === wanted) {
      deps.explore(node.id);
      return outcome('voice.jumped', { word: node.label });
    }
  }
  return failed('voice.notInGraph', { word: wanted });
}

function stepThought(deps: VoiceDispatchDeps, direction: 'previousThought' | 'nextThought'): VoiceOutcome {
  if (!deps.stepThought(direction)) {
    return failed(direction === 'nextThought' ? 'voice.noNextThought' : 'voice.noPreviousThought');
  }
  const thought = deps.graph.signals.thought.peek();
  return outcome('voice.thoughtMoved', { thought: thought?.label ?? '' });
}

function media(deps: VoiceDispatchDeps, event: VoiceMediaEvent): VoiceOutcome {
  const camera = event === 'startCamera' || event === 'stopCamera';
  if (!deps.media(event)) return failed(camera ? 'voice.cameraUnavailable' : 'voice.screenRecorderUnavailable');
  const keys: Record<VoiceMediaEvent, MessageKey> = {
    startScreenRecorder: 'voice.screenRecorderStarting',
    stopScreenRecorder: 'voice.screenRecorderStopping',
    startCamera: 'voice.cameraStarting',
    stopCamera: 'voice.cameraStopping',
  };
  return outcome(keys[event]);
}

async function showWidget(deps: VoiceDispatchDeps, name: string, slot?: string): Promise<VoiceOutcome> {
  const widget = deps.widgetTitle(name);
  if (!deps.workspace.present()) return failed('voice.noWorkspace');
  if (slot === undefined) {
    await deps.workspace.show(name);
    return outcome('voice.showing', { widget });
  }
  const placed = await deps.workspace.openIn(name, slot);
  return placed === 'shown' ? outcome('voice.showing', { widget }) : failed('voice.panelsFull');
}

/**
 * Carries out a command other than toggleSpeech (the voice control itself pauses and resumes), and says what it
 * did.
 */
export async function dispatchVoiceCommand(command: DispatchedCommand, deps: VoiceDispatchDeps): Promise<VoiceOutcome> {
  switch (command.event) {
    case 'startScreenRecorder':
    case 'stopScreenRecorder':
    case 'startCamera':
    case 'stopCamera':
      return media(deps, command.event);
    case 'editLayout':
      if (!deps.workspace.present()) return failed('voice.noWorkspace');
      return outcome(deps.workspace.toggleEdit() ? 'voice.layoutEditOn' : 'voice.layoutEditOff');
    case 'resizeLayout':
      if (!deps.workspace.present()) return failed('voice.noWorkspace');
      return outcome(deps.workspace.toggleResize() ? 'voice.layoutResizeOn' : 'voice.layoutResizeOff');
    case 'nextThought':
    case 'previousThought':
      return stepThought(deps, command.event);
    case 'jumpToNode':
      return jumpTo(deps, command.tag);
    case 'saveCurrentThought': {
      const thought = deps.graph.signals.thought.peek();
      if (!thought || !deps.thoughtMap.saveCurrentThought()) return failed('voice.noThought');
      return outcome('voice.thoughtSaved', { word: thought.label });
    }
    case 'startThoughtRecorder':
      deps.thoughtMap.setMode('auto');
      return outcome('voice.thoughtRecorderOn');
    case 'stopThoughtRecorder':
      deps.thoughtMap.setMode('manual');
      return outcome('voice.thoughtRecorderOff');
    case 'openSidebar':
      deps.setSidebarOpen(true);
      return outcome('voice.sidebarOpened');
    case 'closeSidebar':
      deps.setSidebarOpen(false);
      return outcome('voice.sidebarClosed');
    case 'showComponent':
      return showWidget(deps, command.widget);
    case 'openComponentInSlot':
      return showWidget(deps, command.widget, command.slot);
    case 'tellMeAbout':
      return searchAndSpeak(deps, 'snippet', command.tag);
    case 'describe':
      return searchAndSpeak(deps, 'description', command.tag);
    case 'speakDetails':
      return speakCurrent(deps, 'snippet');
    case 'speakInformation':
      return speakCurrent(deps, 'description');
    case 'speakHelp':
      return say(deps, deps.t('voice.help'), deps.language());
    case 'newSlot': {
      if (!deps.workspace.present()) return failed('voice.noWorkspace');
      if (!deps.workspace.canAddPanel()) return failed('voice.notAllowed');
      return deps.workspace.newSlot() ? outcome('voice.slotAdded') : failed('voice.panelsFull');
    }
    case 'changeRoute':
      return outcome('voice.goingTo', { view: deps.navigate(command.path) });
  }
}
