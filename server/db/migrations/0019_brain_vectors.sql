-- Brains' embeddings as pgvector vectors (spec 2 §7.3 /eddie/vector/*): a question's embedding ranks passages by
-- cosine distance (<=>) in the same statement that filters them by owner (server/ai/brains.ts). PGlite loads the
-- extension itself (server/db/pglite.ts); a PostgreSQL server has it only where pgvector is installed. Where it is
-- not available, passages keep no embedding at all and brains rank by full-text search alone.
-- The column has no dimension: it is the configured model's (AI_EMBEDDINGS_MODEL), which may change; a search compares
-- only passages of the question's dimension.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'vector') then
    create extension if not exists vector;
    alter table brain_chunks alter column embedding type vector using embedding::vector;
  else
    alter table brain_chunks drop column embedding;
  end if;
end
$$;
