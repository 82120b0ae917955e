// The one table of every call of spec 2 §7, keyed by a stable name. The api client and the server both read it.
import type { Endpoint } from './endpoint.ts';
import { authEndpoints } from './endpoints/auth.ts';
import { eddieEndpoints } from './endpoints/eddie.ts';
import { eventsEndpoints } from './endpoints/events.ts';
import { customEndpoints, exploreEndpoints } from './endpoints/explore.ts';
import { learningEndpoints } from './endpoints/learning.ts';
import { profileEndpoints, queryEndpoints } from './endpoints/profile.ts';
import { graphsEndpoints } from './endpoints/graphs.ts';
import { goalsEndpoints, notesEndpoints, questsEndpoints } from './endpoints/notes.ts';
import { promptsEndpoints } from './endpoints/prompts.ts';
import { providerEndpoints } from './endpoints/providers.ts';

export const endpoints = {
  ...authEndpoints,
  ...eventsEndpoints,
  ...eddieEndpoints,
  ...graphsEndpoints,
  ...notesEndpoints,
  ...goalsEndpoints,
  ...questsEndpoints,
  ...promptsEndpoints,
  ...exploreEndpoints,
  ...customEndpoints,
  ...providerEndpoints,
  ...profileEndpoints,
  ...queryEndpoints,
  ...learningEndpoints,
} as const satisfies Record<string, Endpoint>;

/** Header that carries the refresh token on calls flagged refreshTokenInHeader (logout, refresh-token). */
export const REFRESH_TOKEN_HEADER = 'refresh-token';

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
