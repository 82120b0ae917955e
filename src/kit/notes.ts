// The page's one notes core: the Notes Library and the Editor share it, and "add to graph" places notes on the
// explore graph; saving a goal's note reads the goals again (the server closes or reopens the goal by its tasks).
import { createNotes } from '../notes/notes.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { goals } from './goals.ts';
import { exploreGraph } from './graph.ts';
import { session } from './session.ts';

export const notes = createNotes({
  api: kitApi,
  user: session.signals.user,
  recordEvent,
  graph: exploreGraph,
  goalChanged: () => goals.list.reload(),
});
