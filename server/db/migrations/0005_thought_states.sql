-- Saved states (spec 2 §7.9 POST /states): the current thought, its graph and the mutation series that led there.
-- /thought/{id} is a public route, so a state is read by its id alone (a random uuid: the link is the key); only
-- its owner made it, and a deleted account takes its states with it.
create table thought_states (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  -- thought and graph.
  state jsonb not null,
  -- Mutation records, each with timeDeltaMillis.
  mutation_series jsonb not null,
  created_at timestamptz not null default now()
);
create index thought_states_by_actor on thought_states (actor, created_at desc);
