// Administration over the API (a product extension of spec 1 §6): an Admin sets the roles granted to a learner, as
// the operator's command does (commands.ts). Who is an Admin is the contract table's gate on the call.
import type { ApiArea } from '../api.ts';
import { findUserByUsername } from '../auth/accounts.ts';
import { profiles } from '../auth/profiles.ts';
import { roleGrants } from '../auth/roles.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

export function createAdmin({ db }: { db: Database }): ApiArea {
  return (api) => {
    api.implement('admin.userRoles', async ({ params, body }) => {
      const granted = await roleGrants.set(db, String(params.username), body.roles);
      const learner = granted && (await findUserByUsername(db, granted.username));
      if (!granted || !learner) throw new HttpError(404, 'server.auth.userNotFound');
      profiles(db).changed(learner.id);
      return granted;
    });
  };
}
