// Everyday questions the offline calculator answers besides sums and units (issue 27): temperatures between
// Fahrenheit, Celsius and Kelvin ("100 F in C": to mathjs, F is a farad and C a coulomb), what percent one number is
// of another ("what percent is 12 of 48"), and days or weeks until, since or between dates ("days until
// 2027-01-01"), and a percent of a number ("15% of 80"). "3 weeks in days" needs nothing here: mathjs reads it.
import { unit } from 'mathjs';
import type { OfflineAnswer } from './offline-math.ts';

const NUMBER = '(-?\\d+(?:\\.\\d+)?)';
const SCALE = '(?:degrees?\\s+)?°?\\s*(f|fahrenheit|c|celsius|centigrade|k|kelvin)';
const TEMPERATURE = new RegExp(`^${NUMBER}\\s*${SCALE}\\s+(?:in|to|into)\\s+${SCALE}$`, 'i');
/** The mathjs unit of each scale, and the symbol an answer shows. */
const FAHRENHEIT = { unit: 'degF', symbol: '°F' };
const CELSIUS = { unit: 'degC', symbol: '°C' };
const KELVIN = { unit: 'K', symbol: 'K' };
const SCALES: Record<string, typeof CELSIUS> = {
  f: FAHRENHEIT,
  fahrenheit: FAHRENHEIT,
  c: CELSIUS,
  celsius: CELSIUS,
  centigrade: CELSIUS,
  k: KELVIN,
  kelvin: KELVIN,
};

const PERCENT_WORD = '(?:percent(?:age)?|%)';
const PERCENT_OF_NUMBER = new RegExp(`^${NUMBER}\\s*${PERCENT_WORD}\\s+of\\s+${NUMBER}$`, 'i');
/** The ways of asking what percent a part is of a whole, each with where the part and the whole are. */
const PERCENT_OF: { pattern: RegExp; part: number; whole: number }[] = [
  { pattern: new RegExp(`^what\\s+${PERCENT_WORD}\\s+is\\s+${NUMBER}\\s+of\\s+${NUMBER}$`, 'i'), part: 1, whole: 2 },
  { pattern: new RegExp(`^${NUMBER}\\s+is\\s+what\\s+${PERCENT_WORD}\\s+of\\s+${NUMBER}$`, 'i'), part: 1, whole: 2 },
  { pattern: new RegExp(`^what\\s+${PERCENT_WORD}\\s+of\\s+${NUMBER}\\s+is\\s+${NUMBER}$`, 'i'), part: 2, whole: 1 },
];

const DATE = '(\\d{4}-\\d{2}-\\d{2}|today)';
const SPAN = '(?:how\\s+many\\s+)?(days|weeks)';
const UNTIL = new RegExp(`^${SPAN}\\s+(?:are\\s+there\\s+)?(until|till|to|since|from)\\s+${DATE}$`, 'i');
const BETWEEN = new RegExp(`^${SPAN}\\s+(?:are\\s+there\\s+)?between\\s+${DATE}\\s+and\\s+${DATE}$`, 'i');
const DAY_MS = 86_400_000;

/** A number as a person reads it: at most two decimals, none when it is whole. */
const readable = (value: number) => String(Math.round(value * 100) / 100);

function temperature(text: string): OfflineAnswer | undefined {
  const [, value, from, to] = TEMPERATURE.exec(text) ?? [];
  const source = SCALES[from?.toLowerCase() ?? ''];
  const target = SCALES[to?.toLowerCase() ?? ''];
  if (!value || !source || !target) return undefined;
  const converted = unit(Number(value), source.unit).toNumber(target.unit);
  return { ans: `${readable(converted)} ${target.symbol}`, kind: 'unit' };
}

function percentOf(text: string): OfflineAnswer | undefined {
  const [, percent, of] = PERCENT_OF_NUMBER.exec(text) ?? [];
  if (percent && of) return { ans: readable((Number(percent) * Number(of)) / 100), kind: 'percent' };
  for (const { pattern, part, whole } of PERCENT_OF) {
    const match = pattern.exec(text);
    if (!match) continue;
    const of = Number(match[whole]);
    if (of === 0) return undefined;
    return { ans: `${readable((Number(match[part]) / of) * 100)}%`, kind: 'percent' };
  }
  return undefined;
}

/** A calendar date (UTC midnight) from "2027-01-01" or "today"; undefined for a date no calendar has. */
function dayOf(text: string, today: Date): number | undefined {
  if (text.toLowerCase() === 'today') return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const day = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== text ? undefined : day;
}

function span(unitName: string, from: number, to: number): OfflineAnswer {
  const days = Math.round((to - from) / DAY_MS);
  const weeks = unitName.toLowerCase() === 'weeks';
  const count = weeks ? days / 7 : days;
  const name = Math.abs(count) === 1 ? (weeks ? 'week' : 'day') : weeks ? 'weeks' : 'days';
  return { ans: `${readable(count)} ${name}`, kind: 'date' };
}

function dates(text: string, today: Date): OfflineAnswer | undefined {
  const until = UNTIL.exec(text);
  if (until) {
    const [, unitName = 'days', direction = '', date = ''] = until;
    const [now, then] = [dayOf('today', today), dayOf(date, today)];
    if (now === undefined || then === undefined) return undefined;
    return /^(since|from)$/i.test(direction) ? span(unitName, then, now) : span(unitName, now, then);
  }
  const between = BETWEEN.exec(text);
  if (!between) return undefined;
  const [, unitName = 'days', first = '', second = ''] = between;
  const [from, to] = [dayOf(first, today), dayOf(second, today)];
  return from === undefined || to === undefined ? undefined : span(unitName, from, to);
}

/** The answer to an everyday question (its lead words such as "what is" already gone), or undefined. */
export function everydayAnswer(text: string, today: Date): OfflineAnswer | undefined {
  return temperature(text) ?? percentOf(text) ?? dates(text, today);
}
