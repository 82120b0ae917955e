import { describe, expect, it } from 'vitest';
import { latestRequest } from './latest-request.ts';

describe('latestRequest', () => {
  it('aborts the older request when a newer one starts, and only the newer may write', () => {
    const requests = latestRequest();
    const first = requests.start();
    const second = requests.start();
    expect(first.signal.aborted).toBe(true);
    expect(first.isLatest()).toBe(false);
    expect(second.isLatest()).toBe(true);
  });

  it('makes the request in flight stale on cancel', () => {
    const requests = latestRequest();
    const ticket = requests.start();
    requests.cancel();
    expect(ticket.signal.aborted).toBe(true);
    expect(ticket.isLatest()).toBe(false);
  });

  it('follows a parent signal (the fan-out round)', () => {
    const requests = latestRequest();
    const round = new AbortController();
    const ticket = requests.start(round.signal);
    expect(ticket.isLatest()).toBe(true);
    round.abort();
    expect(ticket.signal.aborted).toBe(true);
    expect(ticket.isLatest()).toBe(false);
  });

  it('keeps two instances apart', () => {
    const ask = latestRequest();
    const meaning = latestRequest();
    const question = ask.start();
    meaning.start();
    expect(question.isLatest()).toBe(true);
  });
});
