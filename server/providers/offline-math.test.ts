import { describe, expect, it } from 'vitest';
import { answerOffline, MAX_OFFLINE_QUESTION_LENGTH } from './offline-math.ts';

describe('the offline calculator', () => {
  it.each([
    ['2 + 3 * 4', '14'],
    ['What is 2+2?', '4'],
    ['0.1 + 0.2', '0.3'],
    ['sqrt(16) + 2^10', '1028'],
    ['10!', '3628800'],
    ['1/3', '0.333'],
    ['2/3', '0.667'],
    ['pi', '3.14'],
    ['1234.5678 + 1', '1236'],
    ['0.000123456 * 1', '0.000123'],
    ['sqrt(-2)', '1.41i'],
    ['sin(pi / 2)', '1'],
    ['2 + 2 =', '4'],
    ['15% of 80 + 3', '15'],
  ])('computes %s = %s', (question, ans) => {
    expect(answerOffline(question)).toEqual({ ans, kind: 'arithmetic' });
  });

  it('keeps a whole number exact, however long', () => {
    expect(answerOffline('2^40')).toEqual({ ans: '1099511627776', kind: 'arithmetic' });
    expect(answerOffline('123456789 * 1000')).toEqual({ ans: '123456789000', kind: 'arithmetic' });
  });

  it.each([
    ['12 km in miles', '7.46 miles'],
    ['5 km to miles', '3.11 miles'],
    ['3 inches in cm', '7.62 cm'],
    ['convert 100 degF to degC', '37.8 degC'],
    ['2 hours to minutes', '120 minutes'],
    ['5 km + 300 m', '5.3 km'],
  ])('converts %s, rounded for people', (question, ans) => {
    expect(answerOffline(question.replace(/^convert /, ''))).toEqual({ ans, kind: 'unit' });
  });

  it('simplifies an expression', () => {
    expect(answerOffline('simplify 2x + 3x - x^2/x')).toEqual({ ans: '4 * x', kind: 'simplify' });
    // An expression with an unknown cannot be evaluated, but it can be simplified.
    expect(answerOffline('2x + 3x')).toEqual({ ans: '5 * x', kind: 'simplify' });
  });

  it('differentiates', () => {
    expect(answerOffline('derivative of x^2 + 3x')).toEqual({ ans: '2 * x + 3', kind: 'derivative' });
    expect(answerOffline('What is the derivative of sin(x)^2?')).toEqual({
      ans: '2 * cos(x) * sin(x)',
      kind: 'derivative',
    });
    expect(answerOffline('d/dt t^3')).toEqual({ ans: '3 * t ^ 2', kind: 'derivative' });
    expect(answerOffline('differentiate y^2 + x with respect to y')).toEqual({ ans: '2 * y', kind: 'derivative' });
  });

  it('solves a linear equation in one unknown', () => {
    expect(answerOffline('solve 2x + 3 = 7')).toEqual({ ans: 'x = 2', kind: 'solve' });
    expect(answerOffline('3(y - 1) = y + 5')).toEqual({ ans: 'y = 4', kind: 'solve' });
    expect(answerOffline('solve 0.5t = 1.25 for t')).toEqual({ ans: 't = 2.5', kind: 'solve' });
    expect(answerOffline('solve 3x = 1')).toEqual({ ans: 'x = 0.333', kind: 'solve' });
  });

  it('does not pretend to solve what it cannot', () => {
    // Not linear, two unknowns, no single solution.
    expect(answerOffline('solve x^2 = 4')).toBeUndefined();
    expect(answerOffline('solve x + y = 4')).toBeUndefined();
    expect(answerOffline('solve 2x = 2x + 1')).toBeUndefined();
  });

  it('leaves questions about the world unanswered', () => {
    expect(answerOffline('population of France')).toBeUndefined();
    expect(answerOffline('Who wrote Hamlet?')).toBeUndefined();
    expect(answerOffline('')).toBeUndefined();
  });

  it('refuses what could harm or hang the server', () => {
    expect(answerOffline('zeros(100000, 100000)')).toBeUndefined();
    expect(answerOffline('combinations(1000000000, 500000000)')).toBeUndefined();
    expect(answerOffline('import(1)')).toBeUndefined();
    // Simplifying computes the constant parts: a disabled call among them is refused before.
    expect(answerOffline('simplify zeros(100000, 100000) + x')).toBeUndefined();
    expect(answerOffline('derivative of x * zeros(100000, 100000)')).toBeUndefined();
    // Matrices, ranges, several statements and strings are not part of a question.
    expect(answerOffline('[1, 2] * 3')).toBeUndefined();
    expect(answerOffline('1:1000000000')).toBeUndefined();
    expect(answerOffline('a = 1; a + 1')).toBeUndefined();
    expect(answerOffline('evaluate("1 + 1")')).toBeUndefined();
    expect(answerOffline(`1${' + 1'.repeat(MAX_OFFLINE_QUESTION_LENGTH)}`)).toBeUndefined();
  });

  it('answers nothing for a function rather than printing its code', () => {
    expect(answerOffline('cos')).toBeUndefined();
  });
});
