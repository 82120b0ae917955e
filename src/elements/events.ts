/**
 * Every DOM event a kit element sends out, by name: one typed map, as Shoelace does. Events bubble and are
 * composed, so a partner page can listen on the widget or on any ancestor, across shadow roots.
 *
 * Each widget folder adds its own events to this map by declaration merging (see widgets/detail/events.ts);
 * the DOM's event map below is derived from it, so there is no central list to edit.
 */
export interface TjEventMap {
  /** The learner searched a word in a widget (a search box, a suggestion, a related term). */
  'tj-search': { word: string };
}

export type TjEventName = keyof TjEventMap;
export type Emit = <K extends TjEventName>(type: K, detail: TjEventMap[K]) => void;

/** `addEventListener('tj-…', (event) => event.detail…)` is typed for every kit event. */
export type TjDomEventMap = { [K in TjEventName]: CustomEvent<TjEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into the DOM's map, adds no members
  interface GlobalEventHandlersEventMap extends TjDomEventMap {}
}

export function emitterFor(target: EventTarget): Emit {
  return (type, detail) => {
    target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  };
}
