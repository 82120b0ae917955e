import type { Note } from '../../src/contract/notes.ts';

/** What a note is called in a list: its title, else its label, else the start of its text. */
export function noteTitle(note: Note): string {
  const { noteTitle: title, label, note: text } = note.value;
  return (title || label || text || '').replace(/\s+/g, ' ').trim().slice(0, 80);
}
