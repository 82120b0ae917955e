-- Smart graph threads (spec 1 §3 Saved graph memory_id; spec 2 §7.3 smart-*, §7.4 /g6graph/smart/*): a saved
-- graph's own conversation. One thread per graph, whose id is the graph's memory_id (its thread and its vector store,
-- which is the graph's own content, read when asked); everyone who may read the graph shares it. Deleting the graph
-- deletes its thread.
create table smart_threads (
  id uuid primary key default gen_random_uuid(),
  graph uuid not null unique references saved_graphs (id) on delete cascade,
  created_at timestamptz not null default now()
);

create table smart_messages (
  id uuid primary key default gen_random_uuid(),
  thread uuid not null references smart_threads (id) on delete cascade,
  -- Who asked; null on answers. A learner's account going takes their questions with it, not the answers.
  asker uuid references users (id) on delete cascade,
  role text not null check (role in ('user', 'assistant')),
  content text not null,
  with_image boolean not null default false,
  -- The thread's order: a question and its answer are kept in the same instant.
  seq bigint generated always as identity,
  created_at timestamptz not null default now()
);

create index smart_messages_by_thread on smart_messages (thread, seq);
