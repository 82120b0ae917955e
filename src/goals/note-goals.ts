// The goals a note is attached to, shown with the note (POST /goals/many with the note's goal ids, spec 2 §7.6), and
// detached from the note's side (DELETE /attachments/{id}), recording DETACHED_FROM_GOAL as the Goals widget does.
// Kept by note id, so the Notes Library and the Editor show the same list. Framework-free; the page's one instance
// is src/kit/note-goals.ts.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { EventVerb } from '../contract/events.ts';
import type { Goal } from '../contract/goals.ts';
import type { Note } from '../contract/notes.ts';
import { asError } from '../session/learner-data.ts';
import { attachmentValue } from './goals.ts';

export type NoteGoalsState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly goals: readonly Goal[] }
  | { readonly status: 'error'; readonly error: Error };

export interface NoteGoalsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
  /** A note left a goal: what shows goals or notes reads them again. */
  readonly detached: (note: Note) => void;
}

export interface NoteGoals {
  readonly signals: { readonly byNote: ReadonlySignal<ReadonlyMap<string, NoteGoalsState>> };
  readonly actions: {
    /** Reads the goals of a note (none asked for a note with no goal). */
    read(note: Note): Promise<void>;
    /** Detaches the note from the goal (its attachment deleted); the note's list drops the goal. Rejects on failure. */
    detach(goal: Goal, note: Note): Promise<void>;
  };
}

/** The ids of the goals a note is attached to: a note has one goal (spec 1 §3), or none. */
export const goalIdsOf = (note: Note): string[] => (note.goal ? [note.goal] : []);

export function createNoteGoals({ api, recordEvent, detached }: NoteGoalsDeps): NoteGoals {
  const byNote = signal<ReadonlyMap<string, NoteGoalsState>>(new Map(), { name: 'goals.byNote' });
  const set = (id: string, state: NoteGoalsState) => {
    byNote.value = new Map(byNote.peek()).set(id, state);
  };
  /** The latest read of each note wins; an older answer never writes. */
  const tickets = new Map<string, number>();

  return {
    signals: { byNote },
    actions: {
      async read(note) {
        const ticket = (tickets.get(note._id) ?? 0) + 1;
        tickets.set(note._id, ticket);
        const goal_ids = goalIdsOf(note);
        if (goal_ids.length === 0) return set(note._id, { status: 'ready', goals: [] });
        set(note._id, { status: 'loading' });
        try {
          const goals = await api.call('goals.many', { body: { goal_ids } });
          if (tickets.get(note._id) === ticket) set(note._id, { status: 'ready', goals });
        } catch (error) {
          if (tickets.get(note._id) === ticket) set(note._id, { status: 'error', error: asError(error) });
        }
      },
      async detach(goal, note) {
        const attachment = goal.attachments.find((held) => held.note._id === note._id);
        if (attachment) await api.call('attachments.delete', { params: { id: attachment.id } });
        tickets.set(note._id, (tickets.get(note._id) ?? 0) + 1);
        const current = byNote.peek().get(note._id);
        const kept = current?.status === 'ready' ? current.goals.filter((held) => held.id !== goal.id) : [];
        set(note._id, { status: 'ready', goals: kept });
        recordEvent('DETACHED_FROM_GOAL', attachmentValue(goal, note));
        detached(note);
      },
    },
  };
}
