import { recipeOrigin, type Recipe } from '../../server/partner.ts';
// The origins the end-to-end tier serves (playwright.config.ts starts `npm start` on them). E2E_PORT moves both, so two
// checkouts on one machine can run their tiers side by side; the partner demo is on the next port, as `npm start`
// puts it.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8787);
export const E2E_PARTNER_PORT = E2E_PORT + 1;

/** The host's origin. */
export const HOST = `http://localhost:${E2E_PORT}`;
/** The partner school page's origin: another origin than the host's. */
export const PARTNER = `http://127.0.0.1:${E2E_PARTNER_PORT}`;
/** A third name of the partner port: PARTNER_ORIGINS lists only 127.0.0.1 and localhost (server/config.ts). */
export const UNLISTED_PARTNER = `http://127.0.0.2:${E2E_PARTNER_PORT}`;
/** A framework recipe (embed-demo/recipes/) on its own origin, a name of the partner port under localhost. */
export const recipePage = (recipe: Recipe) => `${recipeOrigin(recipe, E2E_PARTNER_PORT)}/recipes/${recipe}.html`;
