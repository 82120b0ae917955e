import { describe, expect, it } from 'vitest';
import { cleanTags } from './graph-library.ts';

describe('cleanTags', () => {
  it('trims tags, makes inner spaces single and drops empty ones and repeats in any case', () => {
    expect(cleanTags([' biology', 'Biology ', '', '  ', 'earth   science', 'Earth Science', 'revision'])).toEqual([
      'biology',
      'earth science',
      'revision',
    ]);
  });
});
