import { describe, expect, it } from 'vitest';
import { attribute, kebabCase, parseAttributes } from './attributes.ts';

const specs = {
  word: attribute.text(),
  lang: attribute.oneOf(['en', 'hi', 'es', 'de'], 'en'),
  range: attribute.number(8, { min: 1, max: 50 }),
  autoFocus: attribute.flag(),
};

describe('parseAttributes', () => {
  it('reads kebab-case attributes into typed values with defaults', () => {
    const attrs: Record<string, string> = { word: 'Paris', 'auto-focus': '' };
    const { values, problems } = parseAttributes(specs, (name) => attrs[name] ?? null);
    expect(problems).toEqual([]);
    expect(values).toEqual({ word: 'Paris', lang: 'en', range: 8, autoFocus: true });
  });

  it('reports unusable values instead of throwing', () => {
    const attrs: Record<string, string> = { lang: 'fr', range: 'lots' };
    const { problems } = parseAttributes(specs, (name) => attrs[name] ?? null);
    expect(problems.map((problem) => problem.attribute)).toEqual(['lang', 'range']);
    expect(problems[0]?.expected).toEqual(['elements.expectedOneOf', { options: 'en, hi, es, de' }]);
  });

  it('turns camelCase names into kebab-case', () => {
    expect(kebabCase('toggleGraphLibraryView')).toBe('toggle-graph-library-view');
  });
});
