import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_PROVIDER_TIMEOUT_MS, loadConfig, MIN_SECRET_BYTES, SECRETS_FILE } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'tj-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'x'.repeat(MIN_SECRET_BYTES);
/** A config with the secret given, so the test does not write into the working directory. */
const load = (env: NodeJS.ProcessEnv) => loadConfig({ JWT_SECRET: SECRET, DATA_DIR: tempDir(), ...env });
const failure = (env: NodeJS.ProcessEnv) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).not.toContain('\n');
    return message;
  }
  throw new Error('loadConfig accepted a bad value');
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8787,
      partnerPort: 8788,
      dataDir,
      publicUrl: 'http://localhost:8787',
      mail: { from: 'Thoughtkit <no-reply@localhost>' },
      partnerOrigins: [
        'http://127.0.0.1:8788',
        'http://localhost:8788',
        'http://plain.localhost:8788',
        'http://react.localhost:8788',
        'http://vue.localhost:8788',
      ],
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.kitOrigin).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = load({
      PORT: '3000',
      PARTNER_PORT: '4000',
      DATABASE_URL: 'postgres://tk@db.internal:5432/thoughtkit',
      PUBLIC_URL: 'https://thoughtkit.example/',
      KIT_ORIGIN: 'https://cdn.example',
      SMTP_URL: 'smtps://user:pw@mail.example:465',
      MAIL_FROM: 'Thoughtkit <hello@thoughtkit.example>',
      GOOGLE_CLIENT_ID: 'id.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'shh',
      PARTNER_ORIGINS: 'https://school.example, https://games.example:8443/',
      ACCESS_TOKEN_SECONDS: '60',
    });
    expect(config).toMatchObject({
      port: 3000,
      partnerPort: 4000,
      databaseUrl: 'postgres://tk@db.internal:5432/thoughtkit',
      publicUrl: 'https://thoughtkit.example',
      kitOrigin: 'https://cdn.example',
      mail: { smtpUrl: 'smtps://user:pw@mail.example:465', from: 'Thoughtkit <hello@thoughtkit.example>' },
      google: { clientId: 'id.apps.googleusercontent.com', clientSecret: 'shh' },
      // The demo pages this server serves (the recipes each on its own name) stay allowed beside the partners listed.
      partnerOrigins: [
        'http://127.0.0.1:4000',
        'http://localhost:4000',
        'http://plain.localhost:4000',
        'http://react.localhost:4000',
        'http://vue.localhost:4000',
        'https://school.example',
        'https://games.example:8443',
      ],
      accessTokenSeconds: 60,
    });
    expect(Buffer.from(config.jwtSecret).toString()).toBe(SECRET);
  });

  it('derives the partner port, public URL and partner origins from PORT', () => {
    expect(load({ PORT: '9000' })).toMatchObject({
      partnerPort: 9001,
      publicUrl: 'http://localhost:9000',
      partnerOrigins: expect.arrayContaining([
        'http://127.0.0.1:9001',
        'http://localhost:9001',
        'http://vue.localhost:9001',
      ]),
    });
    // PORT=0 asks the system for free ports: the partner page gets one too, not port 1.
    expect(load({ PORT: '0' })).toMatchObject({ port: 0, partnerPort: 0 });
  });

  it('reads IFRAME_ORIGINS as a list of origins, none by default', () => {
    expect(load({}).iframeOrigins).toEqual([]);
    expect(
      load({ IFRAME_ORIGINS: 'https://phet.colorado.edu/, https://www.geogebra.org,https://phet.colorado.edu' })
        .iframeOrigins,
    ).toEqual(['https://phet.colorado.edu', 'https://www.geogebra.org']);
    expect(() => load({ IFRAME_ORIGINS: 'https://ok.example, https://bad.example/path' })).toThrow(
      /^IFRAME_ORIGINS has "https:\/\/bad.example\/path"/,
    );
  });

  it('reads ADMIN_USERNAMES as a list of usernames, none by default', () => {
    expect(load({}).adminUsernames).toEqual([]);
    expect(load({ ADMIN_USERNAMES: ' root, Ada_L ,,root' }).adminUsernames).toEqual(['root', 'Ada_L']);
  });

  it('reads the footer’s COMMUNITY_URL and COMPANY_NAME: no link and Thoughtkit by default', () => {
    expect(load({}).footer).toEqual({ companyName: 'Thoughtkit' });
    expect(load({ COMMUNITY_URL: 'https://chat.school.example', COMPANY_NAME: ' Riverside ' }).footer).toEqual({
      communityUrl: 'https://chat.school.example',
      companyName: 'Riverside',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(load({ PORT: '', DATABASE_URL: ' ', GOOGLE_CLIENT_ID: '' })).toMatchObject({ port: 8787 });
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be a whole number from 0 to 65535 \(it is "eighty"\)$/],
    [{ PORT: '70000' }, /^PORT must be a whole number/],
    [{ PORT: '-1' }, /^PORT must be a whole number/],
    [{ PARTNER_PORT: '1.5' }, /^PARTNER_PORT must be a whole number/],
    [{ PORT: '3000', PARTNER_PORT: '3000' }, /^PARTNER_PORT must differ from PORT/],
    [{ PORT: '65535' }, /^PARTNER_PORT must be set when PORT is 65535/],
    [{ DATABASE_URL: 'mysql://db/x' }, /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/],
    [{ PUBLIC_URL: 'thoughtkit.example' }, /^PUBLIC_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ KIT_ORIGIN: 'https://cdn.example/kit' }, /^KIT_ORIGIN must be an origin/],
    [{ SMTP_URL: 'http://mail.example' }, /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ JWT_SECRET: 'short' }, /^JWT_SECRET must be at least 32 bytes long/],
    [{ ACCESS_TOKEN_SECONDS: '4' }, /^ACCESS_TOKEN_SECONDS must be a whole number of seconds from 5 to 86400/],
    [{ GOOGLE_CLIENT_ID: 'id' }, /^GOOGLE_CLIENT_SECRET must be set too when GOOGLE_CLIENT_ID is set/],
    [{ GOOGLE_CLIENT_SECRET: 'shh' }, /^GOOGLE_CLIENT_ID must be set too when GOOGLE_CLIENT_SECRET is set/],
    [{ PARTNER_ORIGINS: 'https://ok.example,school' }, /^PARTNER_ORIGINS has "school", which must be an origin/],
    [{ ADMIN_USERNAMES: 'root,ada lovelace' }, /^ADMIN_USERNAMES has "ada lovelace", which is not a username/],
    [{ COMMUNITY_URL: 'chat.example' }, /^COMMUNITY_URL must be an http:\/\/ or https:\/\/ URL/],
  ])('stops on %j with a one-line message naming the variable', (env, expected) => {
    expect(failure(env)).toMatch(expected);
  });

  it('never shows a secret value in its message', () => {
    expect(failure({ JWT_SECRET: 'hunter2' })).not.toContain('hunter2');
    expect(failure({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).not.toContain('hunter2');
    expect(failure({ SMTP_URL: 'http://u:hunter2@mail' })).not.toContain('hunter2');
  });

  it('measures JWT_SECRET in bytes, not characters', () => {
    // 16 two-byte characters: 32 bytes.
    expect(load({ JWT_SECRET: 'é'.repeat(16) }).jwtSecret).toHaveLength(32);
  });
});

describe('the generated JWT secret', () => {
  it('is created once in <dataDir>/secrets.json with mode 600, and reused on later starts', () => {
    const dataDir = join(tempDir(), 'not-yet-there');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = join(dataDir, SECRETS_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(MIN_SECRET_BYTES);
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(Buffer.from(second.jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(true);
    // Another data folder is another installation with its own secret.
    expect(Buffer.from(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).equals(Buffer.from(first.jwtSecret))).toBe(false);
  });

  it('is not written when JWT_SECRET is set', () => {
    const dataDir = tempDir();
    load({ DATA_DIR: dataDir });
    expect(() => statSync(join(dataDir, SECRETS_FILE))).toThrow();
  });

  it('closes a secrets file that others can read', () => {
    const dataDir = tempDir();
    loadConfig({ DATA_DIR: dataDir });
    chmodSync(join(dataDir, SECRETS_FILE), 0o644);
    loadConfig({ DATA_DIR: dataDir });
    expect(statSync(join(dataDir, SECRETS_FILE)).mode & 0o777).toBe(0o600);
  });

  it('stops with a clear message when the file is damaged, rather than replacing the secret', () => {
    const dataDir = tempDir();
    const file = join(dataDir, SECRETS_FILE);
    writeFileSync(file, '{"jwtSecret": "tooshort"}', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(
      /^JWT_SECRET is not set and .*secrets\.json holds no valid/,
    );
    expect(readFileSync(file, 'utf8')).toBe('{"jwtSecret": "tooshort"}');
  });
});

describe('the providers settings', () => {
  it('connects no provider by default, so a fresh machine never calls out', () => {
    expect(load({}).providers).toEqual({ liveLookups: [], timeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS });
  });

  it('reads every provider variable', () => {
    const config = load({
      LIVE_LOOKUPS: 'Wikipedia, openlibrary,archive,wikipedia',
      YOUTUBE_API_KEY: 'yt-key',
      ADZUNA_APP_ID: 'adz-id',
      ADZUNA_APP_KEY: 'adz-key',
      ADZUNA_COUNTRY: 'IN',
      TWITTER_BEARER_TOKEN: 'tw-token',
      SKETCHFAB_API_TOKEN: 'sf-token',
      WOLFRAM_APP_ID: 'wa-id',
      PROVIDER_TIMEOUT_MS: '3000',
    });
    expect(config.providers).toEqual({
      liveLookups: ['wikipedia', 'openlibrary', 'archive'],
      youtubeApiKey: 'yt-key',
      adzuna: { appId: 'adz-id', appKey: 'adz-key', country: 'in' },
      twitterBearerToken: 'tw-token',
      sketchfabApiToken: 'sf-token',
      wolframAppId: 'wa-id',
      timeoutMs: 3000,
    });
  });

  it('looks for Adzuna jobs in Great Britain unless told another country', () => {
    expect(load({ ADZUNA_APP_ID: 'id', ADZUNA_APP_KEY: 'key' }).providers?.adzuna?.country).toBe('gb');
  });

  it.each([
    [{ LIVE_LOOKUPS: 'wikipedia,youtube' }, /^LIVE_LOOKUPS has "youtube"; it may list wikipedia, openlibrary, archive/],
    [{ ADZUNA_APP_ID: 'id' }, /^ADZUNA_APP_KEY must be set too when ADZUNA_APP_ID is set/],
    [{ ADZUNA_APP_KEY: 'key' }, /^ADZUNA_APP_ID must be set too when ADZUNA_APP_KEY is set/],
    [{ ADZUNA_COUNTRY: 'xx' }, /^ADZUNA_COUNTRY must be one of at, au/],
    [{ PROVIDER_TIMEOUT_MS: '8s' }, /^PROVIDER_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 60000/],
    [{ PROVIDER_TIMEOUT_MS: '999' }, /^PROVIDER_TIMEOUT_MS must be a whole number of milliseconds/],
  ])('stops on %j with a one-line message naming the variable', (env, expected) => {
    expect(failure(env)).toMatch(expected);
  });

  it('never shows a provider key in a message', () => {
    expect(failure({ ADZUNA_APP_KEY: 'hunter2' })).not.toContain('hunter2');
  });
});

describe("Eddie's language model settings", () => {
  it('has none by default, so Eddie answers offline', () => {
    expect(load({}).ai).toBeUndefined();
  });

  it('reads the base URL, the model and the key', () => {
    const config = load({ AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llama3.2', AI_API_KEY: 'sk-test' });
    expect(config.ai).toEqual({ baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.2', apiKey: 'sk-test' });
    expect(load({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'local' }).ai).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      model: 'local',
    });
    const embedding = { AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'local', AI_EMBEDDINGS_MODEL: 'nomic' };
    expect(load(embedding).ai?.embeddingsModel).toBe('nomic');
  });

  it.each([
    [{ AI_BASE_URL: 'http://127.0.0.1:11434/v1' }, /^AI_MODEL must be set too when AI_BASE_URL is set/],
    [{ AI_MODEL: 'llama3.2' }, /^AI_BASE_URL must be set too when AI_MODEL is set/],
    [{ AI_API_KEY: 'sk-test' }, /^AI_BASE_URL must be set when AI_API_KEY is/],
    [{ AI_EMBEDDINGS_MODEL: 'nomic-embed-text' }, /^AI_BASE_URL must be set when AI_EMBEDDINGS_MODEL is/],
    [{ AI_BASE_URL: 'ftp://models', AI_MODEL: 'x' }, /^AI_BASE_URL must be an http:\/\/ or https:\/\/ URL/],
  ])('stops on %j with a one-line message naming the variable', (env, expected) => {
    expect(failure(env)).toMatch(expected);
  });

  it('never shows the key in a message', () => {
    expect(failure({ AI_API_KEY: 'sk-hunter2' })).not.toContain('sk-hunter2');
  });
});
