// The page's one notes core: the Notes Library and the Editor share it, and "add to graph" places notes on the
// explore graph.
import { createNotes } from '../notes/notes.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { exploreGraph } from './graph.ts';
import { session } from './session.ts';

export const notes = createNotes({ api: kitApi, user: session.signals.user, recordEvent, graph: exploreGraph });
