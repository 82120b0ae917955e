import { describe, expect, it } from 'vitest';
import { answerOffline } from './offline-math.ts';

const today = new Date('2026-11-28T15:30:00Z');

describe('everyday questions to the offline calculator', () => {
  it.each([
    ['100 F in C', '37.78 °C'],
    ['100 °F to °C', '37.78 °C'],
    ['37 degrees Celsius in Fahrenheit', '98.6 °F'],
    ['300 K in C', '26.85 °C'],
    ['-40 c to f', '-40 °F'],
    ['0 kelvin to fahrenheit', '-459.67 °F'],
  ])('converts the temperature %s = %s', (question, ans) => {
    expect(answerOffline(question, today)).toEqual({ ans, kind: 'unit' });
  });

  it.each([
    ['15% of 80', '12'],
    ['calculate 15% of 80?', '12'],
    ['what percent is 12 of 48', '25%'],
    ['12 is what percentage of 48?', '25%'],
    ['What percentage of 48 is 12?', '25%'],
    ['what % is 1 of 3', '33.33%'],
  ])('works out the percentage %s = %s', (question, ans) => {
    expect(answerOffline(question, today)).toEqual({ ans, kind: 'percent' });
  });

  it.each([
    ['days until 2027-01-01', '34 days'],
    ['How many days until 2026-11-29?', '1 day'],
    ['days since 2026-01-01', '331 days'],
    ['weeks until 2026-12-26', '4 weeks'],
    ['days between 2026-01-01 and 2026-03-01', '59 days'],
    ['how many days are there between today and 2026-11-20', '-8 days'],
  ])('counts %s = %s', (question, ans) => {
    expect(answerOffline(question, today)).toEqual({ ans, kind: 'date' });
  });

  it('reads "3 weeks in days" as the unit conversion it is', () => {
    expect(answerOffline('3 weeks in days', today)).toEqual({ ans: '21 days', kind: 'unit' });
  });

  it.each(['days until 2027-02-30', 'what percent is 5 of 0', 'days until tomorrow'])('does not answer %s', (q) => {
    expect(answerOffline(q, today)).toBeUndefined();
  });
});
