import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { ApiRouter } from '../../http/route.ts';
import { findUserById } from '../accounts.ts';
import { pointsOf } from '../points.ts';
import type { AuthServices } from '../services.ts';

const userId = z.uuid();

/** GET /points/{id}: a learner's own points. */
export function pointsRoutes(api: ApiRouter, auth: AuthServices): void {
  api.implement('points.get', async ({ params, account }) => {
    const id = String(params.id);
    if (id !== account.id) {
      const exists = userId.safeParse(id).success && (await findUserById(auth.db, id)) !== undefined;
      throw exists ? new HttpError(403, 'server.auth.pointsOwnerOnly') : new HttpError(404, 'server.auth.userNotFound');
    }
    return { id, points: await pointsOf(auth.db, id) };
  });
}
