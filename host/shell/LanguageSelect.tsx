import { useId } from 'react';
import { isLocaleCode, localeNames, supportedLocales } from '../../src/i18n/i18n.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { recordEvent } from '../../src/kit/search.ts';
import { locale, setLocale } from '../../src/preferences/locale.ts';
import { useValue } from '../../src/react/use-value.ts';

/**
 * Each language is named in itself, so a learner finds theirs whatever language is showing. A choice records
 * SYSTEM_LANGUAGE with the language's name (spec 2 §8).
 */
export function LanguageSelect() {
  const t = useT();
  const id = useId();
  const code = useValue(locale);
  return (
    <div className="tj-field">
      <label htmlFor={id}>{t('host.language')}</label>
      <select
        id={id}
        value={code}
        onChange={(event) => {
          const next = event.target.value;
          if (!isLocaleCode(next)) return;
          void setLocale(next);
          void recordEvent('SYSTEM_LANGUAGE', localeNames[next]);
        }}
      >
        {supportedLocales.map((option) => (
          <option key={option} value={option} lang={option}>
            {localeNames[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
