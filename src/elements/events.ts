import type { Thought } from '../contract/thought.ts';

/**
 * Every DOM event a widget sends out, by name: one typed map, as Shoelace does. Events bubble and are
 * composed, so a partner page can listen on the widget or on any ancestor, across shadow roots.
 */
export interface TjEventMap {
  /** The learner searched a word (Search Engine). */
  'tj-search': { word: string };
  /** The current thought changed and the widget now shows it (Detail). */
  'tj-thought-shown': { thought: Thought };
}

export type TjEventName = keyof TjEventMap;
export type Emit = <K extends TjEventName>(type: K, detail: TjEventMap[K]) => void;

declare global {
  interface GlobalEventHandlersEventMap {
    'tj-search': CustomEvent<TjEventMap['tj-search']>;
    'tj-thought-shown': CustomEvent<TjEventMap['tj-thought-shown']>;
  }
}

export function emitterFor(target: EventTarget): Emit {
  return (type, detail) => {
    target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  };
}
