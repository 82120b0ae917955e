import { describe, expect, it } from 'vitest';
import { headingOf, plainLines, plainSentences } from './plain-text.ts';

describe('plain text of Markdown', () => {
  it('says the words of a note without its syntax', () => {
    const note = [
      '# Photosynthesis',
      '',
      '**Chlorophyll** in [[chloroplasts]] absorbs _red_ and `blue` light (see [the leaf](/note/1)).',
      '',
      '- [x] Learn the word equation',
      '- Draw a <b>chloroplast</b>',
      '',
      '> Leaves look green.',
    ].join('\n');
    expect(plainLines(note)).toEqual([
      'Chlorophyll in chloroplasts absorbs red and blue light (see the leaf).',
      'Learn the word equation',
      'Draw a chloroplast',
      'Leaves look green.',
    ]);
  });

  it('leaves headings and code out, and reads a table row by row', () => {
    const text = '## Rules\n\n```js\nlet x = 1;\n```\n\n| Day | Hours |\n|---|---|\n| Monday | 8 to 5 |';
    expect(plainLines(text)).toEqual(['Day, Hours', 'Monday, 8 to 5']);
    expect(plainLines('<div>\nQuiet <b>please</b>.\n</div>')).toEqual(['Quiet please.']);
  });

  it('splits what it says into sentences, paragraph by paragraph', () => {
    expect(plainSentences('The library opens at 8. Students may borrow four books.\n\nFines are *small*.')).toEqual([
      'The library opens at 8.',
      'Students may borrow four books.',
      'Fines are small.',
    ]);
  });

  it('reads the first heading as its words', () => {
    expect(headingOf('Intro.\n\n## The *school* library\n\n# Rules')).toBe('The school library');
    expect(headingOf('No heading here.')).toBeUndefined();
  });
});
