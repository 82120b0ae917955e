// Which recorded actions earn points (issue 10 point 6; docs/points.md explains it to learners and operators).
// A learner's total is the sum of their rows in points_ledger (server/auth/points.ts): each award is one row, named
// after the verb that earned it.
import type { EventVerb } from '../../src/contract/events.ts';
import { awardPoints } from '../auth/index.ts';
import type { Queryable } from '../db/database.ts';
import type { Account } from '../http/route.ts';

/**
 * Points per verb of spec 1 §3. Making and finishing things earns most; looking things up a little; settings,
 * navigation and deletions nothing.
 */
export const POINTS_PER_VERB = {
  NOTED: 5,
  UPDATE_NOTE: 1,
  ADD_NOTE_TO_GRAPH: 2,
  VIDEO_ADD_TO_GRAPH: 1,
  SET_SAVED_GRAPH: 5,
  UPDATED_GRAPH: 1,
  CREATED_GOAL: 3,
  ATTACHED_TO_GOAL: 1,
  CLOSED_GOAL: 10,
  CREATED_ON_GOING_QUEST: 5,
  HIT_VICTORY_MARKER: 10,
  BOOK_CHECKOUT: 2,
  WIKI_LOOKUP: 1,
  QUICK_SEARCH: 1,
  SEARCHED_NODE: 1,
  COMPARE: 1,
  SUMMARIZE_NODES: 1,
} as const satisfies Partial<Record<EventVerb, number>>;

/**
 * How often one verb earns in a day (UTC). The kit records a learner's actions, so a script could record the same
 * verb forever; past this, a verb's events are still kept, and earn nothing until the next day.
 */
export const DAILY_AWARDS_PER_VERB = 20;

/** Any fixed number: with the learner's id, it names the lock that keeps two awards from passing the cap at once. */
const AWARD_LOCK = 7_316_010;

export function pointsFor(verb: EventVerb): number {
  return (POINTS_PER_VERB as Partial<Record<EventVerb, number>>)[verb] ?? 0;
}

/** Awards the points a recorded verb earns, within the daily cap; answers how many it awarded. Run in a transaction. */
export async function earnPoints(tx: Queryable, learner: Account, verb: EventVerb): Promise<number> {
  return awardCapped(tx, learner, verb, pointsFor(verb));
}

/** The ledger's reason for the points of a marked assessment. */
export const ASSESSMENT_REASON = 'ASSESSMENT';
/** Points per right answer of a completed assessment. */
export const POINTS_PER_RIGHT_ANSWER = 1;

/**
 * Awards a completed assessment's points, one per right answer, within the same daily cap as a verb (tests can be
 * generated without end). Answers how many it awarded. Run in a transaction.
 */
export async function earnAssessmentPoints(tx: Queryable, learner: Account, rightAnswers: number): Promise<number> {
  return awardCapped(tx, learner, ASSESSMENT_REASON, rightAnswers * POINTS_PER_RIGHT_ANSWER);
}

async function awardCapped(tx: Queryable, learner: Account, reason: string, points: number): Promise<number> {
  if (points === 0) return 0;
  await tx.query('select pg_advisory_xact_lock($1, hashtext($2))', [AWARD_LOCK, learner.id]);
  const [today] = await tx.query<{ awards: number }>(
    `select count(*)::int as awards from points_ledger
      where user_id = $1 and reason = $2 and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'`,
    [learner.id, reason],
  );
  if ((today?.awards ?? 0) >= DAILY_AWARDS_PER_VERB) return 0;
  await awardPoints(tx, learner.id, points, reason);
  return points;
}
