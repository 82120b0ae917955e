import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GOAL_LENGTH, type Goal } from '../../src/contract/goals.ts';
import type { Note } from '../../src/contract/notes.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { openLibraryKit, type Learner, type LibraryKit } from '../testing/library-kit.ts';

describe.each(storesUnderTest())('goals on $kind', (store) => {
  let kit: LibraryKit;
  let ada: Learner;
  let bob: Learner;

  beforeAll(async () => {
    kit = await openLibraryKit(store);
    ada = await kit.learner('ada');
    bob = await kit.learner('bob');
  }, 60_000);
  afterAll(() => kit.close());

  async function note(learner: Learner, text: string): Promise<Note> {
    const { body } = await learner.call<Note>('POST', '/notes', {
      verb: 'NOTED',
      value: { noteTitle: 'Plants', note: text },
      actor: learner.username,
      dataSource: 'tj-client-web',
    });
    return body;
  }

  async function goal(learner: Learner, text: string): Promise<Goal> {
    return (await learner.call<Goal>('POST', '/goals', { goal: text })).body;
  }

  const attachment = (action: 'push' | 'delete', noteId: string) => ({ attachment: { action, noteId } });

  describe('goals', () => {
    it('creates, lists, reads, closes and deletes a goal', async () => {
      const created = await ada.call<Goal>('POST', '/goals', { goal: 'Understand how plants make food' });
      expect(created.status).toBe(200);
      expect(created.body).toMatchObject({ goal: 'Understand how plants make food', status: false, attachments: [] });
      const { id } = created.body;
      const second = await goal(ada, 'Learn the water cycle');

      const list = await ada.call<Goal[]>('GET', '/goals');
      expect(list.body.map((g) => g.id)).toEqual([second.id, id]);
      expect((await ada.call('GET', `/goals/${id}`)).body).toEqual(created.body);

      const closed = await ada.call<Goal>('PUT', `/goals/${id}`, { status: true });
      expect(closed.body.status).toBe(true);

      const many = await ada.call<Goal[]>('POST', '/goals/many', { goal_ids: [id, 'not-an-id'] });
      expect(many.body.map((g) => g.id)).toEqual([id]);

      expect((await ada.call('DELETE', `/goals/${id}`)).body).toEqual({ id, deleted: true });
      expect((await ada.call('GET', `/goals/${id}`)).status).toBe(404);
    });

    it('attaches and detaches notes; a note has one goal, and its notes outlive the goal', async () => {
      const first = await goal(ada, 'Photosynthesis');
      const other = await goal(ada, 'Botany');
      const leaf = await note(ada, 'Chlorophyll absorbs red and blue light.');

      const attached = await ada.call<Goal>('PUT', `/goals/${first.id}`, attachment('push', leaf._id));
      expect(attached.status).toBe(200);
      expect(attached.body.attachments).toHaveLength(1);
      expect(attached.body.attachments[0]?.note).toMatchObject({ _id: leaf._id, goal: first.id });
      expect((await ada.call<Note>('GET', `/notes/${leaf._id}`)).body.goal).toBe(first.id);

      const moved = await ada.call<Goal>('PUT', `/goals/${other.id}`, attachment('push', leaf._id));
      expect(moved.body.attachments.map((a) => a.note._id)).toEqual([leaf._id]);
      expect((await ada.call<Goal>('GET', `/goals/${first.id}`)).body.attachments).toEqual([]);

      const detached = await ada.call<Goal>('PUT', `/goals/${other.id}`, attachment('delete', leaf._id));
      expect(detached.body.attachments).toEqual([]);
      const again = await ada.call<{ message: string }>('PUT', `/goals/${other.id}`, attachment('delete', leaf._id));
      expect(again).toEqual({ status: 404, body: { message: 'This note is not attached to a goal of yours.' } });

      const pushed = await ada.call<Goal>('PUT', `/goals/${other.id}`, attachment('push', leaf._id));
      const attachmentId = pushed.body.attachments[0]?.id ?? '';
      expect((await ada.call('DELETE', `/attachments/${attachmentId}`)).body).toEqual({
        id: attachmentId,
        deleted: true,
      });
      expect((await ada.call('DELETE', `/attachments/${attachmentId}`)).status).toBe(404);

      await ada.call('PUT', `/goals/${other.id}`, attachment('push', leaf._id));
      await ada.call('DELETE', `/goals/${other.id}`);
      const kept = await ada.call<Note>('GET', `/notes/${leaf._id}`);
      expect(kept.status).toBe(200);
      expect(kept.body.goal).toBeUndefined();
    });

    it('closes a goal when all tasks of its notes are done, and reopens it when one is not', async () => {
      const plan = await goal(ada, 'Grow beans');
      const seeds = await note(ada, '- [x] buy seeds\n- [ ] plant them');
      const water = await note(ada, '- [ ] water daily');
      await ada.call('PUT', `/goals/${plan.id}`, attachment('push', seeds._id));
      await ada.call('PUT', `/goals/${plan.id}`, attachment('push', water._id));

      const status = async () => (await ada.call<Goal>('GET', `/goals/${plan.id}`)).body.status;
      await ada.call('PUT', `/notes/update/${seeds._id}`, { note: '- [x] buy seeds\n- [x] plant them', type: 'note' });
      expect(await status()).toBe(false);
      await ada.call('PUT', `/notes/update/${water._id}`, { note: '- [x] water daily', type: 'note' });
      expect(await status()).toBe(true);
      await ada.call('PUT', `/notes/update/${water._id}`, { note: '- [x] water daily\n- [ ] weed', type: 'note' });
      expect(await status()).toBe(false);

      // Without any task there is nothing to judge by: the learner's own status stays.
      const reading = await goal(ada, 'Read about soil');
      const plain = await note(ada, 'Soil holds water.');
      await ada.call('PUT', `/goals/${reading.id}`, attachment('push', plain._id));
      await ada.call('PUT', `/goals/${reading.id}`, { status: true });
      await ada.call('PUT', `/notes/update/${plain._id}`, { note: 'Soil holds water and air.', type: 'note' });
      expect((await ada.call<Goal>('GET', `/goals/${reading.id}`)).body.status).toBe(true);
    });

    it('changes the text of a goal for its owner, trimmed and checked as when it is written', async () => {
      const planets = await goal(ada, 'Learn the planets');
      const edited = await ada.call<Goal>('PUT', `/goals/${planets.id}`, { goal: '  Learn the planets and moons ' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ id: planets.id, goal: 'Learn the planets and moons', status: false });
      expect((await ada.call<Goal>('GET', `/goals/${planets.id}`)).body).toEqual(edited.body);

      const longest = 'a'.repeat(MAX_GOAL_LENGTH);
      expect((await ada.call<Goal>('PUT', `/goals/${planets.id}`, { goal: longest })).body.goal).toBe(longest);
      await ada.call('PUT', `/goals/${planets.id}`, { goal: 'Learn the planets and moons' });

      // Refused, each with a message in the learner's language, and the goal stays as it was.
      const empty = await ada.call<{ message: string }>('PUT', `/goals/${planets.id}`, { goal: '   ' });
      expect(empty).toMatchObject({ status: 400, body: { message: 'goal: Write the goal: it cannot be empty.' } });
      const tooLong = { goal: 'a'.repeat(MAX_GOAL_LENGTH + 1) };
      const long = await ada.call<{ message: string }>('PUT', `/goals/${planets.id}`, tooLong);
      expect(long).toMatchObject({
        status: 400,
        body: { message: `goal: A goal can be at most ${MAX_GOAL_LENGTH} characters long.` },
      });
      const german = await ada.call<{ message: string }>('PUT', `/goals/${planets.id}`, tooLong, {
        'accept-language': 'de',
      });
      expect(german.body.message).toBe(`goal: Ein Ziel darf höchstens ${MAX_GOAL_LENGTH} Zeichen lang sein.`);
      expect((await ada.call('PUT', `/goals/${planets.id}`, { goal: 7 })).status).toBe(400);
      expect((await ada.call('PUT', `/goals/${planets.id}`, { goal: 'Both', status: true })).status).toBe(400);
      // Written or changed, a goal has the same rule.
      expect((await ada.call('POST', '/goals', tooLong)).status).toBe(400);
      expect((await ada.call('POST', '/goals', { goal: '  ' })).status).toBe(400);

      // Another learner's goal, an unknown one and an impossible id are all not found.
      const notFound = { status: 404, body: { message: 'We could not find this goal. It may have been deleted.' } };
      expect(await bob.call('PUT', `/goals/${planets.id}`, { goal: 'Bob was here' })).toEqual(notFound);
      expect(await ada.call('PUT', '/goals/00000000-0000-4000-8000-000000000000', { goal: 'Gone' })).toEqual(notFound);
      expect(await ada.call('PUT', '/goals/not-an-id', { goal: 'Gone' })).toEqual(notFound);

      const kept = await ada.call<Goal>('GET', `/goals/${planets.id}`);
      expect(kept.body).toMatchObject({ goal: 'Learn the planets and moons', status: false, attachments: [] });
    });

    it("keeps a learner out of another learner's goals and notes", async () => {
      const adas = await goal(ada, 'Mine');
      const adasNote = await note(ada, 'mine');
      const bobs = await goal(bob, 'Bob’s');
      expect((await bob.call('GET', `/goals/${adas.id}`)).status).toBe(404);
      expect((await bob.call('PUT', `/goals/${adas.id}`, { status: true })).status).toBe(404);
      expect((await bob.call('DELETE', `/goals/${adas.id}`)).status).toBe(404);
      expect((await bob.call<Goal[]>('GET', '/goals')).body.map((g) => g.id)).toEqual([bobs.id]);
      expect((await bob.call<Goal[]>('POST', '/goals/many', { goal_ids: [adas.id] })).body).toEqual([]);
      // Bob cannot pull Ada's note into his goal, nor push his note into hers.
      const pull = await bob.call<{ message: string }>('PUT', `/goals/${bobs.id}`, attachment('push', adasNote._id));
      expect(pull).toEqual({
        status: 404,
        body: { message: 'We could not find this note. It may have been deleted.' },
      });
      const bobsNote = await note(bob, 'his');
      expect((await bob.call('PUT', `/goals/${adas.id}`, attachment('push', bobsNote._id))).status).toBe(404);
      const adasGoal = await ada.call<Goal>('GET', `/goals/${adas.id}`);
      expect(adasGoal.body).toMatchObject({ status: false, attachments: [] });
    });

    it('refuses bad ids and bodies with 4xx', async () => {
      const { id } = await goal(ada, 'Valid');
      expect((await ada.call('GET', '/goals/nope')).status).toBe(404);
      expect((await ada.call('POST', '/goals', { goal: '' })).status).toBe(400);
      expect((await ada.call('PUT', `/goals/${id}`, { status: 'yes' })).status).toBe(400);
      expect(
        (await ada.call('PUT', `/goals/${id}`, { status: true, attachment: { action: 'push', noteId: 'x' } })).status,
      ).toBe(400);
      expect((await ada.call('PUT', `/goals/${id}`, attachment('push', 'not-a-note'))).status).toBe(404);
      expect((await ada.call('PUT', `/goals/${id}`, '[')).status).toBe(400);
    });
  });
});
