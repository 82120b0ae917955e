// The calls of the contract's table (src/contract/endpoints/) this server does not answer yet, each with its reason.
// server/hostile-input.int.test.ts holds the served calls (the OpenAPI document's) to the table less these, and prints
// them, so a call added to the table and not served, or served and still listed here, fails there.
import type { EndpointName } from '../../src/contract/endpoints.ts';

export const UNSERVED_CALLS: Readonly<Partial<Record<EndpointName, string>>> = {};
