-- Accounts and everything that signs a learner in (spec 2 §7.1): users, refresh-token families, password reset
-- and Google sign-in keys, the mail outbox and the points ledger. Written by server/auth.
-- Secrets that travel (refresh tokens, reset and oauth keys) are stored only as their SHA-256, in hex: a copy of
-- the database does not let anyone sign in. Expiry times are written by the server from its own clock (not now()),
-- so tests can move time forward.

create table users (
  id uuid primary key default gen_random_uuid(),
  username text not null,
  email text not null,
  first_name text not null,
  -- argon2id PHC string; null for an account made by Google sign-in that never set a password.
  password_hash text,
  -- The public handle of a profile (/userProfiles/{discriminator}); random, so it reveals nothing.
  discriminator text not null unique,
  -- No call accepts an API key yet; kept so the profile has the field of spec 1 §3.
  api_key text not null default '',
  locale text not null default 'en',
  -- The first role decides the layout (spec 1 §6).
  roles text[] not null default '{}',
  settings jsonb not null default '{"widget": {}, "social": {}}'::jsonb,
  avatar text not null default '',
  profile_image text not null default '',
  -- True once the learner proved they read mail at this address (Google, or a password reset).
  verified boolean not null default false,
  -- The optional subscription key of the signup form, kept as sent.
  subscription_key text,
  -- Google's stable subject id ("sub") once the account signed in with Google.
  google_subject text unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- "Ada" and "ada" are the same learner: uniqueness ignores case.
create unique index users_username_ci on users (lower(username));
create unique index users_email_ci on users (lower(email));
-- The sharing search matches the start of a username.
create index users_username_prefix on users (lower(username) text_pattern_ops);

-- One family per sign-in (login, signup's login, Google). Each refresh replaces the family's token with a new one;
-- presenting an already replaced token means it was stolen, and the whole family is revoked.
create table refresh_families (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  -- Absolute expiry: after it the learner signs in again, however often they refreshed.
  expires_at timestamptz not null,
  revoked_at timestamptz,
  -- logout, reuse, password-changed, password-reset, google-linked.
  revoked_reason text
);
create index refresh_families_by_user on refresh_families (user_id) where revoked_at is null;

create table refresh_tokens (
  token_hash text primary key,
  family_id uuid not null references refresh_families (id) on delete cascade,
  -- The token this one replaced, for tracing a family's chain.
  parent_hash text,
  issued_at timestamptz not null,
  -- Idle expiry: a token not used by then is dead, even if its family is not.
  expires_at timestamptz not null,
  -- Set when the token was exchanged for the next one; a second exchange is a reuse.
  rotated_at timestamptz
);
create index refresh_tokens_by_family on refresh_tokens (family_id);

create table password_reset_requests (
  key_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_reset_requests_by_user on password_reset_requests (user_id) where used_at is null;

-- After Google sign-in the browser gets a one-time key in a URL, never tokens; the host page trades the key for
-- tokens with GET /auth/oauth-request/{key}.
create table oauth_requests (
  key_hash text primary key,
  user_id uuid not null references users (id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);

-- Mails of the default transport, for a developer to read (also written to <dataDir>/outbox/*.eml).
create table mail_outbox (
  id uuid primary key default gen_random_uuid(),
  to_address text not null,
  from_address text not null,
  subject text not null,
  body_text text not null,
  created_at timestamptz not null default now()
);

-- Points as a ledger: every award is a row, a learner's points are the sum. Later issues add the awards.
create table points_ledger (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  points integer not null,
  -- Why the points were given (e.g. an event verb).
  reason text not null,
  created_at timestamptz not null default now()
);
create index points_ledger_by_user on points_ledger (user_id);
