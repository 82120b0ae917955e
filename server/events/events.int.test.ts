import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../src/contract/events.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { eventsKitFor, record } from '../testing/events-kit.ts';

interface Page {
  items: StoredEvent[];
  total: number;
}

describe.each(storesUnderTest())('events on $kind', (store) => {
  const kit = eventsKitFor(store);

  it('records an event under the signed-in learner, whatever actor the body names', async () => {
    const answer = await record(kit.ada, 'WIKI_LOOKUP', { word: 'photosynthesis' }, { actor: 'bob' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ actor: 'ada', verb: 'WIKI_LOOKUP', value: { word: 'photosynthesis' } });
    expect(Date.parse(answer.body.timestamp)).not.toBeNaN();
  });

  it('lists a learner’s own events, newest first, filtered by verb', async () => {
    await record(kit.ada, 'QUICK_SEARCH', 'Paris');
    await record(kit.bob, 'QUICK_SEARCH', 'Berlin');
    const all = await kit.ada.call<Page>('GET', '/events?pageNo=0');
    expect(all.body.items.map((event) => event.verb)).toEqual(['QUICK_SEARCH', 'WIKI_LOOKUP']);
    const quick = await kit.ada.call<Page>('GET', '/events?pageNo=0&verb=QUICK_SEARCH');
    expect(quick.body).toMatchObject({ total: 1, items: [{ value: 'Paris', actor: 'ada' }] });
  });

  it('counts events per verb and in a date range', async () => {
    const counted = await kit.ada.call('GET', '/events/count?username=ada');
    expect(counted.body).toEqual({ count: 2, verbs: { QUICK_SEARCH: 1, WIKI_LOOKUP: 1 } });
    const day = new Date();
    const range = `startDate=${new Date(day.getTime() - 60_000).toISOString()}&endDate=${new Date(day.getTime() + 60_000).toISOString()}`;
    expect((await kit.ada.call('GET', `/events/search/count?username=ada&${range}`)).body).toEqual({ count: 2 });
  });

  it('refuses another learner’s history, unknown verbs, bad dates and anonymous calls', async () => {
    expect((await kit.ada.call('GET', '/events/count?username=bob')).status).toBe(403);
    expect((await record(kit.ada, 'NOT_A_VERB', 1)).status).toBe(400);
    const badDates = await kit.ada.call<{ message: string }>(
      'GET',
      '/events/search/count?username=ada&startDate=yesterday&endDate=today',
    );
    expect(badDates.status).toBe(400);
    expect(badDates.body.message).toContain('startDate');
    expect((await kit.anonymous('GET', '/events?pageNo=0')).status).toBe(401);
  });

  it('lists the books a learner checked out, each once and newest first, to them alone; a visitor has none', async () => {
    const book = (id: string, title: string) => ({
      id,
      title,
      source: 'openLibrary',
      url: `https://openlibrary.org/works/${id}`,
    });
    await record(kit.ada, 'BOOK_CHECKOUT', book('OL1W', 'The Origin of Species'));
    await record(kit.ada, 'BOOK_CHECKOUT', book('OL2W', 'Photosynthesis'));
    await record(kit.ada, 'BOOK_CHECKOUT', book('OL1W', 'The Origin of Species'));
    // What a page sent that is no book with a web address is left out.
    await record(kit.ada, 'BOOK_CHECKOUT', { id: 'OL3W', title: 'Tricky', source: 'x', url: 'javascript:alert(1)' });
    await record(kit.bob, 'BOOK_CHECKOUT', book('OL9W', 'Bob’s own book'));
    const ada = await kit.ada.call<{ books: Array<{ id: string; title: string; checkedOutAt: string }> }>(
      'GET',
      '/book',
    );
    expect(ada.status).toBe(200);
    expect(ada.body.books.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'OL1W', title: 'The Origin of Species' },
      { id: 'OL2W', title: 'Photosynthesis' },
    ]);
    expect(Date.parse(ada.body.books[0]?.checkedOutAt ?? '')).not.toBeNaN();
    expect((await kit.anonymous('GET', '/book')).body).toEqual({ books: [] });
  });
});
