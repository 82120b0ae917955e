import { describe, expect, it } from 'vitest';
import { questionsIn } from './questions.ts';

describe('questionsIn', () => {
  it('reads the list items as questions, without the relation the offline engine cites after them', () => {
    const offline =
      '- How is dog connected to canine? (is a kind of: [canine](#search/canine))\n' +
      '- How is dog connected to domestic\\_animal? (is a kind of: [domestic animal](#search/domestic%20animal))\n\n' +
      '_No language model is configured on this server._\n';
    expect(questionsIn(offline)).toEqual([
      'How is dog connected to canine?',
      'How is dog connected to domestic_animal?',
    ]);
  });

  it('reads numbered items and emphasis, skips prose and repeats, and finds none in prose alone', () => {
    expect(questionsIn('Here you go:\n1. **Why** do dogs bark?\n2) What do dogs eat\n- Why do dogs bark?')).toEqual([
      'Why do dogs bark?',
      'What do dogs eat',
    ]);
    expect(questionsIn('The dictionary knows nothing related to “zzqx”.')).toEqual([]);
  });
});
