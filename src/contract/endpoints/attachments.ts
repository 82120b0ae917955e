// Attachment calls: a note attached to a goal (spec 2 §7.6). They send the bearer token.
import { deleted, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const attachmentsEndpoints = {
  'attachments.delete': {
    summary: 'Delete an attachment',
    method: 'DELETE',
    path: '/attachments/{id}',
    auth: 'bearer',
    gates: [gates.editGoal],
    answer: deleted,
  },
} as const satisfies Record<`attachments.${string}`, Endpoint>;
