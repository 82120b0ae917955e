import { z } from 'zod';
import { pathParamNames, type EndpointAuth } from '../../src/contract/endpoint.ts';
import { endpoints, REFRESH_TOKEN_HEADER, type EndpointName } from '../../src/contract/endpoints.ts';
import { documentedPath } from './paths.ts';

type JsonSchema = Record<string, unknown>;

/**
 * Schemas as the caller sends them; what zod cannot express in JSON Schema (files, refinements) stays open. A
 * recursive schema (a tree) refers to itself through `definitions`: those move to the document's components, named
 * by the schema's meta id, since `#/definitions/…` would point at the document's root.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', components: Record<string, JsonSchema>): JsonSchema {
  const { definitions, ...rest } = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    unrepresentable: 'any',
    io,
  }) as JsonSchema & { definitions?: Record<string, JsonSchema> };
  const toComponents = (value: JsonSchema): JsonSchema =>
    JSON.parse(JSON.stringify(value).replaceAll('"#/definitions/', '"#/components/schemas/')) as JsonSchema;
  for (const [name, definition] of Object.entries(definitions ?? {})) components[name] = toComponents(definition);
  return toComponents(rest);
}

const errorAnswer = {
  description: 'Refused: the message says why, in the language of Accept-Language.',
  content: {
    'application/json': {
      schema: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    },
  },
};

/** Who may make a call (spec 2 §6): a public call says so with no requirement at all. */
const security: Record<EndpointAuth, unknown[]> = {
  bearer: [{ bearer: [] }],
  default: [{}, { bearer: [] }],
  none: [],
};

const VISITOR = 'The token is optional: without one the call answers for a signed-out visitor.';

const description = (sentences: string[]) => {
  const text = sentences.filter(Boolean).join(' ');
  return text ? { description: text } : {};
};

/**
 * zod writes a nullable reference as `{ nullable: true, allOf: [{ $ref }] }`; OpenAPI 3.0 reads `nullable` only
 * beside a `type`, so each such schema takes the type of the schema it refers to.
 */
function typeNullableReferences(node: unknown, schemas: Record<string, JsonSchema>): void {
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema & { allOf?: { $ref?: string }[] };
  const reference = schema.allOf?.[0]?.$ref;
  if (schema.nullable === true && schema.type === undefined && reference) {
    schema.type = schemas[reference.replace('#/components/schemas/', '')]?.type;
  }
  for (const child of Object.values(node)) typeNullableReferences(child, schemas);
}

/** An OpenAPI 3.0 document of the given calls, generated from the contract table. */
export function openApiDocument(names: Iterable<EndpointName>, version: string): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Record<string, JsonSchema> = {};
  for (const name of [...names].sort()) {
    const endpoint = endpoints[name];
    const parameters: unknown[] = pathParamNames(endpoint.path).map((param) => ({
      name: param,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    if ('query' in endpoint) {
      const query = jsonSchema(endpoint.query, 'input', schemas) as {
        properties?: Record<string, unknown>;
        required?: string[];
      };
      for (const [param, schema] of Object.entries(query.properties ?? {})) {
        parameters.push({ name: param, in: 'query', required: query.required?.includes(param) ?? false, schema });
      }
    }
    if ('refreshTokenInHeader' in endpoint) {
      parameters.push({
        name: REFRESH_TOKEN_HEADER,
        in: 'header',
        required: endpoint.refreshTokenInHeader === 'required',
        schema: { type: 'string' },
      });
    }
    const answer = endpoint.answer;
    const content =
      answer.kind === 'json'
        ? { 'application/json': { schema: jsonSchema(answer.schema, 'output', schemas) } }
        : answer.kind === 'binary'
          ? { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } }
          : { 'text/plain': { schema: { type: 'string' } } };
    const path = (paths[documentedPath(endpoint.path)] ??= {});
    path[endpoint.method.toLowerCase()] = {
      operationId: name,
      summary: endpoint.summary,
      ...description([
        endpoint.auth === 'default' ? VISITOR : '',
        'gates' in endpoint
          ? `Refused (403) unless the caller's roles allow ${endpoint.gates
              .map(({ action, subject }) => `${action} ${subject}`)
              .join(', ')} (spec 1 §6).`
          : '',
      ]),
      security: security[endpoint.auth],
      parameters,
      ...('body' in endpoint
        ? {
            requestBody: {
              required: true,
              content: {
                [endpoint.body.kind === 'json' ? 'application/json' : 'multipart/form-data']: {
                  schema: jsonSchema(endpoint.body.schema, 'input', schemas),
                },
              },
            },
          }
        : {}),
      responses: { '200': { description: 'Done.', content }, '4XX': errorAnswer },
    };
  }
  typeNullableReferences({ paths, schemas }, schemas);
  return {
    openapi: '3.0.3',
    info: { title: 'Thoughtkit reference API', version },
    servers: [{ url: '/api/v1' }],
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}
