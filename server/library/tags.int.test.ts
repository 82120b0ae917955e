import { describe, expect, it } from 'vitest';
import type { TagContent } from '../../src/contract/endpoints/tag.ts';
import type { Note } from '../../src/contract/notes.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor, type Learner } from '../testing/library-kit.ts';

describe.each(storesUnderTest())('the tag page on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob']);

  const note = (learner: Learner, noteTitle: string, tags?: string[]) =>
    learner.call<Note>('POST', '/notes', {
      verb: 'NOTED',
      value: { noteTitle, note: noteTitle, type: 'note', ...(tags ? { tags } : {}) },
      actor: learner.username,
      dataSource: 'tj-client-web',
    });
  const graph = (learner: Learner, name: string, tags: string[], sharedAccess?: string[]) =>
    learner.call<StoredGraph>('POST', '/g6graph', {
      actor: learner.username,
      g6_data: { graph_name: name, gdata: { nodes: [], edges: [] } },
      access: sharedAccess ? 'custom' : 'private',
      ...(sharedAccess ? { sharedAccess } : {}),
      metadata: {},
      tags,
    });

  it('gives the caller’s own notes and graphs with the tag, in any case, newest first', async () => {
    const first = (await note(kit.ada, 'Leaves', ['Plants', 'biology'])).body;
    await note(kit.ada, 'Untagged');
    const second = (await note(kit.ada, 'Roots', ['plants'])).body;
    const tagged = (await graph(kit.ada, 'Plant parts', ['PLANTS'], ['bob'])).body;
    await graph(kit.ada, 'Stars', ['space']);
    await note(kit.bob, 'Bob’s plants', ['plants']);

    const answer = await kit.ada.call<TagContent>('GET', '/tag/plants');
    expect(answer.status).toBe(200);
    expect(answer.body.tag).toBe('plants');
    expect(answer.body.notes).toEqual({ items: [second, first], total: 2 });
    expect(answer.body.graphs).toEqual({ items: [tagged], total: 1 });
  });

  it('shows a learner a graph shared with them under its tag in the library, but not on their own tag page', async () => {
    const page = await kit.bob.call<TagContent>('GET', '/tag/plants');
    expect(page.body.notes.items.map((item) => item.value.noteTitle)).toEqual(['Bob’s plants']);
    expect(page.body.graphs.total).toBe(0);
    expect((await kit.bob.call<{ total: number }>('GET', '/g6graph/tag/plants')).body.total).toBe(1);
  });

  it('answers an empty page for a tag nobody used, and refuses an empty or overlong one', async () => {
    const none = await kit.ada.call<TagContent>('GET', '/tag/nothing-here');
    expect(none.body).toEqual({ tag: 'nothing-here', notes: { items: [], total: 0 }, graphs: { items: [], total: 0 } });
    expect((await kit.ada.call('GET', '/tag/%20')).status).toBe(400);
    expect((await kit.ada.call('GET', `/tag/${'x'.repeat(201)}`)).status).toBe(400);
    expect((await kit.anonymous('GET', '/tag/plants')).status).toBe(401);
  });
});
