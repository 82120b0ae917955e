// The Dimension widget's call (spec 2 §7.9): question attributes of words or graph nodes. A visitor can look
// things up, so it adds the token only if present ('default').
import { z } from 'zod';
import { json, type Endpoint } from '../endpoint.ts';
import { dimensionAnswerSchema, dimensionNodeInputSchema, MAX_DIMENSION_NODES } from '../knowledge.ts';

export const dimensionEndpoints = {
  dimension: {
    summary: 'The who, what, when, where, which, how and why of nodes',
    method: 'POST',
    path: '/dimension',
    auth: 'default',
    // nodeList: words or graph nodes; pList: the attributes asked (What, When, Where, Who, Which, How, Why; any
    // case; none means all seven). caseType: its meaning is not shown by the spec; the server ignores it.
    body: json(
      z.object({
        nodeList: z
          .array(dimensionNodeInputSchema, { error: 'server.knowledge.nodeListInvalid' })
          .max(MAX_DIMENSION_NODES, { error: 'server.knowledge.nodeListInvalid' }),
        pList: z.array(z.string()).default([]),
        caseType: z.string().default(''),
        lang: z.string().default('en'),
      }),
    ),
    answer: json(dimensionAnswerSchema),
  },
} as const satisfies Record<'dimension', Endpoint>;
