// Turning a table entry plus call options into a URL and a body.
import { pathParamNames, type EndpointBody } from '../contract/endpoint.ts';

export type ParamValues = Readonly<Record<string, string | number>>;

/** Fills `{name}` in the path template; a missing parameter is a programming error, so it throws. */
export function fillPath(template: string, params: ParamValues | undefined): string {
  let path = template;
  for (const name of pathParamNames(template)) {
    const value = params?.[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
  }
  return path;
}

function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

export function queryString(query: Readonly<Record<string, unknown>> | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, asText(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The fetch body and its content type (none for multipart: fetch sets the boundary itself). */
export function encodeBody(
  body: EndpointBody | undefined,
  value: unknown,
): { body: BodyInit | undefined; contentType: string | undefined } {
  if (body === undefined || value === undefined) return { body: undefined, contentType: undefined };
  if (body.kind === 'json') return { body: JSON.stringify(value), contentType: 'application/json' };
  if (typeof value !== 'object' || value === null) throw new TypeError('A multipart body must be an object of fields');
  const form = new FormData();
  for (const [name, field] of Object.entries(value)) {
    if (field === undefined) continue;
    if (field instanceof Blob) form.append(name, field);
    else form.append(name, asText(field));
  }
  return { body: form, contentType: undefined };
}
