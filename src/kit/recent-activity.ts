// The page's one reader of the learner's recent activity (Recent Activity).
import { createRecentActivity } from '../events/recent-activity.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const recentActivity = createRecentActivity({ api: kitApi, user: session.signals.user });
