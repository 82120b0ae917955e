import { useState, type FormEvent } from 'react';
import { useT } from '../../src/i18n/use-t.ts';
import { searchWord, thought } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';
import { suggestWords } from '../../src/suggestions/kit-source.ts';
import { SuggestionsCombobox } from '../../src/suggestions/SuggestionsCombobox.tsx';
import './navbar-search.css';
import { MAX_WORD_LENGTH } from '../../src/contract/limits.ts';

/**
 * Spec 1 §2 navbar: "a search box with suggestions (debounced 200 ms)". A search here becomes the page's thought,
 * which every widget of the workspace follows; a search made elsewhere shows here too.
 */
export function NavbarSearch() {
  const t = useT();
  const current = useValue(thought);
  const [text, setText] = useState(() => current?.word ?? '');
  const [shown, setShown] = useState(current);

  if (current !== shown) {
    setShown(current);
    if (current) setText(current.word);
  }

  function search(value: string): void {
    searchWord(value);
  }

  function onSubmit(event: FormEvent): void {
    event.preventDefault();
    search(text);
  }

  return (
    <form className="tj-navbar-search" role="search" aria-label={t('navbar-search.label')} onSubmit={onSubmit}>
      <SuggestionsCombobox
        value={text}
        onValueChange={setText}
        onChoose={search}
        source={suggestWords}
        label={t('navbar-search.label')}
        placeholder={t('navbar-search.placeholder')}
        maxLength={MAX_WORD_LENGTH}
      />
      <button type="submit" className="tj-button">
        {t('navbar-search.submit')}
      </button>
    </form>
  );
}
