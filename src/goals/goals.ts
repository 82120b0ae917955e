// The goals core (spec 1 §3 "Goal", §4, spec 2 §7.6): the signed-in learner's goals with their attached notes, read
// 3 s after a widget first needs them, and the goal actions, each recording its verb (spec 1 §3). A note has one goal,
// so attaching a note moves it off any other goal. Framework-free; the page's one instance is src/kit/goals.ts.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { GoalUpdate } from '../contract/endpoints/goals.ts';
import type { EventVerb } from '../contract/events.ts';
import { MISSING_GOAL_TEXT, type Goal } from '../contract/goals.ts';
import type { Note } from '../contract/notes.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

/** Spec 2 §9.1: the goals fetch is delayed 3 s after start. */
export const GOALS_FETCH_DELAY_MS = 3000;

export interface GoalsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  readonly recordEvent: (verb: EventVerb, value: unknown) => void;
  /** How long the first read waits; tests pass 0. */
  readonly fetchDelayMs?: number;
}

export interface Goals {
  readonly list: LearnerData<readonly Goal[]>;
  readonly actions: {
    create(text: string): Promise<Goal>;
    /** Closes an open goal (status true) or reopens a closed one. */
    setClosed(goal: Goal, closed: boolean): Promise<Goal>;
    /** Changes the goal's text (trimmed); records EDITED_GOAL with the text it had and the text it has now. */
    edit(goal: Goal, text: string): Promise<Goal>;
    discard(goal: Goal): Promise<void>;
    attach(goal: Goal, note: Note): Promise<Goal>;
    detach(goal: Goal, note: Note): Promise<Goal>;
    /** The learner's notes whose text holds `searchWord` (the first page), to attach. */
    findNotes(searchWord: string, signal?: AbortSignal): Promise<readonly Note[]>;
    /**
     * One goal by its id (GET /goals/{id}); a goal that cannot be read is the spec's placeholder: "goal Does not
     * exists" with status false (spec 2 §8).
     */
    readOne(id: string, signal?: AbortSignal): Promise<{ readonly goal: Goal; readonly missing: boolean }>;
  };
}

/** What a goal verb records: which goal, by its id and text. */
const goalValue = (goal: Goal) => ({ id: goal.id, goal: goal.goal });

/** What ATTACHED_TO_GOAL and DETACHED_FROM_GOAL record: the goal, and the note by its id and title. */
export const attachmentValue = (goal: Goal, note: Note) => ({
  ...goalValue(goal),
  noteId: note._id,
  noteTitle: note.value.noteTitle ?? note.value.label ?? '',
});

export function createGoals({ api, user, recordEvent, fetchDelayMs = GOALS_FETCH_DELAY_MS }: GoalsDeps): Goals {
  const list = createLearnerData<readonly Goal[]>({
    name: 'goals.list',
    user,
    read: (_learner, signal) => api.call('goals.list', { signal }),
    firstReadDelayMs: fetchDelayMs,
  });

  /** The changed goal takes its place; a note it now holds leaves every other goal. */
  function replace(changed: Goal): void {
    const held = new Set(changed.attachments.map((attachment) => attachment.note._id));
    list.update((goals) =>
      goals.map((goal) =>
        goal.id === changed.id
          ? changed
          : { ...goal, attachments: goal.attachments.filter((attachment) => !held.has(attachment.note._id)) },
      ),
    );
  }

  async function change(goal: Goal, body: GoalUpdate, verb: EventVerb, value: unknown) {
    const changed = await api.call('goals.update', { params: { id: goal.id }, body });
    replace(changed);
    recordEvent(verb, value);
    return changed;
  }

  /** A note pushed onto a goal (attached) or deleted from it (detached). */
  function moveNote(goal: Goal, note: Note, action: 'push' | 'delete') {
    const verb = action === 'push' ? 'ATTACHED_TO_GOAL' : 'DETACHED_FROM_GOAL';
    return change(goal, { attachment: { action, noteId: note._id } }, verb, attachmentValue(goal, note));
  }

  return {
    list,
    actions: {
      async create(text) {
        const goal = await api.call('goals.create', { body: { goal: text.trim() } });
        list.update((goals) => [goal, ...goals]);
        recordEvent('CREATED_GOAL', goalValue(goal));
        return goal;
      },
      setClosed(goal, closed) {
        return change(goal, { status: closed }, closed ? 'CLOSED_GOAL' : 'REOPENED_GOAL', goalValue(goal));
      },
      edit(goal, text) {
        const body = { goal: text.trim() };
        return change(goal, body, 'EDITED_GOAL', { ...goalValue(goal), previous: goal.goal, goal: body.goal });
      },
      async discard(goal) {
        await api.call('goals.delete', { params: { id: goal.id } });
        list.update((goals) => goals.filter((kept) => kept.id !== goal.id));
        recordEvent('DISCARDED_GOAL', goalValue(goal));
      },
      attach: (goal, note) => moveNote(goal, note, 'push'),
      detach: (goal, note) => moveNote(goal, note, 'delete'),
      async findNotes(searchWord, signal) {
        const username = user.peek().username;
        const word = searchWord.trim();
        const page = await api.call('notes.list', {
          query: { pageNo: 0, username, ...(word === '' ? {} : { searchWord: word }) },
          signal,
        });
        return page.items;
      },
      async readOne(id, signal) {
        try {
          return { goal: await api.call('goals.get', { params: { id }, signal }), missing: false };
        } catch (error) {
          if (signal?.aborted) throw error;
          return { goal: { id, goal: MISSING_GOAL_TEXT, status: false, attachments: [] }, missing: true };
        }
      },
    },
  };
}
