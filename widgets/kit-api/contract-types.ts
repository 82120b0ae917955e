// The contract's types that the widgets' events carry (a README's `detail` column names them), written as TypeScript
// for the kit's typings (kit-api/typings.ts) from the contract's zod schemas, so the typings say what the kit sends.
import { z } from 'zod';
import { thoughtSchema } from '../../src/contract/thought.ts';

/** Each type an event's detail may name, by that name. */
export const contractTypes: Readonly<Record<string, z.ZodType>> = { Thought: thoughtSchema };

interface JsonSchema {
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly items?: JsonSchema;
  readonly properties?: Readonly<Record<string, JsonSchema>>;
  readonly required?: readonly string[];
}

/** The schema's TypeScript type, as a value the kit sends (defaults applied), every property readonly. */
export function typeScriptOf(schema: z.ZodType): string {
  return written(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema, '');
}

function written(schema: JsonSchema, indent: string): string {
  if (schema.enum) return schema.enum.map((value) => `'${value}'`).join(' | ');
  switch (schema.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return schema.type;
    case 'integer':
      return 'number';
    case 'array':
      return `readonly ${written(schema.items ?? {}, indent)}[]`;
    case 'object': {
      const inner = `${indent}  `;
      const lines = Object.entries(schema.properties ?? {}).map(
        ([key, value]) =>
          `${inner}readonly ${key}${schema.required?.includes(key) ? '' : '?'}: ${written(value, inner)};`,
      );
      return `{\n${lines.join('\n')}\n${indent}}`;
    }
    default:
      return 'unknown';
  }
}
