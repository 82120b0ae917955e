-- GET /notes?searchWord= finds the word anywhere in a note's title, text or label (ILIKE '%word%'). A trigram index
-- serves that on PostgreSQL and PGlite alike (pg_trgm: a trusted extension on a server, loaded by server/db/pglite.ts
-- in the embedded store), so a learner with ten thousand notes still searches them in milliseconds.
create extension if not exists pg_trgm;

-- The searched text of a note, in one place: the index and server/stores/notes.ts use the same expression.
create function note_search_text(value jsonb) returns text
  language sql immutable parallel safe
  as $$
    select coalesce(value->>'noteTitle', '') || ' ' || coalesce(value->>'note', '') || ' '
      || coalesce(value->>'label', '') || ' ' || coalesce(value->>'videoLabel', '')
  $$;

create index notes_search on notes using gin (note_search_text(value) gin_trgm_ops);
