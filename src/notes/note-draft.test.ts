import { describe, expect, it } from 'vitest';
import type { Note } from '../contract/notes.ts';
import { draftOf, isBlank, valueOf } from './note-draft.ts';
import { uploadProblem } from './upload-check.ts';

const stored: Note = {
  _id: 'n1',
  type: 'video',
  value: { noteTitle: 'Leaves', noteUrl: 'https://video.example/a', videoLabel: 'Leaves', tags: ['a'], extra: 1 },
};

describe('the Editor’s draft', () => {
  it('starts blank for a new note, and from the note’s fields for a stored one', () => {
    expect(isBlank(draftOf(null))).toBe(true);
    expect(draftOf(stored)).toEqual({
      type: 'video',
      noteTitle: 'Leaves',
      note: '',
      noteUrl: 'https://video.example/a',
      imageNote: '',
      videoLabel: 'Leaves',
      tags: 'a',
    });
  });

  it('saves the non-blank fields over what else the note held, the text as written, tags once each', () => {
    const draft = { ...draftOf(stored), noteTitle: ' Leaves 2 ', note: '  keep  ', videoLabel: ' ', tags: 'b, , b ,c' };
    expect(valueOf(draft, stored.value)).toEqual({
      noteTitle: 'Leaves 2',
      note: '  keep  ',
      noteUrl: 'https://video.example/a',
      tags: ['b', 'c'],
      extra: 1,
    });
  });
});

describe('uploadProblem', () => {
  it('takes an image of an allowed type and size, and refuses another type or a larger file', () => {
    expect(uploadProblem({ type: 'image/png', size: 10 }, 'image')).toBeNull();
    expect(uploadProblem({ type: 'image/svg+xml', size: 10 }, 'image')).toMatchObject({ problem: 'wrongType' });
    expect(uploadProblem({ type: 'video/webm', size: 41 * 1024 * 1024 }, 'recording')).toEqual({
      problem: 'tooLarge',
      maxMegabytes: 40,
    });
  });
});
