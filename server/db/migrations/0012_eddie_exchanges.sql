-- Eddie's conversations (POST /eddie, spec 2 §7.3): each question and its answer, for the history and as context
-- for later questions. DELETE /eddie takes the exchanges out of the context; the history keeps them.
create table eddie_exchanges (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  prompt text not null,
  answer text not null,
  in_context boolean not null default true,
  created_at timestamptz not null default now()
);

create index eddie_exchanges_by_actor on eddie_exchanges (actor, created_at desc, id desc);
