import { describe, expect, it } from 'vitest';
import type { CustomElementDeclaration } from 'custom-elements-manifest/schema';
import { widgetRegistry } from '../registry.ts';
import { KIT_MODULE, kitManifest } from './manifest.ts';
import { repositorySources } from './sources.ts';

const sources = repositorySources(widgetRegistry);
const manifest = kitManifest(sources);
const [module] = manifest.modules;
const declarations = (module?.declarations ?? []) as CustomElementDeclaration[];
const byTag = new Map(declarations.map((declaration) => [declaration.tagName, declaration]));

describe("the kit's custom-elements.json", () => {
  it('is one module, the loader, that defines every widget of the registry and nothing else', () => {
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(manifest.modules).toHaveLength(1);
    expect(module?.path).toBe(KIT_MODULE);
    const tags = widgetRegistry.map((entry) => entry.tag).sort();
    expect(declarations.map((declaration) => declaration.tagName).sort()).toEqual(tags);
    expect(module?.exports?.map((definition) => definition.name).sort()).toEqual(tags);
  });

  it.each(widgetRegistry.map((entry) => [entry.name, entry.tag] as const))(
    '<%s> has its description, parts, the kit’s custom properties and `lang`',
    (name, tag) => {
      const declaration = byTag.get(tag);
      expect(declaration?.description?.length, 'description').toBeGreaterThan(40);
      expect(declaration?.cssParts?.map((part) => part.name)).toContain('widget');
      for (const part of declaration?.cssParts ?? []) expect(part.description, part.name).not.toBe('');
      expect(declaration?.cssProperties?.map((property) => property.name)).toContain('--tj-accent');
      expect(declaration?.attributes?.find((attribute) => attribute.name === 'lang')?.type?.text).toBe(
        "'en' | 'hi' | 'es' | 'de'",
      );
      for (const event of declaration?.events ?? []) expect(event.type?.text, name).toMatch(/^CustomEvent<\{.+\}>$/);
    },
  );

  it('lists every token of the kit’s stylesheet with its default and description', () => {
    const properties = declarations[0]?.cssProperties ?? [];
    const declared = [...sources.tokensCss.matchAll(/^\s*(--tj-[a-z-]+):/gm)].map((match) => match[1]);
    expect(properties.map((property) => property.name)).toEqual(declared);
    for (const property of properties) expect(property.description, property.name).toMatch(/\w/);
    expect(properties.find((property) => property.name === '--tj-accent')).toMatchObject({
      default: '#2f6fde',
      syntax: '<color>',
    });
  });

  it('gives a flag, a text and a choice their TypeScript types', () => {
    const attributes = byTag.get('tj-search-engine')?.attributes ?? [];
    expect(Object.fromEntries(attributes.map((attribute) => [attribute.name, attribute.type?.text]))).toEqual({
      word: 'string',
      'thought-type': "'string' | 'entity'",
      suggestions: 'boolean',
      lang: "'en' | 'hi' | 'es' | 'de'",
    });
  });

  it('lists each attribute of a widget as its camelCase property, which reflects to it', () => {
    const declaration = byTag.get('tj-search-engine');
    expect(declaration?.members).toEqual([
      expect.objectContaining({
        kind: 'field',
        name: 'word',
        type: { text: 'string' },
        attribute: 'word',
        reflects: true,
      }),
      expect.objectContaining({
        name: 'thoughtType',
        type: { text: "'string' | 'entity'" },
        attribute: 'thought-type',
      }),
      expect.objectContaining({ name: 'suggestions', type: { text: 'boolean' }, attribute: 'suggestions' }),
    ]);
    expect(declaration?.attributes?.find((attribute) => attribute.name === 'thought-type')?.fieldName).toBe(
      'thoughtType',
    );
    for (const { attributes = [], members = [] } of declarations) {
      const own = attributes.filter((attribute) => attribute.name !== 'lang');
      expect(members.map((member) => member.name)).toEqual(own.map((attribute) => attribute.fieldName));
    }
  });
});
