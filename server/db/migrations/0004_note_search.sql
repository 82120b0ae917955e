-- GET /notes?searchWord= finds the word anywhere in a note's title, text or label (ILIKE '%word%'). A trigram index
-- serves that on PostgreSQL and PGlite alike (pg_trgm: a trusted extension on a server, loaded by server/db/pglite.ts
-- in the embedded store), so a learner with ten thousand notes still searches them in milliseconds.
-- A server without pg_trgm (contrib not installed), or a role that may not create extensions, still starts: the
-- search finds the same notes without the index, reading each of the learner's notes through notes_by_actor.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
    create extension if not exists pg_trgm;
  end if;
exception when insufficient_privilege then
  raise warning 'pg_trgm could not be created (%): the note search runs without its trigram index', sqlerrm;
end $$;

-- The searched text of a note, in one place: the index and server/stores/notes.ts use the same expression.
create function note_search_text(value jsonb) returns text
  language sql immutable parallel safe
  as $$
    select coalesce(value->>'noteTitle', '') || ' ' || coalesce(value->>'note', '') || ' '
      || coalesce(value->>'label', '') || ' ' || coalesce(value->>'videoLabel', '')
  $$;

-- Named with the extension's schema: one installed earlier in another schema need not be on the search path.
do $$
declare
  trgm_schema name := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                        where e.extname = 'pg_trgm');
begin
  if trgm_schema is not null then
    execute format('create index notes_search on notes using gin (note_search_text(value) %I.gin_trgm_ops)',
      trgm_schema);
  end if;
end $$;
