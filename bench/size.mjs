// `npm run bench:size`: what each part of the kit costs over the wire (gzip), against the budgets.
// Figures come from the build manifest, so "all code included" follows the real static imports between chunks.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const LOADER_BUDGET = 6 * 1024;
const PARTNER_PAIR_BUDGET = 110 * 1024;
const LOADER = 'src/loader/tj-kit.ts';
const PAIR = ['widgets/search-engine/index.ts', 'widgets/detail/index.ts'];
/** The host page's bootstrap and the app it starts (host/main.ts loads host/app.tsx as a chunk). */
const HOST = ['host/index.html', 'host/app.tsx'];

await buildIfStale({ logLevel: 'warn' });
const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const gzipBytes = (file) => gzipSync(readFileSync(new URL(file, dist))).length;

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
const total = (files) => files.reduce((sum, file) => sum + gzipBytes(file), 0);

const entries = Object.entries(manifest);
const rows = [
  ['loader', manifest[LOADER].file],
  ...entries.filter(([key]) => key.startsWith('widgets/')).map(([, entry]) => ['widget', entry.file]),
  ...entries.filter(([key]) => key.startsWith('_')).map(([, entry]) => ['shared', entry.file]),
  ...filesOf(HOST).map((file) => ['host app', file]),
];

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const line = (label, value, note = '') => console.log(`${label.padEnd(62)} ${value.padStart(10)}  ${note}`);
console.log('gzip size of the built kit (dist/)\n');
for (const [kind, file] of rows) line(`${kind.padEnd(11)} ${file}`, kib(gzipBytes(file)));

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

console.log(
  JSON.stringify({
    loaderGzipBytes: loaderBytes,
    loaderFileGzipBytes: gzipBytes(manifest[LOADER].file),
    partnerPairGzipBytes: pairBytes,
    loaderBudgetRatio: Number((loaderBytes / LOADER_BUDGET).toFixed(3)),
    partnerPairBudgetRatio: Number((pairBytes / PARTNER_PAIR_BUDGET).toFixed(3)),
    hostAppGzipBytes: total(filesOf(HOST)),
    sharedChunksGzipBytes: total(rows.filter(([kind]) => kind === 'shared').map(([, file]) => file)),
    widgetChunkGzipBytes: Object.fromEntries(PAIR.map((key) => [key, gzipBytes(manifest[key].file)])),
  }),
);
