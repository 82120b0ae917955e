// What a note is called in lists, headings and messages (spec 1 §3 Note value), apart from the markup and the graph
// so that a page listing notes loads neither.
import type { Note } from '../contract/notes.ts';

/** The first of these texts that is not blank, trimmed; '' when all are. */
export const firstOf = (...texts: (string | undefined)[]) =>
  (texts.find((text) => text !== undefined && text.trim() !== '') ?? '').trim();

/** What a note is called in lists and messages: its title (a video's, an image's caption), else its text's first line. */
export function noteTitle(note: Pick<Note, 'value'>): string | null {
  const { value } = note;
  const title = firstOf(value.noteTitle, value.videoLabel, value.label, value.imageNote, value.note?.split('\n')[0]);
  return title === '' ? null : title;
}
