// Where a learner stands: the leaderboard (the learners with the most points, with their rubies) and the learner's
// top skills, from the topics of their passed assessments and of their notes (docs/points.md says both rules).
import {
  LEADERBOARD_SIZE,
  RUBY_PASS_PERCENT,
  SKILL_WEIGHTS,
  TOP_SKILLS,
  type Leaderboard,
  type Skill,
  type Standing,
} from '../../src/contract/assessments.ts';
import type { Queryable } from '../db/database.ts';
import type { Account } from '../http/route.ts';
import type { KnowledgeIndex } from '../knowledge/knowledge-index.ts';
import { recognizeTerms } from '../knowledge/recognize.ts';
import { sensesOf } from './answers.ts';

/** The newest notes whose titles are read for topics: enough to show what a learner works on lately. */
const NOTES_READ = 500;

/**
 * Every learner with a point or a ruby, ranked by points, then rubies; equal learners share a rank and are listed by
 * name. Only the first LEADERBOARD_SIZE places and the asker's own are read.
 */
export async function leaderboard(db: Queryable, asker: Account): Promise<Leaderboard> {
  const rows = await db.query<Standing & { id: string; place: string }>(
    `with standings as (
       select u.id, u.username, coalesce(p.points, 0)::int as points, coalesce(r.rubies, 0)::int as rubies
         from users u
         left join (select user_id, sum(points) as points from points_ledger group by user_id) p on p.user_id = u.id
         left join (select owner, count(*) as rubies from rubies group by owner) r on r.owner = u.id
        where coalesce(p.points, 0) > 0 or coalesce(r.rubies, 0) > 0
     ), ranked as (
       select id, username, points, rubies,
              rank() over (order by points desc, rubies desc)::int as rank,
              row_number() over (order by points desc, rubies desc, username, id) as place
         from standings
     )
     select id, username, points, rubies, rank, place from ranked where place <= $2 or id = $1 order by place`,
    [asker.id, LEADERBOARD_SIZE],
  );
  const standing = ({ rank, username, points, rubies }: Standing): Standing => ({ rank, username, points, rubies });
  const you = rows.find((row) => row.id === asker.id);
  return {
    leaders: rows.filter((row) => Number(row.place) <= LEADERBOARD_SIZE).map(standing),
    you: you ? standing(you) : null,
  };
}

/** The learner's TOP_SKILLS topics by strength; equal ones by how many assessments passed, then by name. */
export async function topSkills(db: Queryable, index: KnowledgeIndex, learner: Account): Promise<Skill[]> {
  const topics = new Map<string, { term: string; passed: number; notes: number }>();
  const topic = (synsetId: string, term: string) => {
    let found = topics.get(synsetId);
    if (!found) topics.set(synsetId, (found = { term, passed: 0, notes: 0 }));
    return found;
  };

  const passed = await db.query<{ synset_id: string; term: string; passed: number }>(
    `select questionnaire->>'synsetId' as synset_id, min(questionnaire->>'term') as term, count(*)::int as passed
       from assessments
      where owner = $1 and status = 'completed'
        and (result->>'score')::int * 100 >= (result->>'total')::int * $2 and (result->>'total')::int > 0
      group by 1`,
    [learner.id, RUBY_PASS_PERCENT],
  );
  for (const row of passed) topic(row.synset_id, row.term).passed += row.passed;

  const notes = await db.query<{ title: string }>(
    `select coalesce(nullif(value->>'noteTitle', ''), nullif(value->>'videoLabel', ''), nullif(value->>'label', ''))
            as title
       from notes where actor = $1 order by created_at desc limit $2`,
    [learner.id, NOTES_READ],
  );
  for (const { title } of notes) {
    if (!title) continue;
    // A note counts once for each topic its title names ("Volcanoes of Iceland": volcano, Iceland).
    const named = new Map<string, string>();
    for (const term of recognizeTerms(index, title, { caseSensitiveNames: true })) {
      // The sense an assessment on the word is made on (generate.ts), so a note and a test meet on one topic.
      const sense = sensesOf(index, term.key).find((synset) => index.type(synset) === 'n');
      if (sense !== undefined) named.set(index.id(sense), index.label(sense));
    }
    for (const [synsetId, term] of named) topic(synsetId, term).notes += 1;
  }

  return [...topics]
    .map(([synsetId, { term, passed: passes, notes: noted }]) => ({
      synsetId,
      term,
      passed: passes,
      notes: noted,
      strength: passes * SKILL_WEIGHTS.passed + noted * SKILL_WEIGHTS.note,
    }))
    .sort((a, b) => b.strength - a.strength || b.passed - a.passed || a.term.localeCompare(b.term))
    .slice(0, TOP_SKILLS);
}
