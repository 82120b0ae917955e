// The voice commands of spec 2 §9.3, each with its phrase, event, level and, for the voice routes, its path. A
// phrase in braces takes what the learner says there: {tag} a word, {component} a widget's title, {slot} an ordinal.
// The phrases are English, as the spec words them; recognition listens in English for that reason (recognition.ts).
import { distance } from 'fastest-levenshtein';
import type { VoiceCommand } from '../contract/voice.ts';

export const voiceCommands = [
  { command: 'go on mute', event: 'toggleSpeech', level: 'speech' },
  { command: 'hello santa', event: 'toggleSpeech', level: 'speech' },
  { command: 'pause microphone', event: 'toggleSpeech', level: 'speech' },
  { command: 'start screen recorder', event: 'startScreenRecorder', level: 'global' },
  { command: 'stop screen recorder', event: 'stopScreenRecorder', level: 'global' },
  { command: 'edit layout', event: 'editLayout', level: 'layout' },
  { command: 'resize layout', event: 'resizeLayout', level: 'layout' },
  { command: 'jump to next thought', event: 'nextThought', level: 'graphNode' },
  { command: 'jump to previous thought', event: 'previousThought', level: 'graphNode' },
  { command: 'jump to {tag}', event: 'jumpToNode', level: 'graphNode' },
  { command: 'save current thought', event: 'saveCurrentThought', level: 'graphNode' },
  { command: 'start camera', event: 'startCamera', level: 'global' },
  { command: 'stop camera', event: 'stopCamera', level: 'global' },
  { command: 'start thought recorder', event: 'startThoughtRecorder', level: 'global' },
  { command: 'stop thought recorder', event: 'stopThoughtRecorder', level: 'global' },
  { command: 'open sidebar', event: 'openSidebar', level: 'layout' },
  { command: 'close sidebar', event: 'closeSidebar', level: 'layout' },
  { command: 'open {component} in {slot}', event: 'openComponentInSlot', level: 'dynamic' },
  { command: 'show {component}', event: 'showComponent', level: 'dynamic' },
  { command: 'tell me about {tag}', event: 'tellMeAbout', level: 'speech' },
  { command: 'describe {tag}', event: 'describe', level: 'speech' },
  { command: 'speak details', event: 'speakDetails', level: 'speech' },
  { command: 'speak information', event: 'speakInformation', level: 'speech' },
  { command: 'speak help', event: 'speakHelp', level: 'speech' },
  { command: 'new slot', event: 'newSlot', level: 'layout' },
  { command: 'go to explore view', event: 'changeRoute', level: 'route', path: '/' },
  { command: 'go to author view', event: 'changeRoute', level: 'route', path: '/Author-view' },
  { command: 'go to simplified view', event: 'changeRoute', level: 'route', path: '/Simplified-view' },
  { command: 'go to reading view', event: 'changeRoute', level: 'route', path: '/Reading-view' },
  { command: 'go to canvas view', event: 'changeRoute', level: 'route', path: '/canvas' },
] as const satisfies readonly VoiceCommand[];

/** Spec 2 §9.1 "Camera slot ordinal": the panel each spoken ordinal opens a widget in. */
const SLOT_ORDINALS: Readonly<Record<string, string>> = {
  first: '_a',
  second: '_b',
  third: '_d',
  fourth: '_c',
  fifth: '_f',
  sixth: '_e',
};
/** Recognition writes some ordinals as figures ("1st"). */
const ORDINAL_FIGURES: Readonly<Record<string, string>> = {
  '1st': 'first',
  '2nd': 'second',
  '3rd': 'third',
  '4th': 'fourth',
  '5th': 'fifth',
  '6th': 'sixth',
};
/** Spec 2 §9.1: any other ordinal opens in the first panel. */
export const DEFAULT_SLOT = '_a';

/**
 * The panel a spoken ordinal names: first _a, second _b, third _d, fourth _c, fifth _f, sixth _e, else _a. Words
 * around the ordinal ("the second panel") are let be.
 */
export function slotOfOrdinal(spoken: string): string {
  for (const word of normalize(spoken).split(' ')) {
    const slot = SLOT_ORDINALS[ORDINAL_FIGURES[word] ?? word];
    if (slot) return slot;
  }
  return DEFAULT_SLOT;
}

/** A widget "show {component}" may name: its registry name and its titles (English and the page's language). */
export interface VoiceWidget {
  readonly name: string;
  readonly titles: readonly string[];
}

/** How alike two texts are, 0 (nothing in common) to 1 (the same): their Levenshtein distance over the longer one. */
export function similarity(a: string, b: string): number {
  const longer = Math.max(a.length, b.length);
  return longer === 0 ? 1 : 1 - distance(a, b) / longer;
}

type VoiceCommandEntry = (typeof voiceCommands)[number];
/** The entries whose phrase is said as it is: no braces, no route. */
type PlainEntry = Exclude<VoiceCommandEntry, { readonly path: string } | { readonly command: `${string}{${string}` }>;
const isPlain = (entry: VoiceCommandEntry): entry is PlainEntry => !('path' in entry) && !entry.command.includes('{');

/** A command as heard: the table's entry, with what the learner said in its braces. */
export type ParsedCommand =
  | { readonly event: 'toggleSpeech' }
  | { readonly event: Exclude<PlainEntry['event'], 'toggleSpeech'> }
  | { readonly event: 'jumpToNode' | 'tellMeAbout' | 'describe'; readonly tag: string }
  | { readonly event: 'showComponent'; readonly widget: string }
  | { readonly event: 'openComponentInSlot'; readonly widget: string; readonly slot: string }
  | { readonly event: 'changeRoute'; readonly path: string };

export interface ParseContext {
  /** Every widget of the registry: the closest title wins. */
  readonly widgets: readonly VoiceWidget[];
}

/** Lower case, no punctuation, single spaces: recognition adds capitals and full stops of its own. */
export function normalize(transcript: string): string {
  return transcript
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The widget whose name or title is closest to what was said (the first of equals); undefined when there is none. */
export function closestWidget(spoken: string, context: ParseContext): string | undefined {
  const wanted = normalize(spoken);
  let best: { name: string; score: number } | undefined;
  for (const widget of context.widgets) {
    const names = [widget.name.replace(/-/g, ' '), ...widget.titles];
    const score = Math.max(...names.map((name) => similarity(wanted, normalize(name))));
    if (!best || score > best.score) best = { name: widget.name, score };
  }
  return best?.name;
}

/** A template's phrase as a pattern: each brace takes one or more words. */
function patternOf(phrase: string): RegExp {
  const source = phrase.replace(/\{(\w+)\}/g, (_, name: string) => `(?<${name}>.+?)`);
  return new RegExp(`^${source}$`);
}

const templates = voiceCommands
  .filter((entry) => entry.command.includes('{'))
  .map((entry) => ({ entry, pattern: patternOf(entry.command) }));

/**
 * The command a transcript says, or null. A fixed phrase is matched whole ("jump to next thought" before
 * "jump to {tag}"); then the templates, in the table's order ("open {component} in {slot}" before "show {component}").
 */
export function parseVoiceCommand(transcript: string, context: ParseContext): ParsedCommand | null {
  const said = normalize(transcript);
  if (said === '') return null;
  const fixed = voiceCommands.find((entry) => entry.command === said);
  if (fixed && 'path' in fixed) return { event: 'changeRoute', path: fixed.path };
  if (fixed && isPlain(fixed)) return { event: fixed.event };
  for (const { entry, pattern } of templates) {
    const groups = pattern.exec(said)?.groups;
    if (!groups) continue;
    switch (entry.event) {
      case 'jumpToNode':
      case 'tellMeAbout':
      case 'describe':
        return { event: entry.event, tag: groups['tag'] ?? '' };
      case 'showComponent':
      case 'openComponentInSlot': {
        const heard = groups['component'] ?? '';
        const widget = closestWidget(heard, context);
        if (!widget) return null;
        if (entry.event === 'showComponent') return { event: entry.event, widget };
        return { event: entry.event, widget, slot: slotOfOrdinal(groups['slot'] ?? '') };
      }
    }
  }
  return null;
}
