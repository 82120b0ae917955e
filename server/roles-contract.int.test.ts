// Issue 23 point 4: every call of the contract obeys the role table on the server. The whole table is walked, with a
// learner holding each role of spec 1 §6 in turn: a call is refused (403, the translated refusal) exactly when the
// learner's abilities deny one of its gates, and a call without gates must be in ungated-calls.ts with its reason,
// so a call added later without gates fails here. gates.int.test.ts proves the gated calls' answers from the spec's
// table written out; this walk proves the table reaches every call.
import { describe, expect, it } from 'vitest';
import { allows, pageAbility } from '../src/contract/abilities.ts';
import type { Endpoint } from '../src/contract/endpoint.ts';
import { endpoints, type EndpointName } from '../src/contract/endpoints.ts';
import { ROLES } from '../src/contract/roles.ts';
import { UNGATED_CALLS } from './http/ungated-calls.ts';
import { wholeAppForTests } from './testing/whole-app.ts';

const REFUSAL = 'Your role does not allow this. If you need it, ask an administrator of this Thoughtkit server.';
const names = Object.keys(endpoints) as EndpointName[];
const gatesOf = (name: EndpointName) => (endpoints[name] as Endpoint).gates ?? [];

const app = wholeAppForTests();

const JSON_TYPE = { 'content-type': 'application/json' };

async function learnerToken(username: string, roles: readonly string[]): Promise<string> {
  const learner = { firstName: 'Role', username, password: 'role-password-1', email: `${username}@school.test` };
  const signup = await app.host.app.request('http://localhost/api/v1/auth/signup', {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify(learner),
  });
  expect(signup.status).toBe(200);
  await app.db.query('update users set roles = $2::text[] where username = $1', [username, roles]);
  const login = await app.host.app.request('http://localhost/api/v1/auth/login', {
    method: 'POST',
    headers: JSON_TYPE,
    body: JSON.stringify({ username, password: learner.password }),
  });
  return ((await login.json()) as { token: string }).token;
}

/** The call with empty inputs: the gates are checked before the inputs are read, so a refusal comes first. */
async function refused(name: EndpointName, token: string): Promise<boolean | string> {
  const endpoint: Endpoint = endpoints[name];
  const path = endpoint.path.replace(/\{\w+\}/g, 'none');
  const body = endpoint.body?.kind === 'multipart' ? new FormData() : endpoint.body ? JSON.stringify({}) : undefined;
  const answer = await app.host.app.request(`http://localhost/api/v1${path}`, {
    method: endpoint.method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(endpoint.body?.kind === 'json' ? JSON_TYPE : {}),
    },
    ...(body === undefined ? {} : { body }),
  });
  const text = await answer.text();
  if (answer.status >= 500) return `${answer.status} ${text}`;
  if (answer.status !== 403) return false;
  return (JSON.parse(text) as { message?: string }).message === REFUSAL || `403 ${text}`;
}

describe('the whole contract table obeys the role table (spec 1 §6)', () => {
  it('gives every call gates, or a reason in ungated-calls.ts', () => {
    const bare = names.filter((name) => gatesOf(name).length === 0 && !UNGATED_CALLS[name]);
    expect(bare).toEqual([]);
    // An ungated call that has gates by now is a stale line.
    const stale = Object.keys(UNGATED_CALLS).filter((name) => gatesOf(name as EndpointName).length > 0);
    expect(stale).toEqual([]);
    console.log(
      `calls no role refuses:\n${Object.entries(UNGATED_CALLS)
        .map((line) => line.join(': '))
        .join('\n')}`,
    );
  });

  const rows = [[], ...ROLES.map((role) => [role])];
  it.each(rows)(
    'roles %j',
    async (...roles: string[]) => {
      const token = await learnerToken(`role-learner-${rows.findIndex((row) => row[0] === roles[0])}`, roles);
      const ability = pageAbility({ username: 'learner', roles });
      const answers: Record<string, boolean | string> = {};
      const wanted: Record<string, boolean> = {};
      // logout last: it ends the session the other calls use.
      for (const name of [...names.filter((n) => n !== 'auth.logout'), 'auth.logout' as const]) {
        answers[name] = await refused(name, token);
        wanted[name] = !gatesOf(name).every((gate) => allows(ability, gate));
      }
      expect(answers).toEqual(wanted);
      if (roles[0] === 'Zelda0') {
        const through = names.filter((name) => answers[name] === false);
        expect(through.sort()).toEqual(Object.keys(UNGATED_CALLS).sort());
      }
    },
    60_000,
  );
});
