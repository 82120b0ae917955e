// What a learner types to find their own things: a search keyword or a tag.
import { z } from 'zod';
import { MAX_WORD_LENGTH } from './limits.ts';

/** A keyword or a tag: trimmed, not empty, at most MAX_WORD_LENGTH characters (message keys of locales/). */
export const searchTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'server.library.searchEmpty' })
  .max(MAX_WORD_LENGTH, { error: 'server.library.searchTooLong' });
