-- A learner's assessments (spec 1 §4 "Assessment: id, status, result"; spec 2 §7.9). The questionnaire is kept with
-- its key as generated from (subtopic, seed), so that marking uses the questions the learner saw; the result holds
-- the score, the points it earned and each answer's mark. An assessment goes with its learner.
create table assessments (
  id uuid primary key default gen_random_uuid(),
  owner uuid not null references users (id) on delete cascade,
  subtopic text not null,
  seed integer not null,
  questionnaire jsonb not null,
  status text not null default 'started' check (status in ('started', 'completed')),
  result jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index assessments_by_owner on assessments (owner, created_at);
