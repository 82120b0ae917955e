// Administration (a product extension: spec 1 §6 keeps "a list of admin usernames" and shows no calls). It sends the
// bearer token, and only an Admin may call it.
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';
import { originSchema, partnerOriginsSchema } from '../origins.ts';
import { roleNamed } from '../roles.ts';

/** A role of spec 1 §6 as the table names it; the other spelling §6 uses is taken as the table's. */
export const roleNameSchema = z.string().transform((name, ctx) => {
  const role = roleNamed(name);
  if (role === undefined) ctx.addIssue({ code: 'custom', message: 'server.roles.unknown' });
  return role ?? z.NEVER;
});

/** The roles granted to a learner, in order: later roles override earlier ones, and the first decides the layout. */
export const grantedRolesSchema = z.object({ username: z.string(), roles: z.array(z.string()) });
export type GrantedRoles = z.infer<typeof grantedRolesSchema>;

export const adminEndpoints = {
  'admin.grantedRoles': {
    summary: "Get a user's roles",
    method: 'GET',
    path: '/admin/users/{username}/roles',
    auth: 'bearer',
    gates: [gates.grantRoles],
    // The roles granted so far (not the Admin that ADMIN_USERNAMES adds), so an Admin sees what a change replaces.
    answer: json(grantedRolesSchema),
  },
  'admin.userRoles': {
    summary: "Set a user's roles",
    method: 'PUT',
    path: '/admin/users/{username}/roles',
    auth: 'bearer',
    gates: [gates.grantRoles],
    // The whole list: what is sent replaces the roles granted so far (a role sent twice is kept once).
    body: json(z.object({ roles: z.array(roleNameSchema) })),
    answer: json(grantedRolesSchema),
  },
  'admin.partnerOrigins': {
    summary: 'List the partner origins an Admin allowed',
    method: 'GET',
    path: '/admin/partner-origins',
    auth: 'bearer',
    gates: [gates.allowOrigins],
    answer: json(partnerOriginsSchema),
  },
  'admin.setPartnerOrigins': {
    summary: 'Replace the partner origins an Admin allows',
    method: 'PUT',
    path: '/admin/partner-origins',
    auth: 'bearer',
    gates: [gates.allowOrigins],
    // The whole list added in the database (PARTNER_ORIGINS stays as set): what is sent replaces it.
    body: json(z.object({ added: z.array(originSchema).max(1000) })),
    answer: json(partnerOriginsSchema),
  },
} as const satisfies Record<`admin.${string}`, Endpoint>;
