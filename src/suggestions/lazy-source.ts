// The same suggestions, with the API client loaded on the first key instead of with the widget: a partner page
// that shows Search Engine without suggestions does not pay for the client (bench:size counts static imports).
import type { SuggestionSource } from './suggestions.ts';

export const suggestWordsLazily: SuggestionSource = async (text, signal) => {
  const { suggestWords } = await import('./kit-source.ts');
  return suggestWords(text, signal);
};
