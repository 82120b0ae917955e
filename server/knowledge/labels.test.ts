import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../src/contract/locales.ts';
import { knowledgeLabels, type LabelledGroup, type LabelledRelation } from './labels.ts';
import { relationGroups, relations } from './relations.ts';
import { lexNames } from './wordnet-parser.ts';

const allRelations: LabelledRelation[] = [...relations, 'synonym', 'sense'];
const allGroups: LabelledGroup[] = [...relationGroups.map((group) => group.id), 'synonyms', 'senses'];

describe('the knowledge engine’s labels', () => {
  it.each(supportedLocales)('name every relation, group and kind of sense in %s', (lang) => {
    const labels = knowledgeLabels(lang);
    const named = [
      ...allRelations.map((relation) => labels.relation(relation)),
      ...allGroups.map((group) => labels.group(group)),
      ...lexNames.map((lexName) => labels.kind(lexName)),
    ];
    expect(named.filter((name) => name.startsWith('knowledge.'))).toEqual([]);
  });

  it('read as English by default, and as the learner reads otherwise', () => {
    expect(knowledgeLabels().relation('hypernym')).toBe('is a kind of');
    expect(knowledgeLabels('es').relation('hypernym')).toBe('es un tipo de');
    expect(knowledgeLabels('hi').group('senses')).toBe('अन्य अर्थ');
    expect(knowledgeLabels('de').kind('noun.location')).toBe('Ort');
  });
});
