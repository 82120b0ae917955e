import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';
import { ADMIN_USAGE, runAdminCommand } from './commands.ts';

const ROLE_LIST =
  'Default, Guest, User, Auditor, auditor, Ninja, Moderator, Admin, Open User, Leap, VIP, Zelda0, Bootcampfall23, ' +
  'SignalSchool';

describe.each(storesUnderTest())('the admin commands on $kind', (store) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await openTestDatabase(store);
    await test.owner('ada');
    await test.owner('Root');
  }, 60_000);
  afterAll(() => test.close());

  /** Runs a command with ADMIN_USERNAMES=root; answers its exit code and what it printed. */
  async function admin(...args: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCommand(args, {
      db: test.db,
      adminUsernames: ['root'],
      partnerOrigins: ['http://localhost:8788'],
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  const granted = async (username: string) =>
    (await test.db.query<{ roles: string[] }>('select roles from users where username = $1', [username]))[0]?.roles;

  it('grants a role after those granted, once, and says what the learner holds', async () => {
    expect(await admin('grant-role', 'ada', 'Leap')).toEqual({
      code: 0,
      out: 'ada holds: Leap (and User, as every signed-in learner).',
      err: '',
    });
    expect((await admin('grant-role', 'ADA', 'Open User')).out).toBe(
      'ada holds: Leap, Open User (and User, as every signed-in learner).',
    );
    expect((await admin('grant-role', 'ada', 'Leap')).code).toBe(0);
    // §6's other spelling is the table's role.
    await admin('grant-role', 'ada', 'BootcampFall23');
    expect(await granted('ada')).toEqual(['Leap', 'Open User', 'Bootcampfall23']);
  });

  it('revokes a role and lists what is left, with Admin from ADMIN_USERNAMES', async () => {
    expect((await admin('revoke-role', 'ada', 'Open User')).out).toBe(
      'ada holds: Leap, Bootcampfall23 (and User, as every signed-in learner).',
    );
    expect((await admin('revoke-role', 'ada', 'Moderator')).code).toBe(0);
    expect(await granted('ada')).toEqual(['Leap', 'Bootcampfall23']);
    expect(await admin('list-roles', 'Root')).toEqual({
      code: 0,
      out: 'Root holds: no granted role; Admin as ADMIN_USERNAMES names them (and User, as every signed-in learner).',
      err: '',
    });
  });

  it('refuses an unknown role or learner with a clear message and exit code 1, changing nothing', async () => {
    expect(await admin('grant-role', 'ada', 'admin')).toEqual({
      code: 1,
      out: '',
      err: `"admin" is not a role. Roles: ${ROLE_LIST}.`,
    });
    expect((await admin('revoke-role', 'ada', 'toString')).code).toBe(1);
    expect(await admin('grant-role', 'nobody', 'Leap')).toEqual({
      code: 1,
      out: '',
      err: 'There is no learner named "nobody".',
    });
    expect((await admin('list-roles', 'nobody')).err).toBe('There is no learner named "nobody".');
    expect(await granted('ada')).toEqual(['Leap', 'Bootcampfall23']);
  });

  it('allows, lists and forbids partner origins beside PARTNER_ORIGINS', async () => {
    expect(await admin('list-origins')).toEqual({
      code: 0,
      out: 'Partner origins from PARTNER_ORIGINS: http://localhost:8788. Allowed here: none.',
      err: '',
    });
    expect((await admin('allow-origin', 'https://school.example/')).out).toBe(
      'Allowed: https://school.example. Partner origins from PARTNER_ORIGINS: http://localhost:8788. ' +
        'Allowed here: https://school.example.',
    );
    expect((await admin('allow-origin', 'https://school.example')).out).toMatch(/^Already allowed: /);
    expect((await admin('forbid-origin', 'https://school.example')).out).toBe(
      'Forbidden: https://school.example. Partner origins from PARTNER_ORIGINS: http://localhost:8788. ' +
        'Allowed here: none.',
    );
    expect((await admin('forbid-origin', 'http://localhost:8788')).out).toBe(
      'Was not allowed here: http://localhost:8788. It stays allowed, as PARTNER_ORIGINS lists it: take it out ' +
        'there and restart the server. Partner origins from PARTNER_ORIGINS: http://localhost:8788. Allowed here: none.',
    );
  });

  it('refuses what is not exactly an origin, changing nothing', async () => {
    for (const value of ['school.example', 'https://school.example/page', '*', 'ftp://school.example']) {
      expect(await admin('allow-origin', value), value).toEqual({
        code: 1,
        out: '',
        err: `"${value}" must be an origin such as https://school.example (scheme, host, optional port; no path).`,
      });
    }
    expect((await admin('list-origins')).out).toMatch(/Allowed here: none\.$/);
  });

  it('shows its usage for a command it does not know or the wrong arguments (exit 1), and on help (exit 0)', async () => {
    for (const args of [
      [],
      ['promote', 'ada'],
      ['grant-role', 'ada'],
      ['list-roles', 'ada', 'Leap'],
      ['x', 'a', 'b'],
      ['allow-origin'],
      ['allow-origin', 'https://a.example', 'https://b.example'],
      ['list-origins', 'https://a.example'],
    ]) {
      expect(await admin(...args), args.join(' ')).toEqual({ code: 1, out: '', err: ADMIN_USAGE });
    }
    expect(await admin('help')).toEqual({ code: 0, out: ADMIN_USAGE, err: '' });
    expect(ADMIN_USAGE).toContain('npm run admin -- <command>');
  });
});

describe('npm run admin', () => {
  const main = fileURLToPath(new URL('./main.ts', import.meta.url));
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'tk-admin-'));
    const db = await openDatabase({ dataDir });
    await migrate(db);
    await db.query(
      `insert into users (username, email, first_name, discriminator) values ('ada', 'a@x.test', 'Ada', 'd')`,
    );
    await db.close();
  }, 60_000);
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The command as an operator runs it, on the DATA_DIR a server would use. */
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', main, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), DATABASE_URL: '' },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it(
    'changes the roles in the database the server uses, and exits 1 on an unknown role',
    { timeout: 60_000 },
    async () => {
      const granted = await run('grant-role', 'ada', 'Moderator');
      expect(granted).toMatchObject({
        code: 0,
        stdout: 'ada holds: Moderator (and User, as every signed-in learner).\n',
      });
      const refused = await run('grant-role', 'ada', 'Astronaut');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('"Astronaut" is not a role.');

      const db = await openDatabase({ dataDir });
      try {
        expect(await db.query('select roles from users')).toEqual([{ roles: ['Moderator'] }]);
      } finally {
        await db.close();
      }
    },
  );

  it('says to stop the server when it holds the embedded database', { timeout: 60_000 }, async () => {
    const db = await openDatabase({ dataDir });
    try {
      const refused = await run('list-roles', 'ada');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('is in use by another Thoughtkit server');
      expect(refused.stderr).toContain('Stop the server first, or have an Admin call PUT /api/v1/admin/users');
    } finally {
      await db.close();
    }
  });
});
