import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { widgetRegistry } from '../registry.ts';
import { kitManifest } from './manifest.ts';
import { repositorySources } from './sources.ts';
import { kitTypings } from './typings.ts';

/** A partner's React page: checked tags, attributes and properties, and four mistakes the typings must catch. */
const reactPage = `/// <reference path="./tj-kit-react.d.ts" />
export function SchoolPage() {
  return (
    <main>
      <tj-search-engine word="photosynthesis" thought-type="entity" suggestions lang="de" />
      <tj-detail compact className="card" />
      <tj-graph-explore graph="linked" />
      <tj-search-engine thoughtType="entity" ontj-search={(event) => event.detail.word.toUpperCase()} />
      {/* @ts-expect-error a search names its word, nothing else */}
      <tj-search-engine ontj-search={(event) => event.detail.id} />
      {/* @ts-expect-error a property takes what its attribute takes */}
      <tj-search-engine thoughtType="place" />
      {/* @ts-expect-error "tree" is not one of the graphs */}
      <tj-graph-explore graph="tree" />
      {/* @ts-expect-error the kit speaks en, hi, es and de */}
      <tj-detail lang="fr" />
      {/* @ts-expect-error no widget has this tag */}
      <tj-detial />
    </main>
  );
}
`;

/** A plain TypeScript page: each tag's element, its typed properties and its typed events. */
const plainPage = `/// <reference path="./tj-kit.d.ts" />
const search = document.createElement('tj-search-engine');
search.setAttribute('word', 'cell');
search.addEventListener('tj-search', (event) => event.detail.word.toUpperCase());
document.querySelector('tj-detail')?.addEventListener('tj-thought-shown', (event) => event.detail.thought.word);
search.word = 'tree';
search.suggestions = true;
const kind: 'string' | 'entity' = search.thoughtType;
// @ts-expect-error a search names its word, nothing else
search.addEventListener('tj-search', (event) => event.detail.id);
// @ts-expect-error a property takes what its attribute takes
search.thoughtType = 'place';
// @ts-expect-error a thought is the contract's, not any record
document.querySelector('tj-detail')?.addEventListener('tj-thought-shown', (event) => event.detail.thought.colour);
`;

/** The React recipe a partner copies (embed-demo/recipes/), its typings saved beside it as the README says. */
const reactRecipe = `/// <reference path="./tj-kit-react.d.ts" />\n${readFileSync(
  new URL('../../embed-demo/recipes/Recipe.tsx', import.meta.url),
  'utf8',
)}`;

// Under node_modules/.cache, so the pages resolve 'react' from the repository's own node_modules.
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/', import.meta.url));
mkdirSync(cacheDir, { recursive: true });
const dir = mkdtempSync(join(cacheDir, 'kit-typings-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const [name, text] of Object.entries(kitTypings(kitManifest(repositorySources(widgetRegistry))))) {
  writeFileSync(join(dir, name), text);
}

/** tsc's diagnostics for these pages, as a partner's strict project would compile them. */
function compile(pages: Record<string, string>): string[] {
  for (const [name, text] of Object.entries(pages)) writeFileSync(join(dir, name), text);
  const program = ts.createProgram(
    Object.keys(pages).map((name) => join(dir, name)),
    {
      strict: true,
      noEmit: true,
      // TypeScript's own lib files need no checking; the typings and React's are checked.
      skipDefaultLibCheck: true,
      jsx: ts.JsxEmit.ReactJSX,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      types: [],
    },
  );
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe("the kit's typings", () => {
  it('check a React page, a plain TypeScript page and the React recipe, catching each mistake marked @ts-expect-error', () => {
    expect(compile({ 'react-page.tsx': reactPage, 'plain-page.ts': plainPage, 'Recipe.tsx': reactRecipe })).toEqual([]);
  }, 60_000);

  it('report those mistakes when they are not expected', () => {
    const unmarked = (page: string) => page.replace(/.*@ts-expect-error.*\n/g, '');
    const errors = compile({ 'react-page.tsx': unmarked(reactPage), 'plain-page.ts': unmarked(plainPage) });
    expect(errors).toHaveLength(8);
    expect(errors.join('\n')).toMatch(/"tree"/);
    expect(errors.join('\n')).toMatch(/"fr"/);
    expect(errors.join('\n')).toMatch(/tj-detial/);
    expect(errors.filter((error) => error.includes("Property 'id' does not exist"))).toHaveLength(2);
    expect(errors.join('\n')).toMatch(/Property 'colour' does not exist/);
    expect(errors.filter((error) => error.includes('"place"'))).toHaveLength(2);
  }, 60_000);
});
