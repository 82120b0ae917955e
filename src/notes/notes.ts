// The notes core (spec 2 §7.5): the signed-in learner's library of notes (paged from 0, searched, "@me" or all they
// may read), the note open in the Editor, and the actions on a note, each recording its verb of spec 1 §3 (NOTED,
// UPDATE_NOTE, DELETE_NOTE, ADD_NOTE_TO_GRAPH). Framework-free; the page's one instance is src/kit/notes.ts, which
// the Notes Library and the Editor share.
import { effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { Note, NoteType, NoteValue } from '../contract/notes.ts';
import type { StoredFile } from '../contract/uploads.ts';
import type { User } from '../contract/user.ts';
import { WEB_DATA_SOURCE, type RecordEvent } from '../events/record-event.ts';
import type { Graph } from '../graph/graph.ts';
import { createLearnerData, type LearnerDataState } from '../session/learner-data.ts';
import { addNoteToGraph, noteLabel, type AddedToGraph } from './note-node.ts';
import { runCode, type CodeRun } from './run-code.ts';

/** "@me": the learner's own notes; all: every note the learner may read (spec 1 §6 "filters"). */
export type NotesFilter = 'me' | 'all';

export interface LibraryQuery {
  readonly pageNo: number;
  readonly searchWord: string;
  readonly filter: NotesFilter;
}

export interface NotesPage {
  readonly items: readonly Note[];
  readonly pageNo: number;
  readonly pageSize: number;
  readonly total: number;
}

/** A page of the library, with the query it answers. */
export interface LibraryPage {
  readonly query: LibraryQuery;
  readonly page: NotesPage;
}

/** What the Editor saves: a new note (no id) or a change to one. */
export interface NoteToSave {
  readonly id?: string | undefined;
  readonly type: NoteType;
  readonly value: NoteValue;
}

export interface NotesDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
  readonly recordEvent: RecordEvent;
  /** The graph "add to graph" places notes on. */
  readonly graph: Graph;
  /**
   * A note attached to a goal was saved or deleted: the server has closed or reopened the goal by its tasks (spec 1
   * §4), so what shows goals reads them again.
   */
  readonly goalChanged: () => void;
}

export interface Notes {
  readonly signals: {
    /** The library's page (guest, loading, error or ready), read only while some widget needs it. */
    readonly library: ReadonlySignal<LearnerDataState<LibraryPage>>;
    /** What the library shows: which page, search word and filter. */
    readonly query: ReadonlySignal<LibraryQuery>;
    /** The note the Editor shows; null for a new one. */
    readonly opened: ReadonlySignal<Note | null>;
  };
  readonly actions: {
    /** The library is read (again when another learner signs in) only while something needs it. */
    need(): () => void;
    /** Another page, search word or filter; a new search word or filter starts at page 0. */
    show(change: Partial<LibraryQuery>): void;
    reload(): void;
    /** Opens a note in the Editor; null starts a new one. */
    open(note: Note | null): void;
    /** GET /notes/{id}, then opens it. Rejects with the ApiError (404 for a note that is not the learner's). */
    openById(id: string): Promise<Note>;
    /** Creates (NOTED) or changes (UPDATE_NOTE) a note; it stays open. Rejects with the ApiError. */
    save(draft: NoteToSave): Promise<Note>;
    /** The server changed a note (its diary insight, its goal): the Editor's open note takes it, the library reads again. */
    changed(note: Note): void;
    /** Deletes a note (DELETE_NOTE). Rejects with the ApiError. */
    remove(note: Note): Promise<void>;
    /**
     * Places a note on the graph. When it was not there yet: ADD_NOTE_TO_GRAPH, and THOUGHT_LINKED, by which the
     * learner's other devices and tabs place it on theirs (spec 1 §4).
     */
    addToGraph(note: Note): AddedToGraph;
    /** Places a note that the learner linked on another device or tab (THOUGHT_LINKED); it records nothing again. */
    placeLinked(note: Note): AddedToGraph;
    /** Uploads the file of an image or recording note (POST /file). Rejects with the ApiError. */
    upload(file: File): Promise<StoredFile>;
    /** The bytes of a note's uploaded file (GET /file/{fileId}, the owner's only); null for an address elsewhere. */
    readFile(noteUrl: string, signal?: AbortSignal): Promise<Blob | null>;
    /** Runs a note's code block (the Run button). */
    runCode(block: { lang: string; code: string }, signal?: AbortSignal): Promise<CodeRun>;
  };
  dispose(): void;
}

/** An uploaded file's noteUrl is its API path, /api/v1/file/{fileId} (the answer's Location). */
const UPLOADED_FILE = /^(?:https?:\/\/[^/]+)?\/api\/v1\/file\/([^/?#]+)$/;

export function uploadedFileId(noteUrl: string): string | null {
  const fileId = UPLOADED_FILE.exec(noteUrl.trim())?.[1];
  return fileId === undefined ? null : decodeURIComponent(fileId);
}

const FIRST_PAGE: LibraryQuery = { pageNo: 0, searchWord: '', filter: 'me' };

/** What an event about a note says: which note, its title and type (Events Graph names it by its title). */
const eventValue = (note: Note) => ({
  id: note._id,
  noteTitle: note.value.noteTitle ?? noteLabel(note),
  type: note.type,
});

export function createNotes({ api, user, recordEvent, graph, goalChanged }: NotesDeps): Notes {
  const query = signal<LibraryQuery>(FIRST_PAGE, { name: 'notes.query' });
  const opened = signal<Note | null>(null, { name: 'notes.opened' });
  const library = createLearnerData<LibraryPage>({
    name: 'notes.library',
    user,
    async read({ username }, signal) {
      const asked = query.peek();
      const page = await api.call('notes.list', {
        query: {
          pageNo: asked.pageNo,
          ...(asked.filter === 'me' ? { username } : {}),
          ...(asked.searchWord.trim() ? { searchWord: asked.searchWord.trim() } : {}),
        },
        signal,
      });
      return { query: asked, page };
    },
  });
  // A learner who signs out leaves nothing open and no search behind for the next.
  const stopForgetting = effect(() => {
    if (user.value.username !== '') return;
    query.value = FIRST_PAGE;
    opened.value = null;
  });

  return {
    signals: { library: library.state, query, opened },
    actions: {
      need: library.need,
      show(change) {
        const current = query.peek();
        const newSearch =
          (change.searchWord !== undefined && change.searchWord !== current.searchWord) ||
          (change.filter !== undefined && change.filter !== current.filter);
        query.value = { ...current, ...change, pageNo: change.pageNo ?? (newSearch ? 0 : current.pageNo) };
        library.reload();
      },
      reload: library.reload,
      open(note) {
        opened.value = note;
      },
      async openById(id) {
        const note = await api.call('notes.get', { params: { id } });
        opened.value = note;
        return note;
      },
      async save({ id, type, value }) {
        const body = { ...value, type };
        const note =
          id === undefined
            ? await api.call('notes.create', {
                body: { verb: 'NOTED', value: body, actor: user.peek().username, dataSource: WEB_DATA_SOURCE },
              })
            : await api.call('notes.update', { params: { id }, body: { note: body, type } });
        void recordEvent(id === undefined ? 'NOTED' : 'UPDATE_NOTE', eventValue(note));
        opened.value = note;
        library.reload();
        if (note.goal) goalChanged();
        return note;
      },
      changed(note) {
        if (opened.peek()?._id === note._id) opened.value = note;
        library.reload();
      },
      async remove(note) {
        await api.call('notes.delete', { params: { id: note._id } });
        void recordEvent('DELETE_NOTE', eventValue(note));
        if (opened.peek()?._id === note._id) opened.value = null;
        library.reload();
        if (note.goal) goalChanged();
      },
      addToGraph(note) {
        const added = addNoteToGraph(graph, note);
        if (added.outcome === 'added') {
          void recordEvent('ADD_NOTE_TO_GRAPH', { ...eventValue(note), label: noteLabel(note) });
          void recordEvent('THOUGHT_LINKED', { noteId: note._id });
        }
        return added;
      },
      placeLinked: (note) => addNoteToGraph(graph, note),
      upload: (file) => api.call('file.upload', { body: { file } }),
      async readFile(noteUrl, signal) {
        const fileId = uploadedFileId(noteUrl);
        if (fileId === null) return null;
        return api.call('file.get', { params: { fileId }, ...(signal ? { signal } : {}) });
      },
      runCode: (block, signal) => runCode(api, block, signal),
    },
    dispose() {
      stopForgetting();
      library.dispose();
    },
  };
}
