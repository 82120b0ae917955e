import type { Note, NoteValue } from '../../src/contract/notes.ts';
import { noteTypeSchema, type NoteType } from '../../src/contract/notes.ts';
import { countTasks as countTextTasks } from '../../src/contract/tasks.ts';

/** A row of `notes`, with the goal it is attached to (if any). */
export interface NoteRow {
  id: string;
  type: string;
  value: NoteValue;
  goal_id: string | null;
  task_total: number;
  task_completed: number;
  status: Note['status'] | null;
  progress: number | null;
  created_at: Date;
}

/** The columns of a NoteRow, from NOTES_WITH_GOAL. */
export const NOTE_COLUMNS = `n.id, n.type, n.value, a.goal_id, n.task_total, n.task_completed, n.status, n.progress,
  n.created_at`;
/** Notes `n` with the attachment `a` to their goal, if any. */
export const NOTES_WITH_GOAL = 'notes n left join goal_attachments a on a.note_id = n.id';
/** SELECT list and FROM of a note with its goal; `n` is the note. */
export const NOTE_FROM = `select ${NOTE_COLUMNS} from ${NOTES_WITH_GOAL}`;

/** A stored type that is not one of spec 1 §3's reads as a plain note. */
const storedType = noteTypeSchema.catch('note');

export function toNote(row: NoteRow): Note {
  return {
    _id: row.id,
    value: row.value,
    type: storedType.parse(row.type),
    ...(row.goal_id ? { goal: row.goal_id } : {}),
    task: { total: row.task_total, completed: row.task_completed },
    ...(row.status ? { status: row.status } : {}),
    ...(row.progress !== null ? { progress: row.progress } : {}),
    timestamp: row.created_at.toISOString(),
  };
}

/** A new note's type: the value's own type when it is one of spec 1 §3's, else a plain note. */
export function noteTypeOf(value: NoteValue): NoteType {
  return storedType.parse(value.type);
}

/** The tasks of a note (spec 1 §3 "task: total, completed"): its text's task list items (src/contract/tasks.ts). */
export const countTasks = (value: NoteValue): { total: number; completed: number } => countTextTasks(value.note ?? '');
