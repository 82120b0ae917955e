// The signed-in learner's past Typing Tutor lessons, read from their own TYPING_LESSON events (GET
// /events/verb/TYPING_LESSON) while the widget shows them, and again when another learner signs in.
import type { ReadonlySignal } from '@preact/signals-core';
import type { ApiClient } from '../../src/api/client.ts';
import type { User } from '../../src/contract/user.ts';
import { createLearnerData, type LearnerData } from '../../src/session/learner-data.ts';
import { pastResults, type PastResult } from './typing.ts';

export function createTypingHistory({
  api,
  user,
}: {
  api: Pick<ApiClient, 'call'>;
  user: ReadonlySignal<User>;
}): LearnerData<PastResult[]> {
  return createLearnerData({
    name: 'typingTutor.history',
    user,
    read: async (_learner, signal) =>
      pastResults((await api.call('events.byVerb', { params: { verb: 'TYPING_LESSON' }, signal })).items),
  });
}
