import { describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/contract/uploads.ts';
import type { NoteToSave } from '../../src/notes/notes.ts';
import { createDrawingSaver, drawingFileName } from './save-drawing.ts';

const stored = (n: number): StoredFile => ({
  fileId: `f${n}`,
  Location: `/api/v1/file/f${n}`,
  kind: 'image',
  type: 'image/png',
  size: 10,
  name: 'drawing.png',
});

function rig({ failSaves = 0 } = {}) {
  const uploads: File[] = [];
  const saves: NoteToSave[] = [];
  const saver = createDrawingSaver({
    upload: async (file) => {
      uploads.push(file);
      return stored(uploads.length);
    },
    save: async (draft) => {
      saves.push(draft);
      if (saves.length <= failSaves) throw new Error('Server not responding');
      return { _id: `n${saves.length}`, type: draft.type, value: draft.value };
    },
  });
  return { saver, uploads, saves };
}

const at = new Date('2026-11-24T05:01:02Z');
const png = async () => new Blob(['png'], { type: 'image/png' });

describe('saving a drawing', () => {
  it('uploads the PNG and makes an image note of it', async () => {
    const { saver, uploads, saves } = rig();
    const note = await saver.save({ version: 1, png, title: 'Leaf', at });
    expect(uploads[0]?.name).toBe('drawing-2026-11-24T05-01-02.png');
    expect(uploads[0]?.type).toBe('image/png');
    expect(await uploads[0]?.text()).toBe('png');
    expect(saves).toEqual([{ type: 'image', value: { noteUrl: '/api/v1/file/f1', noteTitle: 'Leaf' } }]);
    expect(note.type).toBe('image');
  });

  it('does not upload an unchanged drawing again when only its note failed', async () => {
    const { saver, uploads, saves } = rig({ failSaves: 1 });
    await expect(saver.save({ version: 1, png, title: 'Leaf', at })).rejects.toThrow('Server not responding');
    await saver.save({ version: 1, png, title: 'Leaf', at });
    expect(uploads).toHaveLength(1);
    expect(saves).toHaveLength(2);
    // A changed drawing is a new file.
    await saver.save({ version: 2, png, title: 'Leaf', at });
    expect(uploads).toHaveLength(2);
    expect(saves[2]?.value.noteUrl).toBe('/api/v1/file/f2');
  });

  it('names drawings by their time', () => {
    expect(drawingFileName(new Date('2026-01-02T03:04:05.678Z'))).toBe('drawing-2026-01-02T03-04-05.png');
  });
});
