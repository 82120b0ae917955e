-- How many of a learner's notes hold the search word: the `total` of GET /notes?searchWord=.
-- The planner prices a LIKE at one cpu_operator_cost whatever the text's length, so when a word is in thousands of
-- a learner's notes it took reading every note of every learner, matching each, for cheaper than the trigram index
-- (0007) and rechecking only what the index found. EXPLAIN ANALYZE, 10,000 notes, a word in 3,000 of them, on
-- PostgreSQL 15: 13-17 ms read whole against 4-6 ms through the index. A count of one learner's notes never needs
-- to read the whole table, so here the planner chooses among the indexes only. The statement is planned for each
-- call with its own pattern (EXECUTE ... USING): a plan for any pattern would take the trigram index even for a
-- word of one or two letters, from which no trigram can be made, and scan all of it.
-- Without pg_trgm (0004) it reads the learner's own notes through notes_by_actor, matching each. JIT stays off:
-- were a plan left with nothing but a disabled seq scan, its inflated cost would start a compile of 100+ ms.
create function count_notes_found(owner uuid, pattern text) returns integer
  language plpgsql stable strict
  set enable_seqscan = off
  set jit = off
  as $$
declare
  total integer;
begin
  -- The test of SEARCHED in server/stores/notes.ts; `pattern` is in lower case already.
  execute 'select count(*)::int from notes where actor = $1 and search_text like $2' into total using owner, pattern;
  return total;
end $$;
