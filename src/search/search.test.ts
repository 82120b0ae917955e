import { describe, expect, it } from 'vitest';
import { setThought, thought } from './thought.ts';

describe('thought', () => {
  it('takes a trimmed word with the spec defaults (type string, lang en)', () => {
    setThought({ word: '  photosynthesis ' });
    expect(thought.value).toEqual({ word: 'photosynthesis', label: 'photosynthesis', type: 'string', lang: 'en' });
  });

  it('ignores blank words', () => {
    setThought({ word: 'Paris', type: 'entity' });
    setThought({ word: '   ' });
    expect(thought.value?.word).toBe('Paris');
  });

  it('does not notify again for the thought already shown', () => {
    setThought({ word: 'dog' });
    const before = thought.value;
    setThought({ word: 'dog ' });
    expect(thought.value).toBe(before);
  });
});
