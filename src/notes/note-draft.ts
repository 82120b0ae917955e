// What the Editor edits: a note's fields as text, whichever its type (spec 1 §3 Note value: note, noteUrl,
// noteTitle, type, label, imageNote, videoLabel; the kit adds tags), and back to the value it saves.
import type { Note, NoteType, NoteValue } from '../contract/notes.ts';

export interface DraftFields {
  readonly type: NoteType;
  readonly noteTitle: string;
  /** The text, in the note markup. */
  readonly note: string;
  /** The uploaded file (image, recording) or the address (3d, page, video). */
  readonly noteUrl: string;
  /** An image's caption. */
  readonly imageNote: string;
  /** A video's title. */
  readonly videoLabel: string;
  /** Comma-separated. */
  readonly tags: string;
}

/** Which fields each type shows besides its title, text and tags. */
export const typeFields: Readonly<Record<NoteType, readonly ('file' | 'url' | 'imageNote' | 'videoLabel')[]>> = {
  note: [],
  image: ['file', 'imageNote'],
  recording: ['file'],
  '3d': ['url'],
  page: ['url'],
  video: ['url', 'videoLabel'],
};

export function draftOf(note: Note | null): DraftFields {
  const value = note?.value ?? {};
  return {
    type: note?.type ?? 'note',
    noteTitle: value.noteTitle ?? '',
    note: value.note ?? '',
    noteUrl: value.noteUrl ?? '',
    imageNote: value.imageNote ?? '',
    videoLabel: value.videoLabel ?? '',
    tags: (value.tags ?? []).join(', '),
  };
}

const TEXT_FIELDS = ['noteTitle', 'note', 'noteUrl', 'imageNote', 'videoLabel'] as const;

/** The value to save: the draft's non-blank fields over what else the note held (a change replaces the value). */
export function valueOf(draft: DraftFields, base: NoteValue = {}): NoteValue {
  const value: Record<string, unknown> = { ...base };
  for (const field of TEXT_FIELDS) {
    const text = draft[field].trim() === '' ? undefined : field === 'note' ? draft[field] : draft[field].trim();
    if (text === undefined) delete value[field];
    else value[field] = text;
  }
  const tags = [
    ...new Set(
      draft.tags
        .split(',')
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    ),
  ];
  if (tags.length > 0) value['tags'] = tags;
  else delete value['tags'];
  return value;
}

/** Nothing to save: no title, text, file, address, caption or video title. */
export const isBlank = (draft: DraftFields) => TEXT_FIELDS.every((field) => draft[field].trim() === '');

/**
 * The field a note of the draft's type cannot be saved without, when it is empty: an image or a recording shows its
 * file, a 3D note its model's address.
 */
export function missingField(draft: DraftFields): 'file' | 'url' | null {
  if (draft.noteUrl.trim() !== '') return null;
  if (draft.type === 'image' || draft.type === 'recording') return 'file';
  return draft.type === '3d' ? 'url' : null;
}
