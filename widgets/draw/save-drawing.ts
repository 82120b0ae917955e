// A drawing kept as an image note (issue 15): its PNG uploaded (POST /file), then an image note made of it. What the
// server already holds is not sent twice: a drawing unchanged since its upload only makes its note.
import type { Note } from '../../src/contract/notes.ts';
import type { StoredFile } from '../../src/contract/uploads.ts';
import type { Notes } from '../../src/notes/notes.ts';

export const DRAWING_TYPE = 'image/png';

/** drawing-2026-11-24T05-01-02.png */
export const drawingFileName = (at: Date) => `drawing-${at.toISOString().slice(0, 19).replaceAll(':', '-')}.png`;

export interface DrawingSaver {
  /**
   * Uploads the drawing of this version (unless it is already uploaded) and makes its note. Rejects with the
   * ApiError; the drawing stays as it is.
   */
  save(drawing: { version: number; png: () => Promise<Blob>; title: string; at: Date }): Promise<Note>;
}

export function createDrawingSaver(actions: Pick<Notes['actions'], 'upload' | 'save'>): DrawingSaver {
  let uploaded: { version: number; file: StoredFile } | null = null;
  return {
    async save({ version, png, title, at }) {
      if (uploaded?.version !== version) {
        const file = new File([await png()], drawingFileName(at), { type: DRAWING_TYPE });
        uploaded = { version, file: await actions.upload(file) };
      }
      return actions.save({ type: 'image', value: { noteUrl: uploaded.file.Location, noteTitle: title } });
    },
  };
}
