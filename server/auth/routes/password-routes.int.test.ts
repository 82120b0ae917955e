import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { storesUnderTest } from '../../testing/stores.ts';
import { authTestBed, PUBLIC_URL, type AuthTestBed } from '../../testing/auth.ts';

// Set by each store's beforeAll below; the helpers read it when they run.
let bed: AuthTestBed;

const MINUTE = 60_000;

interface OutboxRow {
  id: string;
  subject: string;
  body_text: string;
}

/**
 * The reset mail sent to an address. It is sent in the background, so it is waited for until it is whole:
 * its row, then its .eml file, then the log line, which is written last.
 */
function mailTo(email: string): Promise<OutboxRow & { key: string }> {
  return vi.waitUntil(async () => {
    const [row] = await bed.db.query<OutboxRow>(
      'select id, subject, body_text from mail_outbox where to_address = $1 order by created_at desc limit 1',
      [email],
    );
    const key = row && /\/auth\/reset-password-redirect\/([\w-]+)/.exec(row.body_text)?.[1];
    return row && key && bed.logs.some((line) => line.includes(key)) ? { ...row, key } : undefined;
  }, 5_000);
}

async function forgot(email: string, options: { lang?: string; address?: string } = {}) {
  return bed.call('POST', '/auth/request-forgot-password', { body: { email }, ...options });
}

// PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one (CI).
describe.each(storesUnderTest().map((store) => [store.kind, store] as const))('on %s', (_kind, store) => {
  beforeAll(async () => {
    bed = await authTestBed({}, store);
  }, 30_000);
  afterAll(() => bed.close());

  describe('request-forgot-password', () => {
    it('mails a reset link to the outbox: table, log line and .eml file', async () => {
      const learner = await bed.signedIn({ firstName: 'Hypatia' });
      const answer = await forgot(learner.email);
      expect(answer.status).toBe(200);
      expect(answer.body.msg).toBe(
        'If an account uses this email address, we have sent it a link to reset the password. The link works for 30 minutes.',
      );
      const mail = await mailTo(learner.email);
      expect(mail.subject).toBe('Reset your Thoughtkit password');
      expect(mail.body_text).toContain('Hello Hypatia,');
      expect(mail.body_text).toContain(`${PUBLIC_URL}/auth/reset-password-redirect/${mail.key}`);
      expect(mail.key.length).toBeGreaterThanOrEqual(43);
      expect(bed.logs.some((line) => line.includes(learner.email) && line.includes(mail.key))).toBe(true);
      const files = await readdir(join(bed.config.dataDir, 'outbox'));
      const file = files.find((name) => name.endsWith(`-${mail.id}.eml`));
      expect(file).toMatch(/^\d{8}T\d{9}Z-[\w-]+\.eml$/);
      const eml = await readFile(join(bed.config.dataDir, 'outbox', file ?? ''), 'utf8');
      expect(eml).toContain(`To: ${learner.email}`);
      // The link is on one line of the file, readable as it is.
      expect(eml).toContain(`${PUBLIC_URL}/auth/reset-password-redirect/${mail.key}\r\n`);
    });

    it('writes the mail in the language of the request', async () => {
      const learner = await bed.signedIn();
      await forgot(learner.email, { lang: 'hi' });
      const mail = await mailTo(learner.email);
      expect(mail.subject).toBe('अपना Thoughtkit पासवर्ड रीसेट करें');
      expect(mail.body_text).toContain('नमस्ते');
    });

    it('answers an unknown address exactly as a known one, and mails nobody', async () => {
      const known = await bed.signedIn();
      const a = await forgot(known.email);
      const b = await forgot('nobody@school.test');
      expect(b.status).toBe(a.status);
      expect(b.body).toEqual(a.body);
      await mailTo(known.email);
      const rows = await bed.db.query('select 1 from mail_outbox where to_address = $1', ['nobody@school.test']);
      expect(rows).toHaveLength(0);
    });

    it('refuses an invalid email with the spec message', async () => {
      const answer = await forgot('not-an-email');
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('email: Please enter a valid email address');
    });

    it('sends at most 3 mails per address an hour, then answers 429', async () => {
      const learner = await bed.signedIn();
      for (let i = 0; i < 3; i += 1) expect((await forgot(learner.email, { address: `a${i}` })).status).toBe(200);
      const blocked = await forgot(learner.email, { address: 'a9' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(/^Too many attempts\. Try again in \d+ s\.$/);
    });
  });

  describe('check-forgot-request and reset-password', () => {
    it('takes a live key once: check 200, reset, then the key is dead and the new password works', async () => {
      const learner = await bed.signedIn();
      await forgot(learner.email);
      const { key } = await mailTo(learner.email);
      const check = await bed.call('GET', `/auth/check-forgot-request/${key}`);
      expect(check.status).toBe(200);
      expect(check.body.valid).toBe(true);
      const reset = await bed.call('POST', '/auth/reset-password', {
        body: { resetPasswordRequest: key, password: 'a brand new secret', confirmPassword: 'a brand new secret' },
      });
      expect(reset.status).toBe(200);
      expect(reset.body.msg).toBe('Your password has been reset. You can now log in with it.');
      expect((await bed.call('GET', `/auth/check-forgot-request/${key}`)).status).toBe(404);
      const again = await bed.call('POST', '/auth/reset-password', {
        body: { resetPasswordRequest: key, password: 'yet another secret', confirmPassword: 'yet another secret' },
      });
      expect(again.status).toBe(400);
      expect(again.body.message).toBe('This reset link has expired or was already used. Please ask for a new one.');
      const oldLogin = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: learner.password },
        address: 'reset-test',
      });
      expect(oldLogin.status).toBe(401);
      const newLogin = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: 'a brand new secret' },
      });
      expect(newLogin.status).toBe(200);
      // Reading the mail proved the address.
      const me = await bed.call('GET', '/auth/me', { token: String(newLogin.body.token) });
      expect(me.body.verified).toBe(true);
    });

    it('signs the learner out everywhere on reset', async () => {
      const learner = await bed.signedIn();
      await forgot(learner.email);
      const { key } = await mailTo(learner.email);
      await bed.call('POST', '/auth/reset-password', {
        body: { resetPasswordRequest: key, password: 'a brand new secret', confirmPassword: 'a brand new secret' },
      });
      expect((await bed.call('GET', '/auth/me', { token: learner.token })).status).toBe(401);
      expect((await bed.call('GET', '/auth/refresh-token', { refreshToken: learner.refreshToken })).status).toBe(401);
    });

    it('refuses a key after 30 minutes', async () => {
      const learner = await bed.signedIn();
      await forgot(learner.email);
      const { key } = await mailTo(learner.email);
      bed.advance(29 * MINUTE);
      expect((await bed.call('GET', `/auth/check-forgot-request/${key}`)).status).toBe(200);
      bed.advance(2 * MINUTE);
      const check = await bed.call('GET', `/auth/check-forgot-request/${key}`);
      expect(check.status).toBe(404);
      const reset = await bed.call('POST', '/auth/reset-password', {
        body: { resetPasswordRequest: key, password: 'a brand new secret', confirmPassword: 'a brand new secret' },
      });
      expect(reset.status).toBe(400);
    });

    it('refuses an unknown key', async () => {
      expect((await bed.call('GET', '/auth/check-forgot-request/made-up-key')).status).toBe(404);
    });

    it('checks password and confirm with the spec messages', async () => {
      const short = await bed.call('POST', '/auth/reset-password', {
        body: { resetPasswordRequest: 'k', password: 'short', confirmPassword: 'short' },
      });
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('password: minimum 8 Characters Long');
      const mismatch = await bed.call('POST', '/auth/reset-password', {
        body: { resetPasswordRequest: 'k', password: 'long enough 1', confirmPassword: 'long enough 2' },
      });
      expect(mismatch.status).toBe(400);
      expect(mismatch.body.message).toBe('confirmPassword: Should be same as Password');
    });
  });

  describe('update-password', () => {
    it('needs a bearer token', async () => {
      const answer = await bed.call('POST', '/auth/update-password', {
        body: { currentPassword: 'x', password: 'new password 1', confirmPassword: 'new password 1' },
      });
      expect(answer.status).toBe(401);
    });

    it('changes the password and ends the other sessions, not this one', async () => {
      const learner = await bed.signedIn();
      const laptop = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: learner.password },
      });
      const answer = await bed.call('POST', '/auth/update-password', {
        token: learner.token,
        body: { currentPassword: learner.password, password: 'new password 1', confirmPassword: 'new password 1' },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Password changed successfully' });
      expect((await bed.call('GET', '/auth/me', { token: String(laptop.body.token) })).status).toBe(401);
      const laptopRefresh = await bed.call('GET', '/auth/refresh-token', {
        refreshToken: String(laptop.body.refreshToken),
      });
      expect(laptopRefresh.status).toBe(401);
      expect((await bed.call('GET', '/auth/me', { token: learner.token })).status).toBe(200);
      const login = await bed.call('POST', '/auth/login', {
        body: { username: learner.username, password: 'new password 1' },
      });
      expect(login.status).toBe(200);
    });

    it('refuses a wrong current password', async () => {
      const learner = await bed.signedIn();
      const answer = await bed.call('POST', '/auth/update-password', {
        token: learner.token,
        body: { currentPassword: 'not it at all', password: 'new password 1', confirmPassword: 'new password 1' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Your current password is not correct.');
    });

    it('checks the new password with the spec messages', async () => {
      const learner = await bed.signedIn();
      const answer = await bed.call('POST', '/auth/update-password', {
        token: learner.token,
        body: { currentPassword: learner.password, password: 'new password 1', confirmPassword: 'new password 2' },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('confirmPassword: Should be same as Password');
    });
  });
});
