-- Rubies (spec 1 §1 "a leaderboard shows points and rubies"; docs/points.md states the rule): a learner earns one
-- ruby for a topic the first time they pass an assessment on it (80 % of its answers right). A topic is the sense
-- the assessment was made on (its WordNet synset), so "volcano" and "Volcano" are one topic. The primary key is the
-- rule's "first time": a second pass on the topic adds no row.
create table rubies (
  owner uuid not null references users (id) on delete cascade,
  synset_id text not null,
  -- The topic as the learner saw it ("Test on “volcano”").
  term text not null,
  assessment_id uuid not null references assessments (id) on delete cascade,
  earned_at timestamptz not null default now(),
  primary key (owner, synset_id)
);
