// React 19 sets a prop as a property when the element has one (word, and lang as every element has), else as an
// attribute, and listens to the kit's events through `ontj-…` props. The kit's typings check both: save
// tj-kit.d.ts and tj-kit-react.d.ts from the kit's server beside this file (README "Manifest and typings").
import { useState } from 'react';

const LANGUAGES = { en: 'English', de: 'Deutsch', es: 'Español' } as const;
type Language = keyof typeof LANGUAGES;

export function Recipe() {
  const [word, setWord] = useState('');
  const [lang, setLang] = useState<Language>('en');
  const [showDetail, setShowDetail] = useState(true);
  const [lastSearch, setLastSearch] = useState('none');
  return (
    <main>
      <h1>Thoughtkit in React 19</h1>
      <p className="controls">
        <button type="button" onClick={() => setWord('river')}>
          Search “river”
        </button>
        <label>
          Detail language{' '}
          <select value={lang} onChange={(event) => setLang(event.target.value as Language)}>
            {Object.entries(LANGUAGES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <label>
          <input type="checkbox" checked={showDetail} onChange={(event) => setShowDetail(event.target.checked)} /> Show
          detail
        </label>
      </p>
      <p>
        Last search: <output>{lastSearch}</output>
      </p>
      <tj-search-engine word={word} ontj-search={(event) => setLastSearch(event.detail.word)} />
      {showDetail && <tj-detail lang={lang} />}
    </main>
  );
}
