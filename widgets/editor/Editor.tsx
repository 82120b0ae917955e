import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { abilities, allows, gates } from '../../src/abilities/abilities.ts';
import { allowsGraphAction } from '../../src/graph/mode-actions.ts';
import { noteTypeSchema, type Note, type NoteType } from '../../src/contract/notes.ts';
import type { UploadKind } from '../../src/contract/uploads.ts';
import { DeleteNote } from '../../src/elements/DeleteNote.tsx';
import { NoteGoals } from '../../src/elements/NoteGoals.tsx';
import { NoteInsight } from '../../src/elements/NoteInsight.tsx';
import type { Emit } from '../../src/elements/events.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { useSearchWord } from '../../src/elements/use-search-word.ts';
import type { MessageKey } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { notes } from '../../src/kit/notes.ts';
import { session } from '../../src/kit/session.ts';
import { markTask } from '../../src/contract/tasks.ts';
import { draftOf, isBlank, missingField, typeFields, valueOf, type DraftFields } from '../../src/notes/note-draft.ts';
import { noteLabel } from '../../src/notes/note-node.ts';
import { noteTitle } from '../../src/notes/note-title.ts';
import { acceptedTypes, uploadProblem } from '../../src/notes/upload-check.ts';
import { useAction, type Actions } from '../../src/react/use-action.ts';
import { useValue } from '../../src/react/use-value.ts';
import './events.ts';
import { NoteMedia } from './NoteMedia.tsx';
import { NoteText } from './NoteText.tsx';

export const editorAttributes = {};

/** What the Editor last did, said once: done (a status) or refused before asking the server (an alert). */
type Notice = { readonly text: string; readonly alert: boolean } | null;

/**
 * Editor: writes a new note or changes the open one (the Notes Library opens one), of every type (spec 1 §3), with a
 * live preview of its markup; saves it (NOTED or UPDATE_NOTE), deletes it (DELETE_NOTE) and places it on the explore
 * graph (ADD_NOTE_TO_GRAPH). Image and recording notes upload their file first. A guest is asked to sign in.
 */
export function Editor({ emit }: WidgetProps<typeof editorAttributes>) {
  const t = useT();
  const user = useValue(session.signals.user);
  const opened = useValue(notes.signals.opened);
  const actions = useAction();
  const [notice, setNotice] = useState<Notice>(null);

  if (user.username === '') {
    return (
      <p className="tj-message" part="sign-in" role="note">
        {t('editor.signIn')}
      </p>
    );
  }
  // A note opened (or saved, or deleted) starts the form afresh from it.
  return (
    <NoteForm
      key={opened?._id ?? 'new'}
      note={opened}
      emit={emit}
      actions={actions}
      notice={notice}
      onNotice={setNotice}
    />
  );
}

interface NoteFormProps {
  readonly note: Note | null;
  readonly emit: Emit;
  readonly actions: Actions;
  readonly notice: Notice;
  readonly onNotice: (notice: Notice) => void;
}

function NoteForm({ note, emit, actions, notice, onNotice }: NoteFormProps) {
  const t = useT();
  const id = useId();
  const explore = useSearchWord(emit, 'entity');
  const [draft, setDraft] = useState<DraftFields>(() => draftOf(note));
  const [uploading, setUploading] = useState('');
  const title = note ? (noteTitle(note) ?? t('notes.untitled')) : '';
  const busy = actions.state.status === 'running';
  const fields = typeFields[draft.type];
  const kind: UploadKind | null = draft.type === 'image' || draft.type === 'recording' ? draft.type : null;
  // Spec 1 §6: a recording may be a video only for a role that may upload video.
  const ability = useValue(abilities);
  const mayUploadVideo = allows(ability, gates.uploadVideo);
  // Spec 1 §6: "add note as node" is a graph action of the role table; a role denied it is not offered the button.
  const mayAddToGraph = allowsGraphAction(ability, 'add_note_as_node');
  /** What is wrong with the file or address field, said beside it: a refused file, or none where one is needed. */
  const [fieldProblem, setFieldProblem] = useState('');
  const uploadFailed =
    actions.state.status === 'failed' && actions.state.name === 'upload'
      ? t('editor.uploadFailed', { name: uploading, message: actions.state.message })
      : '';
  const fileProblem = kind ? fieldProblem || uploadFailed : '';
  const edit = (change: Partial<DraftFields>) => {
    setDraft((current) => ({ ...current, ...change }));
    if ('noteUrl' in change || 'type' in change) setFieldProblem('');
  };

  /** Saves the note as drafted; `said` is what the learner is told once it is saved. */
  const saveDraft = (fields: DraftFields, said: (title: string) => string) =>
    actions.run('save', async () => {
      const saved = await notes.actions.save({ id: note?._id, type: fields.type, value: valueOf(fields, note?.value) });
      emit('tj-note-saved', { id: saved._id });
      onNotice({ text: said(noteTitle(saved) ?? t('notes.untitled')), alert: false });
    });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (isBlank(draft)) {
      onNotice({ text: t('editor.nothingToSave'), alert: true });
      return;
    }
    const missing = missingField(draft);
    if (missing) {
      setFieldProblem(missing === 'file' ? t(`editor.fileRequired.${kind ?? 'image'}`) : t('editor.urlRequired'));
      // Inside the element's shadow root, where document.getElementById does not look.
      event.currentTarget.querySelector<HTMLElement>(`#${CSS.escape(`${id}-${missing}`)}`)?.focus();
      return;
    }
    onNotice(null);
    await saveDraft(draft, (saved) => t('editor.saved', { title: saved }));
  };

  /** A task ticked in the preview: the text changes, and a note already saved is saved with it (its goal follows). */
  const tick = (index: number, done: boolean) => {
    const ticked = { ...draft, note: markTask(draft.note, index, done) };
    setDraft(ticked);
    if (note) void saveDraft(ticked, (saved) => t('editor.taskSaved', { title: saved }));
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>, kind: UploadKind) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(file, kind, acceptedTypes(kind, { video: mayUploadVideo }));
    if (problem) {
      setFieldProblem(
        problem.problem === 'tooLarge'
          ? t('editor.fileTooLarge', { name: file.name, max: problem.maxMegabytes })
          : t('editor.fileWrongType', { name: file.name, types: problem.types.join(', ') }),
      );
      return;
    }
    setFieldProblem('');
    onNotice(null);
    setUploading(file.name);
    await actions.run('upload', async () => {
      const stored = await notes.actions.upload(file);
      edit({ noteUrl: stored.Location });
      onNotice({ text: t('editor.uploaded', { name: file.name }), alert: false });
    });
  };

  const addToGraph = (saved: Note) => {
    const added = notes.actions.addToGraph(saved);
    if (added.outcome === 'added') emit('tj-note-added-to-graph', { id: saved._id, nodeId: added.nodeId });
    const label = noteLabel(saved);
    onNotice({
      text: added.outcome === 'added' ? t('editor.addedToGraph', { label }) : t('editor.alreadyOnGraph', { label }),
      alert: false,
    });
  };

  const startNew = () => {
    onNotice(null);
    actions.dismiss();
    notes.actions.open(null);
    emit('tj-note-open', { id: null });
  };

  return (
    <div className="editor">
      <form className="form" part="form" aria-labelledby={`${id}-heading`} onSubmit={(event) => void save(event)}>
        <h2 id={`${id}-heading`} className="heading" part="heading">
          {note ? t('editor.editHeading', { title }) : t('editor.newHeading')}
        </h2>
        <label htmlFor={`${id}-type`}>{t('editor.typeLabel')}</label>
        <select
          id={`${id}-type`}
          part="type"
          value={draft.type}
          onChange={(event) => edit({ type: noteTypeSchema.parse(event.target.value) })}
        >
          {noteTypeSchema.options.map((type: NoteType) => (
            <option key={type} value={type}>
              {t(`notes.type.${type}` as MessageKey)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-title`}>{t('editor.titleLabel')}</label>
        <input
          id={`${id}-title`}
          part="title"
          value={draft.noteTitle}
          onChange={(event) => edit({ noteTitle: event.target.value })}
        />
        {kind && (
          <>
            <label htmlFor={`${id}-file`}>{t(`editor.fileLabel.${kind}`)}</label>
            <input
              id={`${id}-file`}
              part="file"
              type="file"
              accept={acceptedTypes(kind, { video: mayUploadVideo }).join(',')}
              disabled={busy}
              aria-invalid={fileProblem !== ''}
              aria-describedby={
                [
                  kind === 'recording' && !mayUploadVideo ? `${id}-file-hint` : '',
                  fileProblem ? `${id}-file-problem` : '',
                ]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              onChange={(event) => void upload(event, kind)}
            />
            {fileProblem && (
              <p id={`${id}-file-problem`} className="tj-message field-problem" part="file-problem" role="alert">
                {fileProblem}
              </p>
            )}
            {kind === 'recording' && !mayUploadVideo && (
              <p id={`${id}-file-hint`} className="hint" part="file-hint">
                {t('editor.soundOnly')}
              </p>
            )}
          </>
        )}
        {fields.includes('url') && (
          <>
            <label htmlFor={`${id}-url`}>{t('editor.urlLabel')}</label>
            <input
              id={`${id}-url`}
              part="url"
              type="url"
              value={draft.noteUrl}
              aria-invalid={fieldProblem !== '' && !kind}
              aria-describedby={fieldProblem && !kind ? `${id}-url-problem` : undefined}
              onChange={(event) => edit({ noteUrl: event.target.value })}
            />
            {fieldProblem && !kind && (
              <p id={`${id}-url-problem`} className="tj-message field-problem" part="url-problem" role="alert">
                {fieldProblem}
              </p>
            )}
          </>
        )}
        {fields.includes('videoLabel') && (
          <>
            <label htmlFor={`${id}-video`}>{t('editor.videoLabelLabel')}</label>
            <input
              id={`${id}-video`}
              part="video-label"
              value={draft.videoLabel}
              onChange={(event) => edit({ videoLabel: event.target.value })}
            />
          </>
        )}
        {fields.includes('imageNote') && (
          <>
            <label htmlFor={`${id}-caption`}>{t('editor.captionLabel')}</label>
            <input
              id={`${id}-caption`}
              part="caption"
              value={draft.imageNote}
              onChange={(event) => edit({ imageNote: event.target.value })}
            />
          </>
        )}
        <label htmlFor={`${id}-text`}>{t('editor.textLabel')}</label>
        <textarea
          id={`${id}-text`}
          part="text"
          rows={8}
          aria-describedby={`${id}-hint`}
          value={draft.note}
          onChange={(event) => edit({ note: event.target.value })}
        />
        <p id={`${id}-hint`} className="hint" part="hint">
          {t('editor.textHint')}
        </p>
        <label htmlFor={`${id}-tags`}>{t('editor.tagsLabel')}</label>
        <input
          id={`${id}-tags`}
          part="tags"
          value={draft.tags}
          onChange={(event) => edit({ tags: event.target.value })}
        />
        <div className="actions" part="actions">
          <button type="submit" className="lookup-button" part="save" disabled={busy} aria-busy={busy}>
            {actions.state.status === 'running' && actions.state.name === 'save'
              ? t('editor.saving')
              : t('editor.save')}
          </button>
          <button type="button" className="secondary" part="new" onClick={startNew}>
            {t('editor.new')}
          </button>
          {note && mayAddToGraph && (
            <button type="button" className="secondary" part="add-to-graph" onClick={() => addToGraph(note)}>
              {t('editor.addToGraph')}
            </button>
          )}
          {note && (
            <DeleteNote
              note={note}
              title={title}
              onDeleted={() => {
                emit('tj-note-deleted', { id: note._id });
                onNotice({ text: t('notes.deleted', { title }), alert: false });
              }}
            />
          )}
        </div>
        <Status actions={actions} notice={notice} uploading={uploading} />
        {note && (
          <div className="note-extras" part="note-extras">
            <NoteGoals note={note} title={title} onDetached={(text) => onNotice({ text, alert: false })} />
            <NoteInsight note={note} title={title} onCitation={explore} />
          </div>
        )}
      </form>
      <section className="preview" part="preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>{t('editor.preview')}</h3>
        <NoteMedia type={draft.type} noteUrl={draft.noteUrl} alt={draft.imageNote || draft.noteTitle} />
        {draft.note.trim() === '' ? (
          <p className="hint">{t('editor.previewEmpty')}</p>
        ) : (
          <NoteText text={draft.note} onExplore={explore} onTask={tick} />
        )}
      </section>
    </div>
  );
}

/** Progress of a save or an upload, why a save failed and what to do, or what was done. */
function Status({ actions, notice, uploading }: { actions: Actions; notice: Notice; uploading: string }) {
  const t = useT();
  const { state } = actions;
  if (state.status === 'running') {
    return (
      <p className="lookup-loading" part="progress" role="status" aria-busy="true">
        <span className="lookup-spinner" aria-hidden="true" />
        {state.name === 'upload' ? t('editor.uploading', { name: uploading }) : t('editor.saving')}
      </p>
    );
  }
  // A refused upload is said beside its file field.
  if (state.status === 'failed' && state.name !== 'upload') {
    return (
      <p className="tj-message" part="failure" role="alert">
        {t('editor.saveFailed', { message: state.message })}
      </p>
    );
  }
  if (!notice) return <p className="notice" part="status" role="status" />;
  return (
    <p
      className={notice.alert ? 'tj-message' : 'notice'}
      part={notice.alert ? 'failure' : 'status'}
      role={notice.alert ? 'alert' : 'status'}
    >
      {notice.text}
    </p>
  );
}
