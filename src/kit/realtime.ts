// The page's realtime socket (spec 2 §7.10), to the server that serves the kit, and what its notifications do here:
// a search for SEARCHED_PING (which searchOnOtherDevices sends); the Notes Library and Graph Library read again for
// THOUGHT_ADDED; the note placed on the explore graph for THOUGHT_LINKED (which notes.addToGraph sends). After a drop
// both libraries read again, whatever was missed meanwhile.
import { REALTIME_PATH } from '../contract/realtime.ts';
import { WEB_DATA_SOURCE } from '../events/record-event.ts';
import { realtimeDispatch } from '../realtime/dispatch.ts';
import { createRealtime } from '../realtime/realtime.ts';
import { kitApi, kitOrigin } from './api.ts';
import { graphLibrary } from './graph-library.ts';
import { notes } from './notes.ts';
import { searchWord, thought } from './search.ts';
import { session } from './session.ts';

/** Reads again what notifications change, when some may have been missed; each reads only if a widget shows it. */
function resync(): void {
  notes.actions.reload();
  graphLibrary.page.reload();
}

export const realtime = createRealtime({
  url: `${kitOrigin(import.meta.url).replace(/^http/, 'ws')}${REALTIME_PATH}`,
  user: session.signals.user,
  token: () => session.signals.userToken.peek(),
  // The client refreshes an expired token on a call's "jwt expired" (spec 2 §8).
  renewToken: () => kitApi.call('auth.me'),
  onNotification: realtimeDispatch({
    user: session.signals.user,
    // The page that sent the ping hears it too, and has the word already.
    searchWord: (word) => {
      if (thought.peek()?.word !== word) void searchWord(word);
    },
    noteAdded: () => notes.actions.reload(),
    graphAdded: () => graphLibrary.page.reload(),
    // A note deleted meanwhile is not placed: nothing to link.
    linkNote: (noteId) =>
      void kitApi.call('notes.get', { params: { id: noteId } }).then(
        (note) => notes.actions.placeLinked(note),
        () => undefined,
      ),
  }),
  resync,
});

/**
 * SEARCHED_PING (spec 1 §4): the learner's other open devices and tabs search the word. Unlike the silent events, its
 * failure is the learner's to know: rejects with the ApiError.
 */
export async function searchOnOtherDevices(word: string): Promise<void> {
  const actor = session.signals.user.peek().username;
  await kitApi.call('events.update', {
    body: { actor, verb: 'SEARCHED_PING', value: { word }, dataSource: WEB_DATA_SOURCE },
  });
}
