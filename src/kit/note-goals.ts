// The page's one note-goals core: the goals shown with a note in the Notes Library and the Editor. A note detached
// there leaves the Goals widget's list too (read again), and the note no longer names the goal.
import { createNoteGoals } from '../goals/note-goals.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { goals } from './goals.ts';
import { notes } from './notes.ts';

export const noteGoals = createNoteGoals({
  api: kitApi,
  recordEvent: (verb, value) => void recordEvent(verb, value),
  detached(note) {
    const { goal: _detached, ...unattached } = note;
    notes.actions.changed(unattached);
    goals.list.reload();
  },
});
