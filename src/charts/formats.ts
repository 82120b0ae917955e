import { useMemo } from 'react';
import { locale } from '../preferences/locale.ts';
import { useValue } from '../react/use-value.ts';

export interface Formats {
  readonly number: (value: number) => string;
  /** A UTC day (YYYY-MM-DD) on an axis: "3 May". */
  readonly shortDay: (day: string) => string;
  /** A UTC day in a table: "Sun, 3 May 2026". */
  readonly longDay: (day: string) => string;
}

const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Numbers and days as the interface language writes them; the days are UTC days, as the server counts them. */
export function useFormats(): Formats {
  const language = useValue(locale);
  return useMemo(() => {
    const number = new Intl.NumberFormat(language);
    const shortDay = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDay = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return {
      number: (value) => number.format(value),
      shortDay: (day) => shortDay.format(asDate(day)),
      longDay: (day) => longDay.format(asDate(day)),
    };
  }, [language]);
}
