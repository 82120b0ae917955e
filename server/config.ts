import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { USERNAME_PATTERN } from '../src/contract/auth-forms.ts';
import { DEFAULT_COMPANY_NAME } from '../src/contract/host-config.ts';
import { isOrigin, ORIGIN_RULE, withoutTrailingSlash } from '../src/contract/origins.ts';
import type { S3Settings } from './files/file-store.ts';
import { RECIPES, recipeOrigin } from './partner.ts';

/** Everything the server reads from its environment, checked once at start. */
export interface ServerConfig {
  /** PORT, default 8787; 0 lets the system pick a free port. */
  port: number;
  /** PARTNER_PORT, default port + 1 (0 when port is 0). */
  partnerPort: number;
  /** DATA_DIR, default ./data, as an absolute path. */
  dataDir: string;
  /** DATABASE_URL: a PostgreSQL server instead of the embedded PGlite in dataDir. */
  databaseUrl?: string;
  /** PUBLIC_URL without a trailing slash, default http://localhost:{port}: links in mails, OAuth redirects. */
  publicUrl: string;
  /** KIT_ORIGIN: where partner pages load the kit from, when not from this server. */
  kitOrigin?: string;
  /** JWT_SECRET, else generated once and kept in <dataDir>/secrets.json (mode 600). */
  jwtSecret: Uint8Array;
  /** ACCESS_TOKEN_SECONDS: how long an access token lives (default 15 minutes; shorter to try refreshing). */
  accessTokenSeconds?: number;
  /** SMTP_URL (none: mails go to the outbox), MAIL_FROM. */
  mail: { smtpUrl?: string; from: string };
  /** GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, both or none. */
  google?: { clientId: string; clientSecret: string };
  /**
   * The partner demo page's two names (this server serves it), the framework recipes' names (each on an origin of
   * its own, as partners' apps are), then PARTNER_ORIGINS (comma list). Always allowed; an Admin may allow more in the
   * database while the server runs (server/partner-origins.ts).
   */
  partnerOrigins: string[];
  /**
   * The footer's community link and company name (spec 1 §2 "Main layout"): COMMUNITY_URL (none: no link) and
   * COMPANY_NAME (who runs this server). loadConfig always sets it; a config built by hand may leave it out.
   */
  footer?: { communityUrl?: string; companyName: string };
  /**
   * ADMIN_USERNAMES (comma list): learners so named hold the Admin role (spec 1 §6 keeps "a list of admin
   * usernames"). loadConfig always sets it; a config built by hand (tests) may leave it out, which means none.
   */
  adminUsernames?: string[];
  /**
   * The live providers (server/providers/): each one is used only when its settings are here. loadConfig always
   * sets it; a config built by hand (tests) may leave it out, which means none.
   */
  providers?: ProvidersConfig;
  /**
   * IFRAME_ORIGINS (comma list of origins), default none: the sites the Iframe widget may show. loadConfig always sets
   * it; a config built by hand (tests) may leave it out, which means none.
   */
  iframeOrigins?: string[];
  /** S3_BUCKET and its neighbours: uploaded files go to this bucket instead of <dataDir>/files. */
  s3?: S3Settings;
  /** AI_BASE_URL, AI_MODEL and AI_API_KEY: Eddie's language model; without it Eddie answers offline (server/ai/). */
  ai?: AiSettings;
}

/** An OpenAI-compatible chat-completions server: a hosted API, vLLM, Ollama or a llama.cpp server. */
export interface AiSettings {
  /** AI_BASE_URL: where /chat/completions is, such as https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  baseUrl: string;
  /** AI_MODEL: the model every question goes to, whatever model name the kit sends. */
  model: string;
  /** AI_API_KEY: sent as a bearer token; local servers need none. */
  apiKey?: string;
  /** AI_EMBEDDINGS_MODEL: the server's /embeddings model; with it brains rank by meaning and words together. */
  embeddingsModel?: string;
}

/** Keyless public services that LIVE_LOOKUPS may turn on. */
export const LIVE_LOOKUPS = ['wikipedia', 'openlibrary', 'archive', 'crossref'] as const;
export type LiveLookup = (typeof LIVE_LOOKUPS)[number];
/** The countries Adzuna publishes jobs for (its API's {country} path segment). */
export const ADZUNA_COUNTRIES = [
  'at',
  'au',
  'be',
  'br',
  'ca',
  'ch',
  'de',
  'es',
  'fr',
  'gb',
  'in',
  'it',
  'mx',
  'nl',
  'nz',
  'pl',
  'sg',
  'us',
  'za',
] as const;
export const DEFAULT_ADZUNA_COUNTRY = 'gb';
/** How long a provider may take before its widget is told it did not answer. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 8_000;

/** None is set by default: a fresh machine answers from its offline engines and never calls out. */
export interface ProvidersConfig {
  /** LIVE_LOOKUPS (comma list of wikipedia, openlibrary, archive, crossref): the keyless public services to call. */
  liveLookups: LiveLookup[];
  /** YOUTUBE_API_KEY: video search (YouTube Data API v3). */
  youtubeApiKey?: string;
  /** ADZUNA_APP_ID and ADZUNA_APP_KEY, both or none; ADZUNA_COUNTRY, default gb: job search. */
  adzuna?: { appId: string; appKey: string; country: string };
  /** TWITTER_BEARER_TOKEN: recent posts about a topic (X API v2), scored for sentiment here. */
  twitterBearerToken?: string;
  /** SKETCHFAB_API_TOKEN: 3D model search. */
  sketchfabApiToken?: string;
  /** WOLFRAM_APP_ID: computational answers from Wolfram|Alpha; without it the offline calculator answers. */
  wolframAppId?: string;
  /** PROVIDER_TIMEOUT_MS, default 8000: the longest wait for any one provider. */
  timeoutMs: number;
}

/** A setting the server cannot start with; the message is one line naming the variable. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    problem: string,
  ) {
    super(`${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

export const DEFAULT_PORT = 8787;
/** S3_REGION when unset: most S3-compatible services accept any region, and AWS needs one. */
export const DEFAULT_S3_REGION = 'us-east-1';
export const DEFAULT_MAIL_FROM = 'Thoughtkit <no-reply@localhost>';
/** HS256 needs a key at least as long as its hash (RFC 7518 §3.2). */
export const MIN_SECRET_BYTES = 32;
/** Long enough for any HMAC algorithm the token code may pick. */
const GENERATED_SECRET_BYTES = 64;
export const SECRETS_FILE = 'secrets.json';

/** Values that must never be echoed into a log, even when they are wrong. */
const SECRET_VARIABLES = new Set([
  'JWT_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'GOOGLE_CLIENT_SECRET',
  'YOUTUBE_API_KEY',
  'ADZUNA_APP_KEY',
  'TWITTER_BEARER_TOKEN',
  'SKETCHFAB_API_TOKEN',
  'WOLFRAM_APP_ID',
  'S3_SECRET_ACCESS_KEY',
  'AI_API_KEY',
]);

const PORT_RULE = 'must be a whole number from 0 to 65535';
const ACCESS_TOKEN_RULE = 'must be a whole number of seconds from 5 to 86400';
const USERNAME_RULE =
  'is not a username (3 to 31 letters, digits, dots, dashes or underscores, starting with a letter)';

const urlWithScheme = (value: string, schemes: readonly string[]) => {
  try {
    return schemes.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const port = z
  .string()
  .regex(/^\d{1,5}$/, PORT_RULE)
  .transform(Number)
  .refine((value) => value <= 65535, PORT_RULE);
const origin = z.string().transform(withoutTrailingSlash).refine(isOrigin, ORIGIN_RULE);
const originList = z
  .string()
  .transform((list) => list.split(',').map((item) => withoutTrailingSlash(item.trim())))
  .superRefine((items, ctx) => {
    for (const item of items) {
      if (!isOrigin(item)) ctx.addIssue({ code: 'custom', message: `has "${item}", which ${ORIGIN_RULE}` });
    }
  });

/** Usernames as signup takes them; a name that no signup could take can never match, so it is refused. */
const usernameList = z
  .string()
  .transform((list) => [...new Set(list.split(',').map((item) => item.trim()))].filter(Boolean))
  .superRefine((items, ctx) => {
    for (const item of items.filter((name) => !USERNAME_PATTERN.test(name))) {
      ctx.addIssue({ code: 'custom', message: `has "${item}", which ${USERNAME_RULE}` });
    }
  });

const liveLookupList = z
  .string()
  .transform((list) => [...new Set(list.split(',').map((item) => item.trim().toLowerCase()))].filter(Boolean))
  .superRefine((items, ctx) => {
    for (const item of items) {
      if (!(LIVE_LOOKUPS as readonly string[]).includes(item)) {
        ctx.addIssue({ code: 'custom', message: `has "${item}"; it may list ${LIVE_LOOKUPS.join(', ')}` });
      }
    }
  })
  .transform((items) => items as LiveLookup[]);

/** An empty variable (`PORT=` in a .env file) means "not set", as in most tools. */
const setting = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined),
    schema.optional(),
  );

const envSchema = z
  .object({
    PORT: setting(port),
    PARTNER_PORT: setting(port),
    DATA_DIR: setting(z.string()),
    DATABASE_URL: setting(
      z.string().refine((value) => urlWithScheme(value, ['postgres:', 'postgresql:']), {
        message: 'must be a postgres:// or postgresql:// URL',
      }),
    ),
    PUBLIC_URL: setting(
      z
        .string()
        .refine((value) => urlWithScheme(value, ['http:', 'https:']), {
          message: 'must be an http:// or https:// URL, such as https://thoughtkit.example',
        })
        .transform(withoutTrailingSlash),
    ),
    KIT_ORIGIN: setting(origin),
    ACCESS_TOKEN_SECONDS: setting(
      z
        .string()
        .regex(/^\d+$/, ACCESS_TOKEN_RULE)
        .transform(Number)
        .refine((value) => value >= 5 && value <= 86_400, ACCESS_TOKEN_RULE),
    ),
    JWT_SECRET: setting(
      z.string().refine((value) => Buffer.byteLength(value) >= MIN_SECRET_BYTES, {
        message: `must be at least ${MIN_SECRET_BYTES} bytes long (unset it to have one generated)`,
      }),
    ),
    SMTP_URL: setting(
      z.string().refine((value) => urlWithScheme(value, ['smtp:', 'smtps:']), {
        message: 'must be an smtp:// or smtps:// URL, such as smtps://user:password@mail.example:465',
      }),
    ),
    MAIL_FROM: setting(z.string()),
    GOOGLE_CLIENT_ID: setting(z.string()),
    GOOGLE_CLIENT_SECRET: setting(z.string()),
    PARTNER_ORIGINS: setting(originList),
    IFRAME_ORIGINS: setting(originList),
    ADMIN_USERNAMES: setting(usernameList),
    COMMUNITY_URL: setting(
      z.string().refine((value) => urlWithScheme(value, ['http:', 'https:']), {
        message: 'must be an http:// or https:// URL, such as https://chat.school.example',
      }),
    ),
    COMPANY_NAME: setting(z.string().trim().min(1).max(80)),
    LIVE_LOOKUPS: setting(liveLookupList),
    YOUTUBE_API_KEY: setting(z.string()),
    ADZUNA_APP_ID: setting(z.string()),
    ADZUNA_APP_KEY: setting(z.string()),
    ADZUNA_COUNTRY: setting(
      z
        .string()
        .transform((value) => value.toLowerCase())
        .pipe(z.enum(ADZUNA_COUNTRIES, { error: `must be one of ${ADZUNA_COUNTRIES.join(', ')}` })),
    ),
    TWITTER_BEARER_TOKEN: setting(z.string()),
    SKETCHFAB_API_TOKEN: setting(z.string()),
    WOLFRAM_APP_ID: setting(z.string()),
    S3_BUCKET: setting(z.string()),
    S3_REGION: setting(z.string()),
    S3_ENDPOINT: setting(
      z.string().refine((value) => urlWithScheme(value, ['http:', 'https:']), {
        message: 'must be an http:// or https:// URL, such as https://minio.school.example',
      }),
    ),
    S3_ACCESS_KEY_ID: setting(z.string()),
    S3_SECRET_ACCESS_KEY: setting(z.string()),
    AI_BASE_URL: setting(
      z
        .string()
        .refine((value) => urlWithScheme(value, ['http:', 'https:']), {
          message: 'must be an http:// or https:// URL, such as http://127.0.0.1:11434/v1',
        })
        .transform(withoutTrailingSlash),
    ),
    AI_MODEL: setting(z.string()),
    AI_API_KEY: setting(z.string()),
    AI_EMBEDDINGS_MODEL: setting(z.string()),
    PROVIDER_TIMEOUT_MS: setting(
      z
        .string()
        .regex(/^\d+$/, 'must be a whole number of milliseconds from 1000 to 60000')
        .transform(Number)
        .refine(
          (value) => value >= 1000 && value <= 60_000,
          'must be a whole number of milliseconds from 1000 to 60000',
        ),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      const other = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET';
      ctx.addIssue({ code: 'custom', path: [missing], message: `must be set too when ${other} is set (both or none)` });
    }
    if (env.PORT !== undefined && env.PORT !== 0 && env.PARTNER_PORT === env.PORT) {
      ctx.addIssue({ code: 'custom', path: ['PARTNER_PORT'], message: 'must differ from PORT' });
    }
    if (env.PORT === 65535 && env.PARTNER_PORT === undefined) {
      ctx.addIssue({ code: 'custom', path: ['PARTNER_PORT'], message: 'must be set when PORT is 65535' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      const missing = env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
      const other = env.S3_ACCESS_KEY_ID ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `must be set too when ${other} is set (both or none)` });
    }
    if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID || env.S3_REGION)) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'must be set when other S3_ settings are' });
    }
    if (Boolean(env.AI_BASE_URL) !== Boolean(env.AI_MODEL)) {
      const missing = env.AI_BASE_URL ? 'AI_MODEL' : 'AI_BASE_URL';
      const other = env.AI_BASE_URL ? 'AI_BASE_URL' : 'AI_MODEL';
      ctx.addIssue({ code: 'custom', path: [missing], message: `must be set too when ${other} is set (both or none)` });
    }
    if (env.AI_API_KEY && !env.AI_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'must be set when AI_API_KEY is' });
    }
    if (env.AI_EMBEDDINGS_MODEL && !env.AI_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['AI_BASE_URL'], message: 'must be set when AI_EMBEDDINGS_MODEL is' });
    }
    if (Boolean(env.ADZUNA_APP_ID) !== Boolean(env.ADZUNA_APP_KEY)) {
      const missing = env.ADZUNA_APP_ID ? 'ADZUNA_APP_KEY' : 'ADZUNA_APP_ID';
      const other = env.ADZUNA_APP_ID ? 'ADZUNA_APP_ID' : 'ADZUNA_APP_KEY';
      ctx.addIssue({ code: 'custom', path: [missing], message: `must be set too when ${other} is set (both or none)` });
    }
  });

/**
 * Reads and checks the settings. A bad value throws a ConfigError whose one-line message names the variable (and
 * shows the value, unless it is a secret). Without JWT_SECRET, a secret is generated on the first start and kept in
 * the data folder, so tokens stay valid across restarts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = String(issue?.path[0] ?? 'environment');
    const value = env[variable];
    const shown = value !== undefined && !SECRET_VARIABLES.has(variable) ? ` (it is "${value}")` : '';
    throw new ConfigError(variable, `${issue?.message ?? 'is invalid'}${shown}`);
  }
  const settings = parsed.data;
  const hostPort = settings.PORT ?? DEFAULT_PORT;
  const partnerPort = settings.PARTNER_PORT ?? (hostPort === 0 ? 0 : hostPort + 1);
  const dataDir = resolve(settings.DATA_DIR ?? 'data');
  return {
    port: hostPort,
    partnerPort,
    dataDir,
    ...(settings.DATABASE_URL ? { databaseUrl: settings.DATABASE_URL } : {}),
    publicUrl: settings.PUBLIC_URL ?? `http://localhost:${hostPort}`,
    ...(settings.KIT_ORIGIN ? { kitOrigin: settings.KIT_ORIGIN } : {}),
    jwtSecret: settings.JWT_SECRET ? new TextEncoder().encode(settings.JWT_SECRET) : storedSecret(dataDir),
    ...(settings.ACCESS_TOKEN_SECONDS ? { accessTokenSeconds: settings.ACCESS_TOKEN_SECONDS } : {}),
    mail: {
      ...(settings.SMTP_URL ? { smtpUrl: settings.SMTP_URL } : {}),
      from: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM,
    },
    ...(settings.GOOGLE_CLIENT_ID && settings.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: settings.GOOGLE_CLIENT_ID, clientSecret: settings.GOOGLE_CLIENT_SECRET } }
      : {}),
    partnerOrigins: [
      ...new Set([
        `http://127.0.0.1:${partnerPort}`,
        `http://localhost:${partnerPort}`,
        ...RECIPES.map((recipe) => recipeOrigin(recipe, partnerPort)),
        ...(settings.PARTNER_ORIGINS ?? []),
      ]),
    ],
    adminUsernames: settings.ADMIN_USERNAMES ?? [],
    iframeOrigins: [...new Set(settings.IFRAME_ORIGINS ?? [])],
    footer: {
      ...(settings.COMMUNITY_URL ? { communityUrl: settings.COMMUNITY_URL } : {}),
      companyName: settings.COMPANY_NAME ?? DEFAULT_COMPANY_NAME,
    },
    providers: {
      liveLookups: settings.LIVE_LOOKUPS ?? [],
      ...(settings.YOUTUBE_API_KEY ? { youtubeApiKey: settings.YOUTUBE_API_KEY } : {}),
      ...(settings.ADZUNA_APP_ID && settings.ADZUNA_APP_KEY
        ? {
            adzuna: {
              appId: settings.ADZUNA_APP_ID,
              appKey: settings.ADZUNA_APP_KEY,
              country: settings.ADZUNA_COUNTRY ?? DEFAULT_ADZUNA_COUNTRY,
            },
          }
        : {}),
      ...(settings.TWITTER_BEARER_TOKEN ? { twitterBearerToken: settings.TWITTER_BEARER_TOKEN } : {}),
      ...(settings.SKETCHFAB_API_TOKEN ? { sketchfabApiToken: settings.SKETCHFAB_API_TOKEN } : {}),
      ...(settings.WOLFRAM_APP_ID ? { wolframAppId: settings.WOLFRAM_APP_ID } : {}),
      timeoutMs: settings.PROVIDER_TIMEOUT_MS ?? DEFAULT_PROVIDER_TIMEOUT_MS,
    },
    ...(settings.S3_BUCKET
      ? {
          s3: {
            bucket: settings.S3_BUCKET,
            region: settings.S3_REGION ?? DEFAULT_S3_REGION,
            ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT } : {}),
            ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
              ? {
                  credentials: {
                    accessKeyId: settings.S3_ACCESS_KEY_ID,
                    secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
                  },
                }
              : {}),
          },
        }
      : {}),
    ...(settings.AI_BASE_URL && settings.AI_MODEL
      ? {
          ai: {
            baseUrl: settings.AI_BASE_URL,
            model: settings.AI_MODEL,
            ...(settings.AI_API_KEY ? { apiKey: settings.AI_API_KEY } : {}),
            ...(settings.AI_EMBEDDINGS_MODEL ? { embeddingsModel: settings.AI_EMBEDDINGS_MODEL } : {}),
          },
        }
      : {}),
  };
}

/** The origin partner pages load the kit from: KIT_ORIGIN, else the origin of PUBLIC_URL. */
export const kitOriginOf = (config: Pick<ServerConfig, 'kitOrigin' | 'publicUrl'>): string =>
  config.kitOrigin ?? new URL(config.publicUrl).origin;

const secretsSchema = z.object({
  jwtSecret: z
    .base64url()
    .refine((value) => Buffer.from(value, 'base64url').length >= MIN_SECRET_BYTES, 'is shorter than 32 bytes'),
});

/** The JWT secret kept in <dataDir>/secrets.json: created (mode 600) on the first start, read on later ones. */
function storedSecret(dataDir: string): Uint8Array {
  const file = join(dataDir, SECRETS_FILE);
  mkdirSync(dataDir, { recursive: true });
  const contents = JSON.stringify({ jwtSecret: randomBytes(GENERATED_SECRET_BYTES).toString('base64url') }, null, 2);
  try {
    // 'wx' creates the file only if absent, so two servers starting at once cannot overwrite each other's secret.
    writeFileSync(file, `${contents}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copied or restored file may have lost its mode: a secret readable by others is not a secret.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  let stored: unknown;
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    stored = undefined;
  }
  const secrets = secretsSchema.safeParse(stored);
  if (!secrets.success) {
    throw new ConfigError(
      'JWT_SECRET',
      `is not set and ${file} holds no valid jwtSecret (delete the file to generate a new one)`,
    );
  }
  return new Uint8Array(Buffer.from(secrets.data.jwtSecret, 'base64url'));
}
