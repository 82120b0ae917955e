import { beforeAll, describe, expect, it } from 'vitest';
import type { KnowledgeEngine } from './engine.ts';
import { testEngine } from '../testing/knowledge-engine.ts';

let engine: KnowledgeEngine;
beforeAll(async () => {
  engine = await testEngine();
});

const labels = (terms: { label: string }[]) => terms.map((term) => term.label);

describe('wikidataCard (POST /custom/wikidata)', () => {
  it('gives is-a, parts, members and synonyms of a kind', () => {
    const card = engine.wikidataCard('dog');
    expect(card).toMatchObject({
      found: true,
      term: 'dog',
      synsetId: 'n02086723',
      partOfSpeech: 'noun',
      category: 'noun.animal',
    });
    expect(labels(card.facts.isA)).toEqual(['canine', 'domestic animal']);
    expect(labels(card.facts.memberOf)).toEqual(expect.arrayContaining(['Canis', 'pack']));
    expect(labels(card.facts.parts)).toEqual(['flag']);
    expect(card.facts.synonyms).toEqual(['domestic dog', 'Canis familiaris']);
    expect(card.facts.kinds.length).toBe(12);
    expect(card.otherSenses[0]?.definition).toMatch(/unattractive/);
  });

  it('gives instance-of and part-of for a named thing', () => {
    const card = engine.wikidataCard('Paris');
    expect(labels(card.facts.instanceOf)).toEqual(['national capital']);
    expect(labels(card.facts.partOf)).toEqual(['France']);
    expect(labels(card.facts.parts)).toContain('Eiffel Tower');
    expect(card.facts.isA).toEqual([]);
  });

  it('lists a related term once, though two senses share its name: Paris has the Tuileries once', () => {
    const parts = labels(engine.wikidataCard('Paris').facts.parts);
    expect(parts.filter((label) => label === 'Tuileries')).toHaveLength(1);
    expect(parts.slice(0, 5)).toEqual(['Bastille', 'Eiffel Tower', 'Louvre', 'Paris University', 'Tuileries']);
    expect(engine.snippet('Paris', { perRelation: 6 }).text).toContain(
      'Its parts include Bastille, Eiffel Tower, Louvre, Paris University, Tuileries and Left Bank.',
    );
  });

  it('gives the domain of a term and its antonyms', () => {
    expect(labels(engine.wikidataCard('photosynthesis').facts.domain).length).toBeGreaterThan(0);
    expect(
      engine.wikidataCard('good', {
        synsetId: engine
          .lookup('good')
          .senses.map((s) => engine.index.id(s))
          .find((id) => id.startsWith('a')),
      }).facts.antonyms,
    ).toEqual(['bad']);
  });

  it.each(['bear', 'duck', 'bat', 'judge', 'train', 'desert', 'dance', 'telescope'])(
    'opens "%s" on its noun sense, with the verb among the other senses',
    (word) => {
      const card = engine.wikidataCard(word);
      expect(card.partOfSpeech).toBe('noun');
      expect(card.otherSenses.map((sense) => sense.partOfSpeech)).toContain('verb');
      expect(engine.snippet(word).partOfSpeech).toBe('noun');
      expect(engine.entityCluster(word).path[0]).toBe('entity');
      expect(engine.entities(word).entities[0]?.synsetId).toBe(card.synsetId);
    },
  );

  it('answers an unknown word with no facts and suggestions', () => {
    const card = engine.wikidataCard('photosynthesys');
    expect(card).toMatchObject({ found: false, synsetId: null, description: '' });
    expect(card.facts.isA).toEqual([]);
    expect(card.suggestions.length).toBeGreaterThan(0);
  });
});
