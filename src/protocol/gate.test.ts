import { describe, expect, it } from 'vitest';
import { admitIncoming, admitOutgoing } from './gate.ts';
import { createOriginPolicy } from './origins.ts';

const SCHOOL = 'https://school.example';
const policy = createOriginPolicy([SCHOOL]);
const loginResult = { status: 200, userToken: 'a.b.c', refreshToken: 'refresh-0123456789', fontSize: 75 };

describe('admitOutgoing', () => {
  it('lets a valid message go to an allowed origin', () => {
    expect(admitOutgoing('auth', SCHOOL, loginResult, policy)).toEqual({ ok: true, payload: loginResult });
  });

  it('never lets tokens go to an unlisted or unknown origin', () => {
    for (const origin of ['https://evil.example', 'null', '*', null]) {
      const verdict = admitOutgoing('auth', origin, loginResult, policy);
      expect(verdict.ok, String(origin)).toBe(false);
    }
  });

  it('refuses a payload that does not parse, without echoing its values', () => {
    const verdict = admitOutgoing('auth', SCHOOL, { status: 200, userToken: 'secret.token.value' }, policy);
    expect(verdict).toEqual({ ok: false, reason: expect.stringContaining('does not parse') });
    expect(JSON.stringify(verdict)).not.toContain('secret.token.value');
  });
});

describe('admitIncoming', () => {
  it('accepts a known message from an allowed origin, parsed', () => {
    expect(admitIncoming('graph-command', SCHOOL, { command: 'set-mode', mode: 'shortest_path' }, policy)).toEqual({
      ok: true,
      payload: { command: 'set-mode', mode: 'shortest_path' },
    });
    expect(admitIncoming('graph-command', SCHOOL, { command: 'search', term: ' rain ' }, policy)).toEqual({
      ok: true,
      payload: { command: 'search', term: 'rain' },
    });
    expect(admitIncoming('font-size', SCHOOL, { fontSize: 90 }, policy)).toEqual({
      ok: true,
      payload: { fontSize: 90 },
    });
  });

  it('drops a message from an unlisted origin', () => {
    expect(admitIncoming('auth', 'https://evil.example', loginResult, policy)).toEqual({
      ok: false,
      reason: 'https://evil.example is not allowed',
    });
  });

  it('drops a graph command it does not know, or one without what it needs', () => {
    for (const data of [
      { command: 'clear_graph' },
      { command: 'set-mode', mode: 'fly' },
      { command: 'search', term: '   ' },
      { command: 'add-edge', edge: { source: 'a' } },
      { command: 'add-node', node: {} },
      { command: 'select', id: 7 },
    ]) {
      expect(admitIncoming('graph-command', SCHOOL, data, policy).ok, JSON.stringify(data)).toBe(false);
    }
  });

  it('matches origins exactly: another scheme, port or name is another origin', () => {
    for (const origin of ['http://school.example', 'https://school.example:444', 'https://www.school.example']) {
      expect(admitIncoming('font-size', origin, { fontSize: 90 }, policy).ok, origin).toBe(false);
    }
  });

  it('drops a bad payload and an unknown name', () => {
    expect(admitIncoming('font-size', SCHOOL, { fontSize: 'big' }, policy).ok).toBe(false);
    expect(admitIncoming('auth', SCHOOL, { status: 200 }, policy).ok).toBe(false);
    expect(admitIncoming('auth', SCHOOL, 'status=200', policy).ok).toBe(false);
    expect(admitIncoming('toString', SCHOOL, {}, policy)).toEqual({ ok: false, reason: 'its name is unknown' });
  });

  it('accepts a failed login result without tokens', () => {
    expect(admitIncoming('auth', SCHOOL, { status: 401 }, policy)).toEqual({ ok: true, payload: { status: 401 } });
  });
});
