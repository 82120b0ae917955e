// Rubies (docs/points.md "Rubies"): the first pass on a topic earns one. A pass is RUBY_PASS_PERCENT of the answers
// right; the topic is the sense the assessment was made on, so a retake, or a test on another spelling of the same
// word, earns no second ruby. The rubies table's primary key is the "first": the insert of a second pass does nothing.
import { passes } from '../../src/contract/assessments.ts';
import type { Queryable } from '../db/database.ts';
import type { Account } from '../http/route.ts';

export interface MarkedTopic {
  assessmentId: string;
  synsetId: string;
  term: string;
  score: number;
  total: number;
}

/** Awards the ruby a marked assessment earns; answers how many it awarded (0 or 1). Run in the marking transaction. */
export async function earnRuby(tx: Queryable, learner: Account, marked: MarkedTopic): Promise<number> {
  if (!passes(marked.score, marked.total)) return 0;
  const inserted = await tx.query(
    `insert into rubies (owner, synset_id, term, assessment_id) values ($1, $2, $3, $4)
       on conflict (owner, synset_id) do nothing returning synset_id`,
    [learner.id, marked.synsetId, marked.term, marked.assessmentId],
  );
  return inserted.length;
}
