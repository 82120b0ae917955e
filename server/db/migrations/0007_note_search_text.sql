-- The note search of 0004 folded the case of every note it looked at, on every search (ILIKE): on 10,000 notes a
-- search took hundreds of milliseconds. Each note now keeps its searched text in lower case, written once when the
-- note is; a search lowers only the word and matches with a plain LIKE, which the trigram index serves too.
-- Without pg_trgm (see 0004) there is no index to replace, and none is made.
drop index if exists notes_search;
alter table notes add column search_text text generated always as (lower(note_search_text(value))) stored;
do $$
declare
  trgm_schema name := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
                        where e.extname = 'pg_trgm');
begin
  if trgm_schema is not null then
    execute format('create index notes_search on notes using gin (search_text %I.gin_trgm_ops)', trgm_schema);
  end if;
end $$;
