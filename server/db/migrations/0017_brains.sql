-- Brains: the vector store (spec 2 §7.3 /eddie/vector/*, §7.8 /brains). A brain is one namespace of one learner's
-- (private: their username; custom: a name they type; main: the default), holding the documents they trained it on,
-- cut into chunks of at most 200 words (spec 2 §9.1). Chunks carry their owner so that every search filters by owner
-- in the same index scan that ranks (server/ai/brains.ts). Full-text search always; an embedding beside it when an
-- embeddings model is configured (AI_EMBEDDINGS_MODEL), kept as real[] so that the same schema runs on PGlite and on
-- a PostgreSQL server without the pgvector extension.
create table brains (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null references users (id) on delete cascade,
  namespace text not null,
  created_at timestamptz not null default now(),
  unique (owner, namespace)
);

create table brain_files (
  id uuid primary key default gen_random_uuid(),
  brain uuid not null references brains (id) on delete cascade,
  name text not null,
  type text not null,
  size integer not null,
  created_at timestamptz not null default now()
);

create index brain_files_by_brain on brain_files (brain, created_at);

create table brain_chunks (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null references users (id) on delete cascade,
  brain uuid not null references brains (id) on delete cascade,
  file uuid not null references brain_files (id) on delete cascade,
  ordinal integer not null,
  body text not null,
  -- English stemming: "grows" in a question finds "growing" in a document.
  search tsvector generated always as (to_tsvector('english', body)) stored,
  embedding real[]
);

create index brain_chunks_search on brain_chunks using gin (search);
create index brain_chunks_by_owner on brain_chunks (owner, brain);

-- The brains a learner has connected (PUT /userProfiles/brains/{action}): they ground Eddie's answers.
create table brain_connections (
  user_id uuid not null references users (id) on delete cascade,
  brain uuid not null references brains (id) on delete cascade,
  connected_at timestamptz not null default now(),
  primary key (user_id, brain)
);

-- The connected brains are part of the learner's profile (User.connectedBrains): every server process re-reads a
-- profile whose connections changed, as for a change to the users row itself (migration 0008).
create function notify_brain_connections_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('tk_users_changed', coalesce(new.user_id, old.user_id)::text);
  return null;
end;
$$;

create trigger brain_connections_changed after insert or delete on brain_connections
  for each row execute function notify_brain_connections_changed();
