import type { MessageKey } from '../i18n/i18n.ts';
import { QUICK_SEARCH_TITLE_COUNT } from './quick-search-overlay.ts';

/** The keys of the quick search's rotating prompt titles; quick-search-titles.test.ts proves each is in en.json. */
export const quickSearchTitleKeys: readonly MessageKey[] = Array.from(
  { length: QUICK_SEARCH_TITLE_COUNT },
  (_, index) => `quick-search.prompt${index + 1}` as MessageKey,
);
