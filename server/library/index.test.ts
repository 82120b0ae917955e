import { describe, expect, it } from 'vitest';
import { createApi } from '../api.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { createLibrary } from './index.ts';

// Publishing the document touches no storage: a database that refuses every query proves it.
const unused: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('no query expected')),
  exec: () => Promise.reject(new Error('no query expected')),
  transaction: () => Promise.reject(new Error('no query expected')),
  listen: () => Promise.reject(new Error('no query expected')),
  close: () => Promise.resolve(),
};
const api = createApi({
  authenticate: () => Promise.reject(new HttpError(401, { literal: 'jwt expired' })),
  areas: [createLibrary({ db: unused })],
});

describe('the library area', () => {
  it('publishes its calls, with their answers, in the OpenAPI document', async () => {
    const document = (await (await api.request('http://localhost/api/v1/openapi.json')).json()) as {
      paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect(operations.sort()).toEqual(
      [
        'attachments.delete',
        'goals.create',
        'goals.delete',
        'goals.get',
        'goals.list',
        'goals.many',
        'goals.update',
        'graphs.byTag',
        'graphs.clone',
        'graphs.create',
        'graphs.delete',
        'graphs.get',
        'graphs.list',
        'graphs.query',
        'graphs.update',
        'notes.create',
        'notes.delete',
        'notes.get',
        'notes.list',
        'notes.update',
        'quests.create',
        'quests.delete',
        'quests.get',
        'quests.list',
        'quests.update',
        'query.json',
        'query.jsonMongo',
        'query.run',
        'query.userMarkdown',
        'states.create',
        'states.get',
        'tag.get',
      ].sort(),
    );
    const page = JSON.stringify(document.paths['/notes']?.get?.responses['200']);
    expect(page).toContain('"pageSize"');
  });

  it('asks for a token before anything else', async () => {
    const answer = await api.request('http://localhost/api/v1/g6graph/x', { headers: { authorization: 'Bearer old' } });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({ message: 'jwt expired' });
  });
});
