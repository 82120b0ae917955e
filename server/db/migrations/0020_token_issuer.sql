-- The issuer the server processes sharing this database sign access tokens as (PUBLIC_URL), as the newest process
-- started with it. A process started with another one says so in its log (server/stores/token-issuer.ts): the others
-- refuse its tokens and it refuses theirs.
create table token_issuer (
  only_row boolean primary key default true check (only_row),
  issuer text not null,
  recorded_at timestamptz not null default now()
);
