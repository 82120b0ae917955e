// The page's one reader of the learner's newest events (Recent Events).
import { createRecentEvents } from '../events/recent-events.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const recentEvents = createRecentEvents({ api: kitApi, user: session.signals.user });
