// The suggestions of the kit's server (GET /custom/suggest): prefix matches, then near misses, most common first.
import { kitApi } from '../kit/api.ts';
import { SUGGESTION_LIMIT, type SuggestionSource } from './suggestions.ts';

export const suggestWords: SuggestionSource = async (text, signal) => {
  const answer = await kitApi.call('custom.suggest', { query: { text, limit: SUGGESTION_LIMIT }, signal });
  return answer.suggestions.map((suggestion) => suggestion.term);
};
