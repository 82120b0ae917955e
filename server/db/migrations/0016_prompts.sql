-- Prompts ("intents", spec 1 §3) and Kaaro experiment rows (spec 2 §7.8), one table: a Kaaro is a prompt kept in
-- its author's experiment sheet at a row index. A private prompt is its author's only; a public one anyone may pick.
-- The default entry "main" is not stored: every list begins with it.
create table prompts (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('intent', 'kaaro')),
  label text not null,
  prompt text not null,
  visibility text not null check (visibility in ('private', 'public')),
  description text not null default '',
  type text not null default '',
  subtype text not null default '',
  row_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index prompts_by_owner on prompts (owner, kind, row_index);
create index prompts_public on prompts (kind, visibility);
