-- Events (spec 1 §3, spec 2 §7.2): what a learner did, recorded by the kit (WIKI_LOOKUP, QUICK_SEARCH, ...).
create table events (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  verb text not null,
  value jsonb,
  data_source text not null,
  created_at timestamptz not null default now()
);

create index events_actor_created on events (actor, created_at desc);
create index events_actor_verb on events (actor, verb);
