// The explore range (spec 2 §9.1: 8, "a stored setting"): how many neighbours per relation group the force graph
// and the dendrogram show. A request may name one; otherwise a signed-in learner's own setting
// (settings.widget.exploreRange of their profile, saved with PUT /userProfiles/{discriminator}); otherwise 8.
import {
  DEFAULT_EXPLORE_RANGE,
  EXPLORE_RANGE_SETTING,
  MAX_EXPLORE_RANGE,
  MIN_EXPLORE_RANGE,
} from '../../src/contract/knowledge.ts';
import type { Queryable } from '../db/database.ts';
import type { Account } from '../http/route.ts';

/**
 * A stored value as a range. Settings are free-form JSON the learner's widgets write, so a number kept as text
 * counts, a number out of bounds is brought within them, and anything else means the default.
 */
export function storedExploreRange(value: unknown): number {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return DEFAULT_EXPLORE_RANGE;
  return Math.min(MAX_EXPLORE_RANGE, Math.max(MIN_EXPLORE_RANGE, Math.round(number)));
}

/** The range for this request: the one asked for, else the caller's stored setting, else the default. */
export async function exploreRangeFor(
  db: Queryable,
  account: Account | undefined,
  asked: number | undefined,
): Promise<number> {
  if (asked !== undefined) return asked;
  if (!account) return DEFAULT_EXPLORE_RANGE;
  // Only the one setting, not the whole profile: this runs on every graph a signed-in learner opens.
  const [row] = await db.query<{ range: unknown }>(
    "select settings -> 'widget' -> $2::text as range from users where id = $1",
    [account.id, EXPLORE_RANGE_SETTING],
  );
  return storedExploreRange(row?.range);
}
