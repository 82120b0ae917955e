// The one table of every call of spec 2 §7, keyed by a stable name. The api client and the server both read it.
// One file per key prefix (the part before the dot), named after it: 'goals.create' is in endpoints/goals.ts.
import type { Endpoint } from './endpoint.ts';
import { adminEndpoints } from './endpoints/admin.ts';
import { assessmentsEndpoints } from './endpoints/assessments.ts';
import { attachmentsEndpoints } from './endpoints/attachments.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { bookEndpoints } from './endpoints/book.ts';
import { brainsEndpoints } from './endpoints/brains.ts';
import { compileEndpoints } from './endpoints/compile.ts';
import { customEndpoints } from './endpoints/custom.ts';
import { dimensionEndpoints } from './endpoints/dimension.ts';
import { eddieEndpoints } from './endpoints/eddie.ts';
import { eventsEndpoints } from './endpoints/events.ts';
import { exploreEndpoints } from './endpoints/explore.ts';
import { fileEndpoints } from './endpoints/file.ts';
import { gameStoryEndpoints } from './endpoints/game-story.ts';
import { goalsEndpoints } from './endpoints/goals.ts';
import { graphsEndpoints } from './endpoints/graphs.ts';
import { leaderboardEndpoints } from './endpoints/leaderboard.ts';
import { notesEndpoints } from './endpoints/notes.ts';
import { originsEndpoints } from './endpoints/origins.ts';
import { pointsEndpoints } from './endpoints/points.ts';
import { promptsEndpoints } from './endpoints/prompts.ts';
import { queryEndpoints } from './endpoints/query.ts';
import { questsEndpoints } from './endpoints/quests.ts';
import { skillsEndpoints } from './endpoints/skills.ts';
import { statesEndpoints } from './endpoints/states.ts';
import { tagEndpoints } from './endpoints/tag.ts';
import { userProfilesEndpoints } from './endpoints/user-profiles.ts';

// In the order of spec 2 §7.
export const endpoints = {
  ...authEndpoints,
  ...eventsEndpoints,
  ...eddieEndpoints,
  ...skillsEndpoints,
  ...graphsEndpoints,
  ...notesEndpoints,
  ...goalsEndpoints,
  ...attachmentsEndpoints,
  ...questsEndpoints,
  ...promptsEndpoints,
  ...brainsEndpoints,
  ...exploreEndpoints,
  ...customEndpoints,
  ...dimensionEndpoints,
  ...userProfilesEndpoints,
  ...pointsEndpoints,
  ...bookEndpoints,
  ...tagEndpoints,
  ...queryEndpoints,
  ...statesEndpoints,
  ...compileEndpoints,
  ...gameStoryEndpoints,
  ...assessmentsEndpoints,
  ...leaderboardEndpoints,
  ...fileEndpoints,
  ...adminEndpoints,
  ...originsEndpoints,
} as const satisfies Record<string, Endpoint>;

/** Header that carries the refresh token on calls flagged refreshTokenInHeader (logout, refresh-token). */
export const REFRESH_TOKEN_HEADER = 'refresh-token';

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
