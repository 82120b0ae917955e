// The notes widgets' events, merged into the kit's one event map (src/elements/events.ts).

declare module '../../src/elements/events.ts' {
  interface TjEventMap {
    /** The learner opened a note in the Editor (`id`), or started a new one (`null`). */
    'tj-note-open': { id: string | null };
    /** The learner deleted a note. */
    'tj-note-deleted': { id: string };
  }
}

export {};
