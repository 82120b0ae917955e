// What each notification does on the page (spec 1 §4 "Realtime notifications"), for the signed-in learner only:
// SEARCHED_PING searches its word; THOUGHT_ADDED adds the new note or graph to what lists them; THOUGHT_LINKED links
// the note to the current activity (places it on the explore graph, beside the thought there).
import type { ReadonlySignal } from '@preact/signals-core';
import type { RealtimeNotification, RealtimeValue, RealtimeVerb } from '../contract/realtime.ts';
import type { User } from '../contract/user.ts';

export interface DispatchDeps {
  readonly user: ReadonlySignal<User>;
  readonly searchWord: (word: string) => void;
  readonly noteAdded: (noteId: string) => void;
  readonly graphAdded: (graphId: string) => void;
  readonly linkNote: (noteId: string) => void;
}

export function realtimeDispatch(deps: DispatchDeps): (notification: RealtimeNotification) => void {
  const handlers: { [V in RealtimeVerb]: (value: RealtimeValue<V>) => void } = {
    SEARCHED_PING: ({ word }) => deps.searchWord(word),
    THOUGHT_ADDED: ({ noteId, graphId }) => {
      if (noteId !== undefined) deps.noteAdded(noteId);
      if (graphId !== undefined) deps.graphAdded(graphId);
    },
    THOUGHT_LINKED: ({ noteId }) => deps.linkNote(noteId),
  };
  return ({ verb, actor, value }) => {
    // The server sends a learner only their own; a page signed in as someone else since acts on none.
    if (actor.username !== deps.user.peek().username) return;
    // RealtimeNotification pairs each verb with its value's type, which TypeScript does not carry through a lookup.
    (handlers[verb.display.en] as (value: unknown) => void)(value);
  };
}
