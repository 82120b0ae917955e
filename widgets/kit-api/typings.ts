// TypeScript typings of the kit, made from its manifest (kit-api/manifest.ts) so they say what it says:
// tj-kit.d.ts for any TypeScript page (each tag's element in HTMLElementTagNameMap, its properties, attributes and
// typed events, the contract's types they carry), and tj-kit-react.d.ts for React 19's JSX (each tag with its
// attributes, properties and event listeners in JSX.IntrinsicElements).
import type { CustomElementDeclaration, CustomElementField, Package } from 'custom-elements-manifest/schema';
import { contractTypes, typeScriptOf } from './contract-types.ts';

export interface KitTypings {
  readonly 'tj-kit.d.ts': string;
  readonly 'tj-kit-react.d.ts': string;
}

const HEADER = '// Made by the kit build from custom-elements.json (widgets/kit-api/typings.ts). Do not edit.\n';

export function kitTypings(manifest: Package): KitTypings {
  const elements = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration): declaration is CustomElementDeclaration => 'customElement' in declaration);
  return { 'tj-kit.d.ts': domTypings(elements), 'tj-kit-react.d.ts': reactTypings(elements) };
}

function domTypings(elements: readonly CustomElementDeclaration[]): string {
  const details = elements.flatMap((element) => (element.events ?? []).map((event) => event.type?.text ?? ''));
  const named = [...new Set(details.flatMap((text) => text.match(/\b[A-Z]\w*/g) ?? []))]
    .filter((name) => name !== 'CustomEvent')
    .sort();
  return [
    HEADER,
    ...named.map((name) => {
      const schema = contractTypes[name];
      if (!schema) throw new Error(`An event's detail names ${name}, which kit-api/contract-types.ts does not have`);
      return `/** The kit's ${name} (src/contract). */\nexport type ${name} = ${typeScriptOf(schema)};\n`;
    }),
    ...elements.map(elementTypes),
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((element) => `    '${element.tagName}': ${element.name};`),
    '  }',
    '}',
    '',
  ].join('\n');
}

/** `TjDetailElement` → `TjDetail`: the prefix of the element's attribute and event-map interfaces. */
const base = (element: CustomElementDeclaration) => element.name.replace(/Element$/, '');

function elementTypes(element: CustomElementDeclaration): string {
  const { name } = element;
  const eventMap = `${base(element)}EventMap`;
  const attributes = (element.attributes ?? []).map(
    (attribute) => `${doc(attribute.description, '  ')}  '${attribute.name}'?: ${attribute.type?.text ?? 'string'};`,
  );
  const properties = fields(element).map(
    (field) => `${doc(field.description, '  ')}  ${field.name}: ${field.type?.text ?? 'string'};`,
  );
  const events = (element.events ?? []).map(
    (event) => `${doc(event.description, '  ')}  '${event.name}': ${event.type?.text ?? 'CustomEvent'};`,
  );
  /** HTMLElement's own overloads, with the element's events typed. */
  const listener = (method: 'addEventListener' | 'removeEventListener') => {
    const options = method === 'addEventListener' ? 'AddEventListenerOptions' : 'EventListenerOptions';
    return [
      `  ${method}<K extends keyof ${eventMap}>(`,
      '    type: K,',
      `    listener: (this: ${name}, event: ${eventMap}[K]) => unknown,`,
      `    options?: boolean | ${options},`,
      '  ): void;',
      `  ${method}(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | ${options}): void;`,
    ];
  };
  return [
    `/** The attributes of <${element.tagName}>. */`,
    `export interface ${base(element)}Attributes {`,
    ...attributes,
    '}',
    `/** The events <${element.tagName}> sends: they bubble and cross shadow roots. */`,
    `export interface ${eventMap} extends HTMLElementEventMap {`,
    ...events,
    '}',
    `${doc(element.description, '')}export interface ${name} extends HTMLElement {`,
    ...properties,
    ...listener('addEventListener'),
    ...listener('removeEventListener'),
    '}',
    '',
  ].join('\n');
}

function reactTypings(elements: readonly CustomElementDeclaration[]): string {
  const names = elements.flatMap((element) => [element.name, `${base(element)}Attributes`, `${base(element)}EventMap`]);
  return [
    HEADER,
    "import type { DetailedHTMLProps, HTMLAttributes } from 'react';",
    `import type {\n${names.map((name) => `  ${name},`).join('\n')}\n} from './tj-kit.js';`,
    '',
    '/**',
    ' * React props of a kit element: its own attributes (kebab-case, as in HTML) and properties (camelCase, which',
    ' * React 19 sets as properties once the element is defined) and event listeners (`ontj-search`: React 19 listens',
    ' * to the event named after `on`, case kept) over the common HTML ones.',
    ' */',
    'type KitProps<E extends HTMLElement, A, P extends keyof E, M> = Omit<',
    '  DetailedHTMLProps<HTMLAttributes<E>, E>,',
    '  keyof A | P',
    '> &',
    '  A &',
    '  Partial<Pick<E, P>> & {',
    '    [K in keyof M as K extends `tj-${string}` ? `on${K}` : never]?: (event: M[K]) => void;',
    '  };',
    '',
    "declare module 'react' {",
    '  namespace JSX {',
    '    interface IntrinsicElements {',
    ...elements.map((element) => {
      const properties = fields(element).map((field) => `'${field.name}'`);
      const types = [
        element.name,
        `${base(element)}Attributes`,
        properties.join(' | ') || 'never',
        `${base(element)}EventMap`,
      ];
      return `      '${element.tagName}': KitProps<${types.join(', ')}>;`;
    }),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

/** The element's properties. */
const fields = (element: CustomElementDeclaration) =>
  (element.members ?? []).filter((member): member is CustomElementField => member.kind === 'field');

/** A JSDoc comment, or nothing. */
function doc(text: string | undefined, indent: string): string {
  return text ? `${indent}/** ${text.replaceAll('*/', '*\\/')} */\n` : '';
}
