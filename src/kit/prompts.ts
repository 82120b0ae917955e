// The page's one prompts core (Kaaro, Kaaro Alpha, Intent Loader, Eddie's playground), over the kit's API client.
import { createPrompts } from '../prompts/prompts.ts';
import { storage } from '../storage/storage.ts';
import { kitApi } from './api.ts';
import { recordEvent } from './events.ts';
import { session } from './session.ts';

export const prompts = createPrompts({
  api: kitApi,
  user: session.signals.user,
  storage,
  recordEvent: (verb, value) => void recordEvent(verb, value),
});
