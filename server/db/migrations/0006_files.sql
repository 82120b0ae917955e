-- Files of image and recording notes (POST /file, POST /custom/scr/upload): who uploaded what. The bytes live in
-- the file store (<dataDir>/files, or an S3-compatible bucket), under the row's id.
create table files (
  id uuid primary key default gen_random_uuid(),
  actor uuid not null references users (id) on delete cascade,
  kind text not null check (kind in ('image', 'recording')),
  -- The type found in the file's bytes, not the one the browser declared.
  content_type text not null,
  size integer not null check (size > 0),
  -- The file's name as the learner's browser gave it, for the download.
  name text not null,
  created_at timestamptz not null default now()
);
create index files_by_actor on files (actor, created_at desc);
