// The page's one reader of the learner's past thoughts (Thoughts Filter).
import { createThoughts } from '../events/thoughts.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const thoughts = createThoughts({ api: kitApi, user: session.signals.user });
