-- The learner's library (spec 1 §3, spec 2 §7.4 to §7.7): notes, saved graphs, goals with attached notes, quests.
-- Every row carries its owner (`actor`, a user id) and every query of server/library checks it.
-- A deleted account takes its library with it.

create table notes (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  -- note, image, recording, 3d, page or video (spec 1 §3).
  type text not null default 'note',
  -- noteTitle, note, noteUrl, label, imageNote, videoLabel, ... as the kit sent them.
  value jsonb not null default '{}'::jsonb,
  -- Checklist items counted in the note's text, for closing its goal (spec 2 §7.5).
  task_total integer not null default 0,
  task_completed integer not null default 0,
  -- Diary insight progress (spec 1 §4); empty until an insight is asked for.
  status text check (status in ('loading', 'completed', 'error')),
  progress smallint check (progress between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (task_completed between 0 and task_total)
);
-- GET /notes: one owner's notes, newest first (the search filters within them).
create index notes_by_actor on notes (actor, created_at desc, id desc);

create table saved_graphs (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  -- graph_name, gdata (nodes, edges, combos), graph_type.
  g6_data jsonb not null,
  graph_dimension text not null default 'explore_library'
    check (graph_dimension in ('explore_library', 'quest_library')),
  -- private or custom; other values exist but are not shown (spec 1 §3), and only custom shares.
  access text not null default 'private',
  -- Usernames a custom-access graph is shared with.
  shared_access text[] not null default '{}',
  tags text[] not null default '{}',
  metadata jsonb not null default '{}'::jsonb,
  -- Smart graph thread and vector store (spec 1 §3), set when a smart graph is created.
  memory_id text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- GET /g6graph: the owner's graphs of one library, newest first.
create index saved_graphs_by_actor on saved_graphs (actor, graph_dimension, created_at desc, id desc);
-- ... and the graphs shared with a learner (shared_access @> array[username]).
create index saved_graphs_by_shared_access on saved_graphs using gin (shared_access) where access = 'custom';

create table goals (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  goal text not null,
  -- true once complete (spec 1 §4).
  status boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index goals_by_actor on goals (actor, created_at desc, id desc);

-- A note belongs to at most one goal (a note's `goal` is one id, spec 1 §3).
create table goal_attachments (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  goal_id uuid not null references goals (id) on delete cascade,
  note_id uuid not null unique references notes (id) on delete cascade,
  created_at timestamptz not null default now()
);
create index goal_attachments_by_goal on goal_attachments (goal_id, created_at, id);

create table quests (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  -- title (one or a list).
  general_information jsonb not null,
  -- nodes and edges (source, target).
  thought_map jsonb not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index quests_by_actor on quests (actor, created_at desc, id desc);
