import { z } from 'zod';

/**
 * A path parameter checked by a schema of the contract: a bad one is a 400 that names the parameter, as a bad query
 * or body field is (the table types path parameters only as text).
 */
export function pathParam<S extends z.ZodType>(name: string, schema: S, value: string | number): z.output<S> {
  return z.object({ [name]: schema }).parse({ [name]: String(value) })[name] as z.output<S>;
}
