// The learner's points shown in the user menu (spec 1 §2): GET /points/{id}, refetched each time the menu opens.
import type { AuthApi } from './session.ts';

/** The points of the signed-in learner, or null when they cannot be had (spec 2 §8: a failure is ignored). */
export async function fetchPoints(api: AuthApi, userId: string, signal?: AbortSignal): Promise<number | null> {
  if (userId === '') return null;
  try {
    const answer = await api.call('points.get', { params: { id: userId }, signal });
    return answer.points;
  } catch {
    return null;
  }
}
