// The page's one learner standing (the Leaderboard and Skill Graph widgets), over the kit's API client and session.
import { createLearnerStanding } from '../events/learner-standing.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const standing = createLearnerStanding({ api: kitApi, user: session.signals.user });
