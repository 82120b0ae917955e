import type { MessageKey, MessageVars } from '../i18n/i18n.ts';

/**
 * A typed attribute: how a widget reads one kebab-case attribute. Parsing never throws; a value that
 * cannot be used is reported so the widget can say what it expected.
 */
export interface AttributeSpec<T> {
  /** What values it takes, for the kit's manifest test (widgets/kit-api): each widget's README must say the same. */
  readonly type: AttributeType;
  /** What an absent attribute means. */
  readonly fallback: T;
  parse(raw: string | null): { ok: true; value: T } | { ok: false; expected: [MessageKey, MessageVars?] };
}

export type AttributeType =
  | { readonly kind: 'text' }
  | { readonly kind: 'flag' }
  | { readonly kind: 'number'; readonly min: number; readonly max: number }
  | { readonly kind: 'oneOf'; readonly options: readonly string[] };

export type AttributeSpecs = Record<string, AttributeSpec<unknown>>;
export type AttributeValues<S extends AttributeSpecs> = {
  [K in keyof S]: S[K] extends AttributeSpec<infer T> ? T : never;
};

export const attribute = {
  text(fallback = ''): AttributeSpec<string> {
    return { type: { kind: 'text' }, fallback, parse: (raw) => ({ ok: true, value: raw ?? fallback }) };
  },

  /** Present means true, as for HTML's own boolean attributes; "false" also reads as false. */
  flag(): AttributeSpec<boolean> {
    return {
      type: { kind: 'flag' },
      fallback: false,
      parse: (raw) => ({ ok: true, value: raw !== null && raw !== 'false' }),
    };
  },

  number(fallback: number, range: { min: number; max: number }): AttributeSpec<number> {
    return {
      type: { kind: 'number', ...range },
      fallback,
      parse(raw) {
        if (raw === null || raw.trim() === '') return { ok: true, value: fallback };
        const value = Number(raw);
        return Number.isFinite(value) && value >= range.min && value <= range.max
          ? { ok: true, value }
          : { ok: false, expected: ['elements.expectedNumberBetween', range] };
      },
    };
  },

  oneOf<const T extends string>(options: readonly T[], fallback: NoInfer<T>): AttributeSpec<T> {
    return {
      type: { kind: 'oneOf', options },
      fallback,
      parse(raw) {
        if (raw === null || raw === '') return { ok: true, value: fallback };
        return (options as readonly string[]).includes(raw)
          ? { ok: true, value: raw as T }
          : { ok: false, expected: ['elements.expectedOneOf', { options: options.join(', ') }] };
      },
    };
  },
};

export interface AttributeProblem {
  attribute: string;
  value: string;
  expected: [MessageKey, MessageVars?];
}

/** Parses every declared attribute; the values of the valid ones and a list of the invalid ones. */
export function parseAttributes<S extends AttributeSpecs>(
  specs: S,
  read: (name: string) => string | null,
): { values: AttributeValues<S>; problems: AttributeProblem[] } {
  const values: Record<string, unknown> = {};
  const problems: AttributeProblem[] = [];
  for (const [name, spec] of Object.entries(specs)) {
    const raw = read(kebabCase(name));
    const result = spec.parse(raw);
    if (result.ok) values[name] = result.value;
    else problems.push({ attribute: kebabCase(name), value: raw ?? '', expected: result.expected });
  }
  return { values: values as AttributeValues<S>, problems };
}

export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
