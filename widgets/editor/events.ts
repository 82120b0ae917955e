// The Editor's events, merged into the kit's one event map (src/elements/events.ts). It also sends the notes
// widgets' tj-note-open and tj-note-deleted (widgets/notes-library/events.ts).

declare module '../../src/elements/events.ts' {
  interface TjEventMap {
    /** The learner saved a note: a new one or a change. */
    'tj-note-saved': { id: string };
    /** The learner placed a note on the graph. */
    'tj-note-added-to-graph': { id: string; nodeId: string };
  }
}

export {};
