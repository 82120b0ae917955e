-- The note search of 0004 folded the case of every note it looked at, on every search (ILIKE): on 10,000 notes a
-- search took hundreds of milliseconds. Each note now keeps its searched text in lower case, written once when the
-- note is; a search lowers only the word and matches with a plain LIKE, which the trigram index serves too.
drop index notes_search;
alter table notes add column search_text text generated always as (lower(note_search_text(value))) stored;
create index notes_search on notes using gin (search_text gin_trgm_ops);
