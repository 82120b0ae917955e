// Administration over the API (a product extension of spec 1 §6): an Admin reads and sets the roles granted to a
// learner, as the operator's command does (commands.ts), and the partner origins kept in the database. Who is an Admin
// is the contract table's gate on each call.
import type { ApiArea } from '../api.ts';
import { findUserByUsername } from '../auth/accounts.ts';
import { profiles } from '../auth/profiles.ts';
import { roleGrants } from '../auth/roles.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { PartnerOriginList } from '../partner-origins.ts';

export interface AdminOptions {
  db: Database;
  /** The live partner origins (server/partner-origins.ts), the same list CORS and the headers read. */
  partnerOrigins: PartnerOriginList;
}

export function createAdmin({ db, partnerOrigins }: AdminOptions): ApiArea {
  return (api) => {
    api.implement('admin.grantedRoles', async ({ params }) => {
      const granted = await roleGrants.of(db, String(params.username));
      if (!granted) throw new HttpError(404, 'server.auth.userNotFound');
      return granted;
    });
    api.implement('admin.userRoles', async ({ params, body }) => {
      const granted = await roleGrants.set(db, String(params.username), body.roles);
      const learner = granted && (await findUserByUsername(db, granted.username));
      if (!granted || !learner) throw new HttpError(404, 'server.auth.userNotFound');
      profiles(db).changed(learner.id);
      return granted;
    });
    api.implement('admin.partnerOrigins', () => partnerOrigins.read());
    api.implement('admin.setPartnerOrigins', ({ body }) => partnerOrigins.setAdded(body.added));
  };
}
