// The page's one session: the signed-in user over the kit's tokens and API client.
import { createSession } from '../session/session.ts';
import { kitApi, tokens } from './api.ts';

export const session = createSession({ api: kitApi, tokens });
