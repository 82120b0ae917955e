// `npm run bench:size`: what each part of the kit costs over the wire, against the budgets: the build's brotli file
// where it wrote one (vite.config.ts), which the server sends to every browser that accepts brotli (server/static.ts),
// else gzip, which it compresses the rest with. The pair's gzip size is printed too, to compare with earlier runs.
// Figures come from the build manifest, so "all code included" follows the real static imports between chunks.
// It also proves that a partner page carries none of the host's, the sign-in forms' or the server's messages
// (issue 7 point 9), and exits with an error if it does.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

/**
 * The loader carries the registry and, for each ready widget, the list of chunks its lazy import preloads (about 110 B
 * gzip a widget), so that the first widget on a partner page arrives in one round trip rather than a waterfall: 57
 * widgets come to about 6.4 KiB. The budget leaves room for a few more, and fails a loader that grows otherwise.
 */
const LOADER_BUDGET = 7 * 1024;
/** Issue 7 point 9: Search Engine + Detail, all code, React (66 KiB) included. */
const PARTNER_PAIR_BUDGET = 90 * 1024;
const LOADER = 'widgets/tj-kit.ts';
const PAIR = ['widgets/search-engine/index.ts', 'widgets/detail/index.ts'];
/** The host page's bootstrap and the app it starts (host/main.ts loads host/app.tsx as a chunk). */
const HOST = ['host/index.html', 'host/app.tsx'];
/** The graph widgets: the only ones that may load G6 (issue 9 point 7). */
const GRAPH_WIDGETS = ['graph-explore', 'dendro', 'linked-thoughts', 'events-graph', 'thought-map', 'ongoing-quest'];
/** Message namespaces only the host app and the server show; a partner page must not carry them. */
const NOT_FOR_PARTNERS = ['server', 'auth', 'host'];

await buildIfStale({ logLevel: 'warn' });
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const gzipBytes = (file) => gzipSync(readFileSync(new URL(file, dist))).length;
const wireBytes = (file) => {
  const brotli = new URL(`${file}.br`, dist);
  return existsSync(brotli) ? statSync(brotli).size : gzipBytes(file);
};

/** Files a browser fetches before the given manifest entries run: their JS, static imports (transitively) and CSS. */
function filesOf(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const css of entry.css ?? []) files.add(css);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}
const total = (files) => files.reduce((sum, file) => sum + wireBytes(file), 0);

const entries = Object.entries(manifest);
const rows = [
  ['loader', manifest[LOADER].file],
  ...entries.filter(([key]) => key.startsWith('widgets/')).map(([, entry]) => ['widget', entry.file]),
  ...entries.filter(([key]) => key.startsWith('_')).map(([, entry]) => ['shared', entry.file]),
  // One small chunk per (language, namespace), fetched when a page switches to that language.
  ...entries.filter(([key]) => key.includes('virtual:tj-messages/')).map(([, entry]) => ['messages', entry.file]),
  ...filesOf(HOST).map((file) => ['host app', file]),
];

/**
 * Texts that only the given namespaces have (English, as bundled), cut to their longest plain run so that a
 * minifier's quoting or escaping does not hide them. Short runs ("Log in") and runs that another namespace's text
 * also holds are left out: other code may say them.
 */
function textsOnlyIn(namespaces) {
  const english = JSON.parse(readFileSync(new URL('../locales/en.json', import.meta.url), 'utf8'));
  const inside = (key) => namespaces.includes(key.slice(0, key.indexOf('.')));
  const elsewhere = Object.entries(english)
    .filter(([key]) => !inside(key))
    .map(([, text]) => text);
  const longestRun = (text) => text.split(/[^A-Za-z0-9 .,:;!?()'-]+/).sort((a, b) => b.length - a.length)[0];
  return Object.entries(english)
    .filter(([key]) => inside(key))
    .map(([key, text]) => [key, longestRun(text)])
    .filter(([, run]) => run.length >= 20 && !elsewhere.some((text) => text.includes(run)));
}
const read = (file) => readFileSync(new URL(file, dist), 'utf8');
/** [key, file] for every listed text found in the files. */
const foundIn = (texts, files) =>
  files.flatMap((file) => {
    const code = read(file);
    return texts.filter(([, run]) => code.includes(run)).map(([key]) => [key, file]);
  });

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const line = (label, value, note = '') => console.log(`${label.padEnd(62)} ${value.padStart(10)}  ${note}`);
console.log('size over the wire of the built kit (dist/; brotli where the build wrote it, else gzip)\n');
for (const [kind, file] of rows) line(`${kind.padEnd(11)} ${file}`, kib(wireBytes(file)));

const loaderFiles = filesOf([LOADER]);
const pairFiles = filesOf([LOADER, ...PAIR]);
const loaderBytes = total(loaderFiles);
const pairBytes = total(pairFiles);
const verdict = (bytes, budget) => `${bytes <= budget ? 'within' : 'OVER'} budget of ${kib(budget)}`;
console.log('');
line(
  `loader + its static imports (${loaderFiles.length} files)`,
  kib(loaderBytes),
  verdict(loaderBytes, LOADER_BUDGET),
);
line(
  `Search Engine + Detail on a partner page (${pairFiles.length} files)`,
  kib(pairBytes),
  verdict(pairBytes, PARTNER_PAIR_BUDGET),
);

console.log('\nthe pair, file by file:');
for (const file of pairFiles) line(`  ${file}`, kib(wireBytes(file)), `gzip ${kib(gzipBytes(file))}`);

// The check can fail: the host app, which shows these messages, must be found to carry them.
const hostOnly = textsOnlyIn(NOT_FOR_PARTNERS);
const hostHits = foundIn(hostOnly, filesOf(HOST));
const pairHits = foundIn(hostOnly, pairFiles);
console.log('');
line(
  `${NOT_FOR_PARTNERS.join('/')} texts looked for (${hostOnly.length}), found in the host app`,
  String(hostHits.length),
);
line(`${NOT_FOR_PARTNERS.join('/')} texts found in the pair's files`, String(pairHits.length));
if (hostOnly.length < 50 || hostHits.length === 0) {
  console.error('bench:size cannot check the messages: too few texts to look for, or none found in the host app');
  process.exitCode = 1;
}
// The server writes its own messages; no browser file of the build may carry them.
const serverOnly = textsOnlyIn(['server']);
const kitFiles = [...new Set(Object.values(manifest).map((entry) => entry.file))].filter((file) =>
  file.endsWith('.js'),
);
const serverHits = foundIn(serverOnly, kitFiles);
line(`server texts looked for (${serverOnly.length}), found in any browser file`, String(serverHits.length));
if (serverHits.length > 0) {
  console.error('The browser build carries server messages:');
  for (const [key, file] of serverHits.slice(0, 10)) console.error(`  ${key} in ${file}`);
  process.exitCode = 1;
}
if (pairHits.length > 0) {
  console.error(
    `A partner page carries messages it never shows (${NOT_FOR_PARTNERS.map((ns) => `${ns}.*`).join(', ')}):`,
  );
  for (const [key, file] of pairHits.slice(0, 10)) console.error(`  ${key} in ${file}`);
  process.exitCode = 1;
}

// G6 is one named chunk (vite.config.ts): a page with every other widget on it must not fetch it.
const g6Files = Object.values(manifest)
  .filter((entry) => entry.name === 'g6')
  .map((entry) => entry.file);
const widgetKey = (name) => `widgets/${name}/index.ts`;
const otherWidgets = Object.keys(manifest).filter(
  (key) => /^widgets\/[^/]+\/index\.ts$/.test(key) && !GRAPH_WIDGETS.some((name) => key === widgetKey(name)),
);
const nonGraphPage = filesOf([LOADER, ...otherWidgets]);
const graphFiles = filesOf([LOADER, widgetKey('graph-explore')]).filter((file) => !pairFiles.includes(file));
const g6Bytes = total(g6Files);
const graphBytes = total(graphFiles);
console.log('');
line(`G6 chunk (${g6Files.join(', ') || 'none found'})`, kib(g6Bytes));
line(`Graph Explore beyond the pair's files (${graphFiles.length} files)`, kib(graphBytes));
const g6OnNonGraphPage = nonGraphPage.filter((file) => g6Files.includes(file));
line(`G6 files on a page of the ${otherWidgets.length} other widgets`, String(g6OnNonGraphPage.length));
if (g6Files.length === 0 || !graphFiles.some((file) => g6Files.includes(file))) {
  console.error('bench:size cannot find the G6 chunk among Graph Explore’s files: the check would prove nothing');
  process.exitCode = 1;
}
if (g6OnNonGraphPage.length > 0) {
  console.error(`A page without graph widgets loads G6: ${g6OnNonGraphPage.join(', ')}`);
  process.exitCode = 1;
}

// CodeMirror is the Code Editor's own chunk, fetched when an editor is shown: no file that a widget loads with its
// static imports (the Code Editor's own first chunk included) carries CodeMirror's code, which names its `cm-editor`.
const CODE_MIRROR = 'widgets/code-editor/code-mirror.ts';
const codeMirrorFile = manifest[CODE_MIRROR]?.file;
const hasCodeMirror = (file) => file.endsWith('.js') && read(file).includes('cm-editor');
const everyWidgetPage = filesOf([
  LOADER,
  ...Object.keys(manifest).filter((key) => /^widgets\/[^/]+\/index\.ts$/.test(key)),
]);
const codeMirrorOnPage = everyWidgetPage.filter(hasCodeMirror);
line(
  `CodeMirror chunk (${codeMirrorFile ?? 'none found'}), loaded when a Code Editor shows`,
  kib(codeMirrorFile ? wireBytes(codeMirrorFile) : 0),
);
line(`CodeMirror files among every widget's static imports`, String(codeMirrorOnPage.length));
if (!codeMirrorFile || !hasCodeMirror(codeMirrorFile)) {
  console.error('bench:size cannot find CodeMirror in the Code Editor’s chunk: the check would prove nothing');
  process.exitCode = 1;
}
if (codeMirrorOnPage.length > 0) {
  console.error(`A widget loads CodeMirror before a Code Editor shows: ${codeMirrorOnPage.join(', ')}`);
  process.exitCode = 1;
}

console.log(
  JSON.stringify({
    loaderWireBytes: loaderBytes,
    loaderFileWireBytes: wireBytes(manifest[LOADER].file),
    partnerPairWireBytes: pairBytes,
    partnerPairGzipBytes: pairFiles.reduce((sum, file) => sum + gzipBytes(file), 0),
    loaderBudgetRatio: Number((loaderBytes / LOADER_BUDGET).toFixed(3)),
    partnerPairBudgetRatio: Number((pairBytes / PARTNER_PAIR_BUDGET).toFixed(3)),
    hostAppWireBytes: total(filesOf(HOST)),
    sharedChunksWireBytes: total(rows.filter(([kind]) => kind === 'shared').map(([, file]) => file)),
    widgetChunkWireBytes: Object.fromEntries(PAIR.map((key) => [key, wireBytes(manifest[key].file)])),
    partnerPairFileWireBytes: Object.fromEntries(pairFiles.map((file) => [file, wireBytes(file)])),
    partnerPairForeignMessages: pairHits.length,
    browserServerMessages: serverHits.length,
    g6ChunkWireBytes: g6Bytes,
    graphExploreBeyondPairWireBytes: graphBytes,
    g6FilesOnNonGraphPage: g6OnNonGraphPage.length,
    codeMirrorChunkWireBytes: codeMirrorFile ? wireBytes(codeMirrorFile) : 0,
  }),
);
