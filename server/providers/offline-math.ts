// The offline calculator behind GET /custom/askwolfram when no Wolfram|Alpha app id is set: everyday questions
// (temperatures, percentages, dates: everyday-math.ts), then mathjs evaluates arithmetic and unit conversions,
// simplifies expressions, differentiates, and solves linear equations in one
// unknown (found from the equation's slope and intercept; mathjs itself has no equation solver). Anything else, such
// as "population of France", is left unanswered rather than guessed.
import { all, create, isFunctionNode, isSymbolNode, type MathNode } from 'mathjs';
import type { z } from 'zod';
import type { computationKindSchema } from '../../src/contract/providers.ts';
import { everydayAnswer } from './everyday-math.ts';

export type ComputationKind = z.infer<typeof computationKindSchema>;

export interface OfflineAnswer {
  ans: string;
  kind: ComputationKind;
}

/** Longer questions are not arithmetic a learner types; refusing them also bounds the work per request. */
export const MAX_OFFLINE_QUESTION_LENGTH = 200;

const math = create(all, { number: 'number' });
// Kept before they are disabled below: the calculator itself uses them.
const { evaluate, parse, simplify, derivative, format } = math;

/**
 * Disabled inside questions (the mathjs security advice): functions that change the calculator or read code from
 * text, and ones whose work grows with their arguments (matrices, combinatorics, random draws).
 */
const DISABLED = new Set([
  'import',
  'createUnit',
  'evaluate',
  'parse',
  'simplify',
  'derivative',
  'compile',
  'resolve',
  'reviver',
  'range',
  'zeros',
  'ones',
  'identity',
  'matrix',
  'sparse',
  'diag',
  'resize',
  'reshape',
  'kron',
  'combinations',
  'combinationsWithRep',
  'permutations',
  'stirlingS2',
  'bellNumbers',
  'catalan',
  'composition',
  'multinomial',
  'random',
  'randomInt',
  'pickRandom',
]);
math.import(
  Object.fromEntries(
    [...DISABLED].map((name) => [
      name,
      () => {
        throw new Error(`${name} is not available`);
      },
    ]),
  ),
  { override: true },
);

/**
 * What a question may contain: letters, digits, operators, brackets and units. No [ ] (matrices), : (ranges),
 * ; (several statements), quotes (strings) or { } (objects).
 */
const ALLOWED = /^[\p{L}\p{N}\s+\-*/^().,!%=°µ'_]+$/u;
const LEAD = /^(?:what\s+is|what's|whats|how\s+much\s+is|calculate|compute|evaluate|find)\s+(?:the\s+)?/i;
const DERIVATIVE =
  /^(?:derivative|differentiate|d\/d([a-z]))\s*(?:of\s+)?(.+?)(?:\s+(?:with\s+respect\s+to|wrt|by)\s+([a-z]))?$/i;
const SIMPLIFY = /^simplify\s+(.+)$/i;
const SOLVE = /^solve\s+(.+?)(?:\s+for\s+([a-z]))?$/i;
/** One = sign that is not part of ==, <=, >= or !=. */
const EQUATION = /^[^=<>!]*[^=<>!]=[^=]+$/;

/** Significant digits of an answer that is not a whole number. */
export const ROUNDED_DIGITS = 3;

/**
 * Digits a person reads: a whole number in full, any other number to ROUNDED_DIGITS significant digits without
 * rounding away its whole part ("12 km in miles" is 7.46 miles, 1/3 is 0.333, 1234.5678 is 1235).
 */
function digitsFor(...parts: number[]): number | undefined {
  const fractional = parts.filter((part) => Number.isFinite(part) && !Number.isInteger(part));
  if (fractional.length === 0) return undefined;
  const whole = Math.max(...fractional.map((part) => Math.floor(Math.log10(Math.abs(part))) + 1));
  return Math.max(ROUNDED_DIGITS, whole);
}

function show(value: unknown): string {
  let precision: number | undefined;
  if (math.isUnit(value)) precision = digitsFor(Number(value.toNumeric()));
  else if (math.isComplex(value)) precision = digitsFor(value.re, value.im);
  else if (typeof value === 'number') precision = digitsFor(value);
  return format(value, { ...(precision === undefined ? {} : { precision }), lowerExp: -9, upperExp: 15 });
}

/** The unknowns of an expression: symbols that are neither functions, constants nor units (x in 2x + 3). */
function unknowns(node: MathNode): string[] {
  const names = new Set<string>();
  node.traverse((child, _path, parent) => {
    if (!isSymbolNode(child)) return;
    const isCalled = parent !== null && isFunctionNode(parent) && parent.fn === child;
    if (!isCalled && !(child.name in math) && !math.Unit.isValuelessUnit(child.name)) names.add(child.name);
  });
  return [...names];
}

/**
 * An expression for algebra. simplify folds constant parts by computing them, so a call of a disabled function
 * (zeros(1e5, 1e5) + x) is refused before it gets there.
 */
function algebraic(expression: string): MathNode {
  const node = parse(expression);
  node.traverse((child) => {
    if (isFunctionNode(child) && DISABLED.has(child.fn.name)) throw new Error(`${child.fn.name} is not available`);
  });
  return node;
}

/** Algebra speaks of variables such as x, y or t; a longer unknown name is a word, not a variable. */
const isVariable = (name: string) => /^[a-z]$/i.test(name);

function solveLinear(equation: string, wanted?: string): OfflineAnswer | undefined {
  const [left, right, ...more] = equation.split('=');
  if (!left?.trim() || !right?.trim() || more.length > 0) return undefined;
  const difference = simplify(algebraic(`(${left}) - (${right})`));
  const names = unknowns(difference);
  const variable = wanted ?? (names.length === 1 ? names[0] : undefined);
  if (!variable || !isVariable(variable) || names.some((name) => name !== variable)) return undefined;
  // Linear in the variable: its slope is a number, and the root is where the line crosses zero.
  const slope = simplify(derivative(difference, variable));
  if (unknowns(slope).length > 0) return undefined;
  const rise: unknown = slope.evaluate();
  const start: unknown = difference.evaluate({ [variable]: 0 });
  if (typeof rise !== 'number' || typeof start !== 'number' || rise === 0 || !Number.isFinite(start)) return undefined;
  return { ans: `${variable} = ${show(-start / rise)}`, kind: 'solve' };
}

function differentiate(expression: string, wanted?: string): OfflineAnswer | undefined {
  const node = algebraic(expression);
  const names = unknowns(node);
  const variable = wanted ?? (names.includes('x') ? 'x' : names.length === 1 ? names[0] : undefined);
  if (!variable || !isVariable(variable)) return undefined;
  return { ans: simplify(derivative(node, variable)).toString(), kind: 'derivative' };
}

function simplified(expression: string): OfflineAnswer | undefined {
  const node = algebraic(expression);
  const names = unknowns(node);
  // Without a variable there is nothing to simplify that evaluating would not have answered.
  if (names.length === 0 || !names.every(isVariable)) return undefined;
  return { ans: simplify(node).toString(), kind: 'simplify' };
}

/** A value worth showing: a number, a quantity with its unit, a complex number or a truth value. */
function evaluated(expression: string): OfflineAnswer | undefined {
  const value: unknown = evaluate(expression);
  const type = math.typeOf(value);
  if (type === 'Unit') return { ans: show(value), kind: 'unit' };
  if (['number', 'BigNumber', 'Fraction', 'Complex', 'boolean'].includes(type)) {
    return { ans: show(value), kind: 'arithmetic' };
  }
  return undefined;
}

/**
 * The offline answer to a question, or undefined when the calculator cannot answer it. `today` is the day date
 * questions count from ("days until 2027-01-01").
 */
export function answerOffline(question: string, today = new Date()): OfflineAnswer | undefined {
  const asked = question
    .trim()
    .replace(/[?\s]+$/, '')
    .replace(/\s*=\s*$/, '')
    .replace(LEAD, '');
  // "15% of 80 + 2" is 15% times 80, plus 2.
  const text = asked.replace(/%\s+of\s+/gi, '% * ');
  if (!text || text.length > MAX_OFFLINE_QUESTION_LENGTH || !ALLOWED.test(text)) return undefined;
  try {
    const everyday = everydayAnswer(asked, today);
    if (everyday) return everyday;
    const derive = DERIVATIVE.exec(text);
    if (derive) return differentiate(derive[2] ?? '', derive[1] ?? derive[3]);
    const toSimplify = SIMPLIFY.exec(text);
    if (toSimplify) return simplified(toSimplify[1] ?? '');
    const solve = SOLVE.exec(text);
    if (solve) return solveLinear(solve[1] ?? '', solve[2]);
    if (EQUATION.test(text)) return solveLinear(text);
    try {
      return evaluated(text);
    } catch {
      // "2x + 3x" has unknowns: it cannot be evaluated, but it can be simplified.
      return simplified(text);
    }
  } catch {
    return undefined;
  }
}
