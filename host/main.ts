/**
 * The host's entry only starts the app. Kept apart on purpose: the bundler folds modules an entry imports into
 * the entry's own chunk, and the widgets share those modules (state, i18n, the element factory); a widget on a
 * partner page would then import the host app. Loaded as a chunk, the app shares them like any widget does.
 */
import '../src/contract/zod-jitless.ts';
void import('./app.tsx');
