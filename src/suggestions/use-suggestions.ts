import { useEffect, useState } from 'react';
import { useValue } from '../react/use-value.ts';
import { createSuggestions, type SuggestionSource, type Suggestions, type SuggestionsState } from './suggestions.ts';

/**
 * One suggestions controller per search box, for the box's lifetime; whatever is pending is cancelled on unmount.
 * The source is taken once, when the box appears: sources are module-level functions (suggestWords).
 */
export function useSuggestions(source: SuggestionSource): Suggestions & { readonly current: SuggestionsState } {
  const [suggestions] = useState(() => createSuggestions(source));
  const current = useValue(suggestions.state);
  useEffect(() => () => suggestions.clear(), [suggestions]);
  return { state: suggestions.state, update: suggestions.update, clear: suggestions.clear, current };
}
