import { describe, expect, it } from 'vitest';
import type { QueryResult, UserExport } from '../../src/contract/endpoints/query.ts';
import type { StoredGraph } from '../../src/contract/graph.ts';
import type { Goal } from '../../src/contract/goals.ts';
import type { Note } from '../../src/contract/notes.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor, type Learner } from '../testing/library-kit.ts';

const noteBody = (learner: Learner, noteTitle: string, note: string, tags?: string[]) => ({
  verb: 'NOTED',
  value: { noteTitle, note, type: 'note', ...(tags ? { tags } : {}) },
  actor: learner.username,
  dataSource: 'tj-client-web',
});

describe.each(storesUnderTest())('queries and export of a learner’s data on $kind', (store) => {
  const kit = libraryKitFor(store, ['ada', 'bob']);

  async function seed() {
    const { ada, bob } = kit;
    const leaf = (
      await ada.call<Note>('POST', '/notes', noteBody(ada, 'Leaves', '- [x] find a leaf\nChlorophyll', ['plants']))
    ).body;
    const graph = (
      await ada.call<StoredGraph>('POST', '/g6graph', {
        actor: 'ada',
        g6_data: {
          graph_name: 'Leaf parts',
          gdata: {
            nodes: [
              { id: 'leaf', label: 'Leaf' },
              { id: 'stoma', label: 'Stoma' },
            ],
            edges: [{ source: 'leaf', target: 'stoma', label: 'has' }],
          },
        },
        access: 'private',
        metadata: {},
        tags: ['plants'],
      })
    ).body;
    const goal = (await ada.call<Goal>('POST', '/goals', { goal: 'Understand a leaf' })).body;
    await ada.call('PUT', `/goals/${goal.id}`, { attachment: { action: 'push', noteId: leaf._id } });
    await bob.call('POST', '/notes', noteBody(bob, 'Bob’s leaves', 'leaf litter'));
    return { leaf, graph, goal };
  }

  it('finds the text in the learner’s notes, readable graphs and goals (POST /query)', async () => {
    const { leaf, graph, goal } = await seed();
    const found = await kit.ada.call<QueryResult>('POST', '/query', { query: 'leaf' });
    expect(found.status).toBe(200);
    expect(found.body.notes.items.map((note) => note._id)).toEqual([leaf._id]);
    expect(found.body.graphs.items.map((match) => [match.graph.id, match.nodes])).toEqual([
      [graph.id, [{ id: 'leaf', label: 'Leaf' }]],
    ]);
    expect(found.body.goals.items.map((item) => item.id)).toEqual([goal.id]);
    expect(found.body.goals.total).toBe(1);
    const bobs = await kit.bob.call<QueryResult>('POST', '/query', { query: 'leaf' });
    expect(bobs.body.notes.items.map((note) => note.value.noteTitle)).toEqual(['Bob’s leaves']);
    expect(bobs.body.graphs.total + bobs.body.goals.total).toBe(0);
    expect((await kit.ada.call('POST', '/query', { query: '' })).status).toBe(400);
  });

  it('exports the learner’s own notes, graphs and goals as JSON', async () => {
    const exported = await kit.ada.call<UserExport>('GET', '/query/json?actor=ada');
    expect(exported.status).toBe(200);
    expect(exported.body.username).toBe('ada');
    expect(exported.body.notes.map((note) => note.value.noteTitle)).toEqual(['Leaves']);
    expect(exported.body.graphs.map((graph) => graph.g6_data.graph_name)).toEqual(['Leaf parts']);
    expect(exported.body.goals.map((goal) => [goal.goal, goal.attachments.length])).toEqual([['Understand a leaf', 1]]);
    const bobs = await kit.bob.call<UserExport>('GET', '/query/json?actor=bob');
    expect(bobs.body.notes.map((note) => note.value.noteTitle)).toEqual(['Bob’s leaves']);
    expect(bobs.body.graphs).toEqual([]);
  });

  it('exports the same as MongoDB Extended JSON collections', async () => {
    const plain = (await kit.ada.call<UserExport>('GET', '/query/json?actor=ada')).body;
    const mongo = await kit.ada.call<Record<string, Record<string, unknown>[]>>('GET', '/query/json_mongo?actor=ada');
    expect(mongo.status).toBe(200);
    expect(mongo.body.notes?.[0]).toMatchObject({
      _id: plain.notes[0]?._id,
      value: plain.notes[0]?.value,
      timestamp: { $date: plain.notes[0]?.timestamp },
    });
    expect(mongo.body.graphs?.[0]).toMatchObject({ _id: plain.graphs[0]?.id, g6_data: plain.graphs[0]?.g6_data });
    expect(mongo.body.graphs?.[0]).not.toHaveProperty('id');
    expect(mongo.body.goals?.[0]).toMatchObject({ _id: plain.goals[0]?.id, goal: 'Understand a leaf' });
  });

  it('exports Markdown with the note, the graph and the goal, headed in the learner’s language', async () => {
    const answer = await kit.ada.call<string>('GET', '/query/userMarkdown?actor=ada');
    expect(answer.status).toBe(200);
    // A text answer: the kit reads text/* as text, JSON as JSON.
    expect(typeof answer.body).toBe('string');
    const markdown = answer.body;
    expect(markdown).toContain("# ada's notes, graphs and goals");
    expect(markdown).toContain('## Notes (1)\n\n### Leaves');
    expect(markdown).toContain('- [x] find a leaf\nChlorophyll');
    expect(markdown).toContain('#plants');
    expect(markdown).toContain('### Leaf parts');
    expect(markdown).toContain('- Leaf → has → Stoma');
    expect(markdown).toContain('## Goals (1)\n\n### [ ] Understand a leaf\n\n- Leaves');
    expect(markdown).not.toContain('Bob');
    const german = await kit.ada.call<string>('GET', '/query/userMarkdown?actor=ada', undefined, {
      'accept-language': 'de',
    });
    expect(german.body).toContain('# Notizen, Graphen und Ziele von ada');
    expect(german.body).toContain('## Gespeicherte Graphen (1)');
  });

  it('exports only the caller’s own data', async () => {
    for (const path of ['/query/json', '/query/json_mongo', '/query/userMarkdown']) {
      const refused = await kit.bob.call<{ message: string }>('GET', `${path}?actor=ada`);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('You can only export your own notes, graphs and goals.');
      expect((await kit.anonymous('GET', `${path}?actor=ada`)).status).toBe(401);
    }
  });
});
