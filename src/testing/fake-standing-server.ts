// Browser-test support (not a test): the leaderboard and top-skills calls answered inside the page with
// contract-shaped answers, so the Leaderboard and Skill Graph widgets run with no server. Only fetch is replaced, and
// only for these calls. The real ranking and skills are proven by server/assessments/standing.int.test.ts.
import type { Leaderboard, Skill } from '../contract/assessments.ts';
import { createHoldGate } from './hold-gate.ts';

export interface FakeStanding {
  leaderboard: Leaderboard;
  skills: Skill[];
}

export interface FakeStandingServer {
  readonly standing: FakeStanding;
  /** The paths of the calls the page made, in order. */
  readonly requests: string[];
  /** Calls to this path answer with this status and message until `heal`. */
  fail(path: '/leaderboard' | '/skills/top', status: number, message: string): void;
  heal(): void;
  /** Answers wait until released. */
  hold(): void;
  release(): void;
  restore(): void;
}

/** A skill as the server answers one. */
export const skill = (term: string, passed: number, notes: number, id = 1): Skill => ({
  synsetId: `n${String(id).padStart(8, '0')}`,
  term,
  passed,
  notes,
  strength: passed * 3 + notes,
});

export function fakeStandingServer(seed: Partial<FakeStanding> = {}): FakeStandingServer {
  const standing: FakeStanding = { leaderboard: { leaders: [], you: null }, skills: [], ...seed };
  const pageFetch = window.fetch;
  const requests: string[] = [];
  const failures = new Map<string, { status: number; message: string }>();
  const gate = createHoldGate();
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^.*\/api\/v1/, '');
    if (path !== '/leaderboard' && path !== '/skills/top') return pageFetch(input, init);
    requests.push(path);
    await gate.pass(request.signal);
    const failure = failures.get(path);
    if (failure) return Response.json({ message: failure.message }, { status: failure.status });
    return Response.json(path === '/leaderboard' ? standing.leaderboard : { skills: standing.skills });
  };
  return {
    standing,
    requests,
    fail: (path, status, message) => void failures.set(path, { status, message }),
    heal: () => failures.clear(),
    hold: () => gate.hold(),
    release: () => gate.release(),
    restore: () => void (window.fetch = pageFetch),
  };
}
