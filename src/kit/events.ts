// The page's event recorder: the signed-in learner's events through the kit's API client.
import { createEventRecorder } from '../events/record-event.ts';
import { kitApi } from './api.ts';
import { session } from './session.ts';

export const recordEvent = createEventRecorder({ api: kitApi, user: session.signals.user });
