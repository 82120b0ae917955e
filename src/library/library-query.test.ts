import { describe, expect, it } from 'vitest';
import { createTestApi } from '../../tests/support/test-api.ts';
import { createLibraryQuery } from './library-query.ts';

const found = { notes: { items: [], total: 0 }, graphs: { items: [], total: 0 }, goals: { items: [], total: 0 } };

describe('createLibraryQuery', () => {
  it('asks POST /query with the trimmed text and keeps what it found; a blank text asks nothing', async () => {
    const server = createTestApi();
    server.route('POST /query', () => ({ body: found }));
    const query = createLibraryQuery({ api: server.api });
    await query.ask('   ');
    expect(server.seen).toEqual([]);
    await query.ask(' volcano ');
    expect(server.seen.map((request) => request.body)).toEqual([{ query: 'volcano' }]);
    expect(query.state.value).toEqual({ status: 'ready', asked: 'volcano', answer: found });
  });
});
