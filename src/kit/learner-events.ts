// The page's one reader of the signed-in learner's events (Events Graph).
import { createLearnerEvents } from '../events/learner-events.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const learnerEvents = createLearnerEvents({ api: kitApi, user: session.signals.user });
