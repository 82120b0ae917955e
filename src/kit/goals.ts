// The page's one goals core (Goals), over the kit's API client and session, recording the goal verbs.
import { createGoals } from '../goals/goals.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { session } from './session.ts';

export const goals = createGoals({
  api: kitApi,
  user: session.signals.user,
  recordEvent: (verb, value) => void recordEvent(verb, value),
});
