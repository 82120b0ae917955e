// Where the signed-in learner stands, for the Leaderboard and Skill Graph widgets: the leaderboard (the learners with
// the most points, with their rubies, and the learner's own place) and the learner's top skills, from the topics of
// their passed assessments and their notes (docs/points.md). Framework-free; the page has one (src/kit/standing.ts),
// read while a widget shows it.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../api/client.ts';
import type { Leaderboard, Skill } from '../contract/assessments.ts';
import type { User } from '../contract/user.ts';
import { createLearnerData, type LearnerData } from '../session/learner-data.ts';

export interface LearnerStandingDeps {
  readonly api: Pick<ApiClient, 'call'>;
  readonly user: ReadonlySignal<User>;
}

export interface LearnerStanding {
  readonly leaderboard: LearnerData<Leaderboard>;
  readonly skills: LearnerData<readonly Skill[]>;
}

export function createLearnerStanding({ api, user }: LearnerStandingDeps): LearnerStanding {
  const leaderboard = createLearnerData<Leaderboard>({
    name: 'learnerStanding.leaderboard',
    user,
    read: (_learner, signal) => api.call('leaderboard.top', { signal }),
  });
  const skills = createLearnerData<readonly Skill[]>({
    name: 'learnerStanding.skills',
    user,
    read: async (_learner, signal) => (await api.call('skills.top', { signal })).skills,
  });
  return { leaderboard, skills };
}
