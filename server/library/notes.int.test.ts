import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note } from '../../src/contract/notes.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';

type Page = { items: Note[]; pageNo: number; pageSize: number; total: number };

describe.each(storesUnderTest())('notes on $kind', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;

  const noted = (value: Record<string, unknown>) => ({
    verb: 'NOTED',
    value,
    actor: 'ada',
    dataSource: 'tj-client-web',
  });

  beforeAll(async () => {
    kit = await openLibraryKit(store);
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
  }, 60_000);
  afterAll(() => kit.close());

  describe('notes', () => {
    it('creates, reads, updates and deletes a note', async () => {
      const created = await ada.call<Note>(
        'POST',
        '/notes',
        noted({ noteTitle: 'Photosynthesis', note: 'Plants turn light into sugar.\n- [x] read\n- [ ] draw' }),
      );
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({
        value: { noteTitle: 'Photosynthesis' },
        type: 'note',
        task: { total: 2, completed: 1 },
      });
      const id = created.body._id;
      expect(new Date(String(created.body.timestamp)).getTime()).toBeGreaterThan(Date.now() - 60_000);

      expect((await ada.call('GET', `/notes/${id}`)).body).toEqual(created.body);

      // A text replaces the text and keeps the title.
      const text = await ada.call<Note>('PUT', `/notes/update/${id}`, { note: '- [x] read\n- [x] draw', type: 'note' });
      expect(text.status).toBe(200);
      expect(text.body.value).toEqual({ noteTitle: 'Photosynthesis', note: '- [x] read\n- [x] draw' });
      expect(text.body.task).toEqual({ total: 2, completed: 2 });

      // A whole value replaces the value.
      const whole = await ada.call<Note>('PUT', `/notes/update/${id}`, {
        note: { noteTitle: 'Leaf', imageNote: 'leaf.png' },
        type: 'image',
      });
      expect(whole.body).toMatchObject({ value: { noteTitle: 'Leaf', imageNote: 'leaf.png' }, type: 'image' });
      expect(whole.body.value.note).toBeUndefined();

      expect((await ada.call('DELETE', `/notes/${id}`)).body).toEqual({ id, deleted: true });
      expect((await ada.call('GET', `/notes/${id}`)).status).toBe(404);
      expect((await ada.call('DELETE', `/notes/${id}`)).status).toBe(404);
    });

    it("takes a note's type from its value", async () => {
      const video = await ada.call<Note>('POST', '/notes', noted({ type: 'video', videoLabel: 'Cells', noteUrl: 'v' }));
      expect(video.body.type).toBe('video');
      const odd = await ada.call<Note>('POST', '/notes', noted({ type: 'scribble', note: 'x' }));
      expect(odd.body.type).toBe('note');
    });

    it("keeps a learner out of another learner's notes, with the same 404 as a missing note", async () => {
      const { body } = await ada.call<Note>('POST', '/notes', noted({ noteTitle: 'Private', note: 'mine' }));
      const read = await bob.call<{ message: string }>('GET', `/notes/${body._id}`, undefined, {
        'accept-language': 'de',
      });
      expect(read.status).toBe(404);
      expect(read.body.message).toBe('Diese Notiz wurde nicht gefunden. Vielleicht wurde sie gelöscht.');
      const missing = await bob.call('GET', '/notes/00000000-0000-4000-8000-000000000000');
      expect(missing).toEqual({
        status: 404,
        body: { message: 'We could not find this note. It may have been deleted.' },
      });
      expect((await bob.call('PUT', `/notes/update/${body._id}`, { note: 'hacked', type: 'note' })).status).toBe(404);
      expect((await bob.call('DELETE', `/notes/${body._id}`)).status).toBe(404);
      expect((await ada.call<Note>('GET', `/notes/${body._id}`)).body.value.note).toBe('mine');
      const bobs = await bob.call<Page>('GET', '/notes?pageNo=0');
      expect(bobs.body.items.map((note) => note._id)).not.toContain(body._id);
      const asked = await bob.call<Page>('GET', '/notes?pageNo=0&username=ada');
      expect(asked.body).toEqual({ items: [], pageNo: 0, pageSize: 20, total: 0 });
    });

    it('refuses bad ids, bad bodies and missing tokens with 4xx and a message', async () => {
      const badId = await ada.call<{ message: string }>('GET', '/notes/not-an-id', undefined, {
        'accept-language': 'hi',
      });
      expect(badId.status).toBe(404);
      expect(badId.body.message).toBe('यह नोट नहीं मिला। हो सकता है इसे हटा दिया गया हो।');
      expect((await ada.call('DELETE', "/notes/1'; drop table notes; --")).status).toBe(404);
      expect((await ada.call('PUT', '/notes/update/42', { note: 'x', type: 'note' })).status).toBe(404);
      const broken = await ada.call<{ message: string }>('POST', '/notes', '{"verb":');
      expect(broken).toEqual({ status: 400, body: { message: 'The request body is not valid JSON.' } });
      expect((await ada.call('POST', '/notes', { verb: 'NOTED', actor: 'ada', dataSource: 'x' })).status).toBe(400);
      expect((await ada.call('POST', '/notes', noted({ note: 1 }))).status).toBe(400);
      expect((await ada.call('PUT', '/notes/update/42', { note: 'x', type: 'text' })).status).toBe(400);
      expect((await ada.call('GET', '/notes')).status).toBe(400);
      expect((await ada.call('GET', '/notes?pageNo=-1')).status).toBe(400);
      expect((await kit.anonymous('GET', '/notes?pageNo=0')).status).toBe(401);
    });
  });

  describe('the notes list', () => {
    let carol: Learner;
    beforeAll(async () => {
      carol = await kit.learner('carol');
      for (let n = 1; n <= 25; n += 1) {
        await carol.call(
          'POST',
          '/notes',
          noted({ noteTitle: `Note ${n}`, note: n % 5 === 0 ? 'about the Water cycle' : 'x' }),
        );
      }
      await carol.call('POST', '/notes', noted({ noteTitle: '100% sure', note: 'percent' }));
    }, 60_000);

    it('pages from 0, 20 a page, newest first', async () => {
      const first = await carol.call<Page>('GET', '/notes?pageNo=0');
      expect(first.body).toMatchObject({ pageNo: 0, pageSize: 20, total: 26 });
      expect(first.body.items.map((note) => note.value.noteTitle).slice(0, 3)).toEqual([
        '100% sure',
        'Note 25',
        'Note 24',
      ]);
      expect(first.body.items).toHaveLength(20);
      const second = await carol.call<Page>('GET', '/notes?pageNo=1');
      expect(second.body.items.map((note) => note.value.noteTitle)).toEqual([
        'Note 6',
        'Note 5',
        'Note 4',
        'Note 3',
        'Note 2',
        'Note 1',
      ]);
      expect((await carol.call<Page>('GET', '/notes?pageNo=7')).body).toMatchObject({ items: [], total: 26 });
    });

    it('searches titles and texts, ignoring case, taking the word literally', async () => {
      const water = await carol.call<Page>('GET', '/notes?pageNo=0&searchWord=WATER%20cycle');
      expect(water.body.total).toBe(5);
      expect(water.body.items.map((note) => note.value.noteTitle)).toEqual([
        'Note 25',
        'Note 20',
        'Note 15',
        'Note 10',
        'Note 5',
      ]);
      expect((await carol.call<Page>('GET', '/notes?pageNo=0&searchWord=note%2012')).body.total).toBe(1);
      const percent = await carol.call<Page>('GET', '/notes?pageNo=0&searchWord=%25');
      expect(percent.body.items.map((note) => note.value.noteTitle)).toEqual(['100% sure']);
      expect((await carol.call<Page>('GET', '/notes?pageNo=0&searchWord=_')).body.total).toBe(0);
      expect((await carol.call<Page>('GET', '/notes?pageNo=0&searchWord=%20')).body.total).toBe(26);
      expect((await carol.call<Page>('GET', '/notes?pageNo=0&username=Carol')).body.total).toBe(26);
    });
  });
});
