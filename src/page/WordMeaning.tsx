import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { KNOWLEDGE_LANGUAGE, type DictionaryAnswer } from '../contract/knowledge.ts';
import { partOfSpeechKeys } from '../elements/knowledge-text.ts';
import { useT } from '../i18n/use-t.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { searchWord } from '../kit/search.ts';
import { useValue } from '../react/use-value.ts';
import { focusedElement } from './dom-text.ts';
import { closeMeaning, lookUpMeaning, wordMeaning, type WordAnchor } from './word-meaning-popup.ts';

/** A popup is a glance, not the Data Card: the first senses only. */
const MEANINGS_SHOWN = 3;
const DEFINITIONS_SHOWN = 2;
/** Gap between the word and the popup, and between the popup and the window's edges (px). */
const GAP = 6;

/** Under the word, or above it when there is no room below; always inside the window. */
function placeNear(anchor: WordAnchor, size: { width: number; height: number }): CSSProperties {
  const maxLeft = Math.max(GAP, window.innerWidth - size.width - GAP);
  const left = Math.min(Math.max(GAP, anchor.left), maxLeft);
  const below = anchor.bottom + GAP;
  const top = below + size.height <= window.innerHeight - GAP ? below : Math.max(GAP, anchor.top - GAP - size.height);
  return { left, top };
}

function Entry({ entry }: { entry: DictionaryAnswer }) {
  const t = useT();
  return (
    <>
      {entry.meanings.slice(0, MEANINGS_SHOWN).map((meaning) => (
        <section key={meaning.partOfSpeech} className="tj-word-meaning-sense">
          <h3>{t(partOfSpeechKeys[meaning.partOfSpeech])}</h3>
          <ol lang={KNOWLEDGE_LANGUAGE}>
            {meaning.definitions.slice(0, DEFINITIONS_SHOWN).map((definition) => (
              <li key={definition.definition}>
                {definition.definition}
                {definition.example && <q>{definition.example}</q>}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  );
}

/**
 * The word-meaning popup: a small non-modal dialog next to the word, focused when it opens so that a keyboard or
 * screen-reader user is in it; Escape or a click elsewhere closes it and focus goes back where it was.
 */
export function WordMeaningPopup() {
  const t = useT();
  const meaning = useValue(wordMeaning);
  const language = useLanguage();
  const popupRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  const word = meaning?.word;
  const anchor = meaning?.anchor;

  // Placed from its size once known (the first paint places it by its corner, a frame later it fits the window).
  useLayoutEffect(() => {
    const popup = popupRef.current;
    if (!popup) return;
    const { offsetWidth: width, offsetHeight: height } = popup;
    setSize((known) => (known.width === width && known.height === height ? known : { width, height }));
  }, [anchor, meaning?.status]);

  const opened = meaning !== null;
  useEffect(() => {
    if (!opened) return undefined;
    returnFocus.current ??= focusedElement();
    const onPointerDown = (event: PointerEvent) => {
      if (popupRef.current && !event.composedPath().includes(popupRef.current)) closeMeaning();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeMeaning();
    };
    document.addEventListener('pointerdown', onPointerDown, { capture: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, { capture: true });
      document.removeEventListener('keydown', onKeyDown);
      const previous = returnFocus.current;
      returnFocus.current = null;
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus({ preventScroll: true });
    };
  }, [opened]);

  useEffect(() => {
    if (word !== undefined) popupRef.current?.focus({ preventScroll: true });
  }, [word]);

  if (!meaning) return null;
  const { status } = meaning;
  const found = status === 'ready' && meaning.entry.found;
  // The word as the dictionary writes it ("dogs" is looked up as "dog").
  const headword = found ? meaning.entry.word : meaning.word;
  return (
    <div
      ref={popupRef}
      className="tj-word-meaning"
      role="dialog"
      aria-label={t('word-meaning.label', { word: meaning.word })}
      aria-busy={status === 'loading'}
      tabIndex={-1}
      style={anchor ? placeNear(anchor, size) : undefined}
    >
      <header>
        <h2>{headword}</h2>
        <button
          type="button"
          className="tj-word-meaning-close"
          aria-label={t('word-meaning.close')}
          onClick={closeMeaning}
        >
          ×
        </button>
      </header>
      {status === 'loading' && <p role="status">{t('word-meaning.loading', { word: meaning.word })}</p>}
      {status === 'error' && (
        <div role="alert">
          <p>{t('word-meaning.error')}</p>
          <button type="button" onClick={() => void lookUpMeaning(meaning.word, meaning.anchor)}>
            {t('word-meaning.retry')}
          </button>
        </div>
      )}
      {status === 'ready' && !found && (
        <div role="status">
          <p>{t('word-meaning.notFound', { word: meaning.word })}</p>
          {meaning.entry.suggestions.length > 0 && (
            <p className="tj-word-meaning-suggestions">
              {t('word-meaning.didYouMean')}{' '}
              {meaning.entry.suggestions.slice(0, 3).map((suggestion) => (
                <button
                  key={suggestion.key}
                  type="button"
                  className="tj-link-button"
                  onClick={() => void lookUpMeaning(suggestion.term, meaning.anchor)}
                >
                  {suggestion.term}
                </button>
              ))}
            </p>
          )}
        </div>
      )}
      {status === 'ready' && found && (
        <>
          <Entry entry={meaning.entry} />
          {language !== KNOWLEDGE_LANGUAGE && <p className="tj-word-meaning-note">{t('word-meaning.inEnglish')}</p>}
        </>
      )}
      <footer>
        <button
          type="button"
          onClick={() => {
            searchWord(headword);
            closeMeaning();
          }}
        >
          {t('word-meaning.search', { word: headword })}
        </button>
        {found && (
          <a href={meaning.entry.source.url} target="_blank" rel="noreferrer">
            {meaning.entry.source.name}
          </a>
        )}
      </footer>
    </div>
  );
}
