/// <reference types="mocha" />
import { expect } from '@open-wc/testing';
import { kebabCase, type AttributeSpecs } from '../../src/elements/attributes.ts';
import { widgetRegistry } from '../registry.ts';
import { readWidgetReadme } from './widget-readme.ts';

/**
 * The manifest and typings take each widget's attributes from its README (kit-api/manifest.ts); this holds the
 * README to what the widget reads: the same attributes, in order, with the same values. In the browser, since some
 * components need a window when imported.
 */
const readmes = import.meta.glob<string>('../*/README.md', { query: '?raw', import: 'default', eager: true });
const components = import.meta.glob<Record<string, unknown>>('../*/*.tsx');
const pascal = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase());

async function attributeSpecs(name: string): Promise<AttributeSpecs> {
  const load = components[`../${name}/${pascal(name)}.tsx`];
  if (!load) throw new Error(`widgets/${name}/${pascal(name)}.tsx is missing`);
  const specs = Object.entries(await load()).find(([key]) => key.endsWith('Attributes'))?.[1];
  if (!specs) throw new Error(`widgets/${name}/${pascal(name)}.tsx exports no attribute specs`);
  return specs as AttributeSpecs;
}

describe("each widget's README attributes", () => {
  for (const { name } of widgetRegistry) {
    it(`${name}: are the ones the widget reads, with the same values`, async () => {
      const specs = await attributeSpecs(name);
      const documented = readWidgetReadme(readmes[`../${name}/README.md`] ?? '').attributes;
      const read = Object.entries(specs).map(([key, spec]) => ({ name: kebabCase(key), type: spec.type }));
      expect(documented.map(({ name: attribute, type }) => ({ name: attribute, type }))).to.deep.equal(read);
    });
  }
});
