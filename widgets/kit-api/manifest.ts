// The kit's Custom Elements Manifest (custom-elements.json, schema 2.1 of the custom-elements-manifest standard):
// every widget of the registry with its tag, description, attributes, properties (members), events, CSS custom
// properties and CSS parts. Built from the widgets' READMEs, the registry and the kit's tokens (src/elements/tokens.css); the build
// writes it beside the loader (kit-api/vite-plugin.ts), and the typings are made from it (kit-api/typings.ts).
import type {
  Attribute,
  CssCustomProperty,
  CustomElementDeclaration,
  CustomElementExport,
  CustomElementField,
  Package,
} from 'custom-elements-manifest/schema';
import type { AttributeType } from '../../src/elements/attributes.ts';
import type { WidgetEntry } from '../../src/elements/widget-entry.ts';
import { supportedLocales } from '../../src/contract/locales.ts';
import { readWidgetReadme, type DocumentedAttribute } from './widget-readme.ts';

/** The loader, as the manifest's module path: the manifest sits beside it in kit/. */
export const KIT_MODULE = 'tj-kit.js';

/** What the manifest is made of: the registry's widgets, each one's README, and the tokens' stylesheet. */
export interface ManifestSources {
  readonly widgets: readonly Pick<WidgetEntry, 'name' | 'tag'>[];
  readonly readme: (name: string) => string;
  readonly tokensCss: string;
}

/** Attributes every widget takes from the element shell (src/elements/ElementShell.tsx), listed with each widget. */
export const shellAttributes: readonly DocumentedAttribute[] = [
  {
    name: 'lang',
    type: { kind: 'oneOf', options: supportedLocales },
    default: 'the page’s language',
    description:
      'The language the widget shows, whatever the visitor’s browser says (a regional tag such as `de-AT` counts as ' +
      '`de`; another language is ignored). Without it the widget follows `<meta name="tj-lang" content="…">`, else ' +
      'the learner’s choice, else the browser’s language.',
  },
];

export function kitManifest({ widgets, readme, tokensCss }: ManifestSources): Package {
  const cssProperties = tokens(tokensCss);
  const declarations: CustomElementDeclaration[] = widgets.map(({ name, tag }) => {
    const doc = readWidgetReadme(readme(name));
    return {
      kind: 'class',
      customElement: true,
      name: className(tag),
      tagName: tag,
      description: doc.description,
      attributes: [...doc.attributes, ...shellAttributes].map(attribute),
      members: doc.attributes.map(property),
      events: doc.events.map(({ name: event, detail, description }) => ({
        name: event,
        type: { text: `CustomEvent<${detail}>` },
        description,
      })),
      cssProperties,
      cssParts: doc.parts.map(({ name: part, description }) => ({ name: part, description })),
    };
  });
  const exports: CustomElementExport[] = declarations.map((declaration) => ({
    kind: 'custom-element-definition',
    name: declaration.tagName ?? '',
    declaration: { name: declaration.name, module: KIT_MODULE },
  }));
  return {
    schemaVersion: '2.1.0',
    readme: 'Thoughtkit: one script tag (tj-kit.js) defines every widget below when its tag first appears.',
    modules: [{ kind: 'javascript-module', path: KIT_MODULE, declarations, exports }],
  };
}

/** `tj-graph-explore` → `TjGraphExploreElement`: the element's interface in the typings. */
export const className = (tag: string) =>
  `${tag.replace(/(^|-)([a-z0-9])/g, (_match, _dash, letter: string) => letter.toUpperCase())}Element`;

function attribute({ name, type, default: fallback, description }: DocumentedAttribute): Attribute {
  return { name, type: { text: typeText(type) }, default: fallback, description, fieldName: camelCase(name) };
}

/**
 * The widget's own attribute as its property (src/elements/properties.ts), which reflects to it. The shell's `lang`
 * has none of the kit's: it is HTMLElement's own.
 */
function property(documented: DocumentedAttribute): CustomElementField {
  const { name, type, default: fallback, description } = attribute(documented);
  return {
    kind: 'field',
    name: camelCase(name),
    type,
    default: fallback,
    description,
    attribute: name,
    reflects: true,
  };
}

/** `thought-type` → `thoughtType`: the property of an attribute. */
const camelCase = (name: string) => name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The TypeScript type a page may give the attribute (JSX sets a flag as present when true). */
export function typeText(type: AttributeType): string {
  switch (type.kind) {
    case 'text':
      return 'string';
    case 'flag':
      return 'boolean';
    case 'number':
      return 'number';
    case 'oneOf':
      return type.options.map((option) => `'${option}'`).join(' | ');
  }
}

/** Each `--tj-*: value; /* description *\/` line of the tokens' stylesheet. */
function tokens(css: string): CssCustomProperty[] {
  return [...css.matchAll(/^\s*(--tj-[a-z-]+):\s*([^;]+);\s*\/\*\s*(.*?)\s*\*\//gm)].map(
    ([, name = '', value = '', description = '']) => ({
      name,
      default: value,
      syntax: /^(#|rgb|hsl)/.test(value) ? '<color>' : '<length>',
      description,
    }),
  );
}
