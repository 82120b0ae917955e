// The diary insight of a note (spec 1 §4, spec 2 §7.3, §7.5, §8): asking Eddie for it puts the note in loading
// (progress 0), then completed (100, the insight in the note) or error (the failure rethrown to the caller). The
// state is kept by note id, so the Notes Library and the Editor show the same one. Framework-free; the page's one
// instance is src/kit/diary-insights.ts.
import { signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { Note } from '../contract/notes.ts';

/** What is asked: a short insight on the note itself (an empty prompt lets the note's text be the question). */
export const DIARY_INSIGHT_REQUEST = { type: 'short', prompt: '' } as const;

export type DiaryInsight =
  | { readonly status: 'none' }
  | { readonly status: 'loading'; readonly progress: 0 }
  | { readonly status: 'completed'; readonly progress: 100; readonly text: string }
  | { readonly status: 'error'; readonly message: string };

/** The insight as the note itself holds it (the server keeps the note's status, progress and insight). */
export function insightOf(note: Note): DiaryInsight {
  if (note.status === 'loading') return { status: 'loading', progress: 0 };
  if (note.status === 'error') return { status: 'error', message: '' };
  const text = note.value.insight?.text;
  return text === undefined ? { status: 'none' } : { status: 'completed', progress: 100, text };
}

export interface DiaryInsightsDeps {
  readonly api: Pick<ApiClient, 'call'>;
  /** The server answered the note with its insight: what shows notes takes the changed note. */
  readonly noteChanged: (note: Note) => void;
}

export interface DiaryInsights {
  readonly signals: {
    /** The insights asked for on this page, by note id; a note not asked for here shows what it holds. */
    readonly asked: ReadonlySignal<ReadonlyMap<string, DiaryInsight>>;
  };
  readonly actions: {
    /** The insight of one note: what was asked here, else what the note holds. */
    stateOf(asked: ReadonlyMap<string, DiaryInsight>, note: Note): DiaryInsight;
    /** Asks for a note's insight; rejects with the ApiError once the state is error (spec 2 §8). */
    ask(note: Note): Promise<Note>;
  };
}

export function createDiaryInsights({ api, noteChanged }: DiaryInsightsDeps): DiaryInsights {
  const asked = signal<ReadonlyMap<string, DiaryInsight>>(new Map(), { name: 'notes.diaryInsights' });
  const set = (id: string, insight: DiaryInsight) => {
    asked.value = new Map(asked.peek()).set(id, insight);
  };

  return {
    signals: { asked },
    actions: {
      stateOf: (seen, note) => seen.get(note._id) ?? insightOf(note),
      async ask(note) {
        set(note._id, { status: 'loading', progress: 0 });
        try {
          const answered = await api.call('skills.diaryInsights', {
            body: { noteId: note._id, ...DIARY_INSIGHT_REQUEST },
          });
          const insight = insightOf(answered);
          set(note._id, insight.status === 'completed' ? insight : { status: 'error', message: '' });
          noteChanged(answered);
          return answered;
        } catch (error) {
          set(note._id, { status: 'error', message: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      },
    },
  };
}
