import { describe, expect, it } from 'vitest';
import type { EntitiesAnswer, KnowledgeEntity } from '../../src/contract/knowledge.ts';
import type { Thought } from '../../src/contract/thought.ts';
import type { LookupResult } from '../../src/search/fan-out.ts';
import { thoughtFacts } from './thought-facts.ts';

const einstein: KnowledgeEntity = {
  text: 'Albert Einstein',
  start: 0,
  end: 15,
  term: 'Albert Einstein',
  synsetId: 'n10974490',
  named: true,
  category: 'person',
  definition: 'physicist born in Germany (1879-1955)',
  instanceOf: [{ label: 'physicist', synsetId: 'n10447768' }],
  isA: [],
};

const word = (text: string, lang = 'hi'): Thought => ({ word: text, label: text, type: 'string', lang });

const ready = (thought: Thought, entities: KnowledgeEntity[]): LookupResult<EntitiesAnswer> => ({
  status: 'ready',
  thought,
  data: { searchTerm: thought.word, entities, suggestions: [], language: 'en' },
  error: undefined,
});

describe("thoughtFacts (Detail: the thought's kind and language)", () => {
  it('calls a named person a person, in the language of the knowledge, not of the interface', () => {
    const thought = word('Albert Einstein');
    expect(thoughtFacts(thought, ready(thought, [einstein]))).toEqual({
      kind: 'person',
      language: 'en',
      definition: 'physicist born in Germany (1879-1955)',
    });
  });

  it('calls a named place a place, another named thing by its category, and a kind of thing a word', () => {
    const paris = word('Paris');
    const place = { ...einstein, text: 'Paris', end: 5, category: 'location' };
    expect(thoughtFacts(paris, ready(paris, [place]))?.kind).toBe('place');
    const tower = word('Eiffel Tower');
    const artifact = { ...einstein, text: 'Eiffel Tower', end: 12, category: 'artifact' };
    expect(thoughtFacts(tower, ready(tower, [artifact]))).toMatchObject({ kind: 'entity', category: 'artifact' });
    expect(thoughtFacts(paris, ready(paris, [place]))).not.toHaveProperty('category');
    const dog = word('dog');
    const kind = { ...einstein, text: 'dog', end: 3, named: false, category: 'animal', definition: 'a canine' };
    expect(thoughtFacts(dog, ready(dog, [kind]))).toEqual({ kind: 'string', language: 'en', definition: 'a canine' });
  });

  it('gives a word reached from the graph the kind it has when searched', () => {
    const searched = word('ground water', 'en');
    const reached: Thought = { ...searched, type: 'entity' };
    const water = { ...einstein, text: 'ground water', end: 12, named: false, category: 'object' };
    expect(thoughtFacts(reached, ready(reached, [water]))).toEqual(thoughtFacts(searched, ready(searched, [water])));
    const unknown: Thought = { ...word('groundish', 'en'), type: 'entity' };
    expect(thoughtFacts(unknown, ready(unknown, [einstein]))?.kind).toBe('string');
  });

  it("keeps the thought's own type and language when the word is not one thing the knowledge knows", () => {
    const two = word('Albert Einstein and Paris');
    const paris = { ...einstein, text: 'Paris', start: 20, end: 25, category: 'location' };
    expect(thoughtFacts(two, ready(two, [einstein, paris]))).toEqual({ kind: 'string', language: 'hi' });
    // A word it knows nothing in is, besides, not found (Detail says so instead of its kind).
    const unknown = word('कुत्ता');
    expect(thoughtFacts(unknown, ready(unknown, []))).toEqual({ kind: 'string', language: 'hi', meant: [] });
    const failed: LookupResult<EntitiesAnswer> = {
      status: 'error',
      thought: unknown,
      data: undefined,
      error: new Error('down'),
    };
    expect(thoughtFacts(unknown, failed)).toEqual({ kind: 'string', language: 'hi' });
  });

  it("says nothing while the word is looked up, or while the answer is an earlier thought's", () => {
    const thought = word('Albert Einstein');
    const loading: LookupResult<EntitiesAnswer> = { status: 'loading', thought, data: undefined, error: undefined };
    expect(thoughtFacts(thought, loading)).toBe(null);
    expect(thoughtFacts(thought, ready(word('Albert Einstein'), [einstein]))).toBe(null);
  });

  it("gives a note, a graph or a quest its own type and language: they are the learner's words", () => {
    const note: Thought = { word: 'my note', label: 'my note', type: 'note', lang: 'de' };
    const idle: LookupResult<EntitiesAnswer> = { status: 'idle', thought: null, data: undefined, error: undefined };
    expect(thoughtFacts(note, idle)).toEqual({ kind: 'note', language: 'de' });
  });
});

describe('thoughtFacts of a word the knowledge source does not know', () => {
  it('gives the words the learner may have meant, and no kind of its own to call it by', () => {
    const thought = word('photosinthesis', 'en');
    const suggestion = {
      term: 'photosynthesis',
      key: 'photosynthesis',
      kind: 'fuzzy' as const,
      frequency: 0,
      distance: 1,
    };
    const answer: LookupResult<EntitiesAnswer> = {
      status: 'ready',
      thought,
      data: { searchTerm: thought.word, entities: [], suggestions: [suggestion], language: 'en' },
      error: undefined,
    };
    expect(thoughtFacts(thought, answer)).toMatchObject({ meant: ['photosynthesis'] });
    expect(thoughtFacts(thought, ready(thought, []))?.meant).toEqual([]);
  });

  it('gives none for a known word, nor for a graph, whose own words are not looked up', () => {
    const thought = word('Albert Einstein');
    expect(thoughtFacts(thought, ready(thought, [einstein]))?.meant).toBe(undefined);
    const graph: Thought = { word: 'Water cycle', type: 'graph', lang: 'en' };
    expect(thoughtFacts(graph, ready(graph, []))?.meant).toBe(undefined);
  });
});
