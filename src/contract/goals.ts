// Goal (spec 1 §3): a learner's goal and the notes attached to it.
import { z } from 'zod';
import { noteSchema, timestampSchema } from './notes.ts';

/** A note attached to a goal; the attachment has its own id (DELETE /attachments/{id}, spec 2 §7.6). */
export const goalAttachmentSchema = z.looseObject({
  id: z.string().min(1),
  note: noteSchema,
});
export type GoalAttachment = z.infer<typeof goalAttachmentSchema>;

export const goalSchema = z.looseObject({
  id: z.string().min(1),
  goal: z.string(),
  // true once the goal is complete (spec 1 §4).
  status: z.boolean(),
  // The spec does not show whether attachments arrive as ids or whole notes; the reference server sends whole
  // notes, so a goal view needs no second call.
  attachments: z.array(goalAttachmentSchema).default([]),
  timestamp: timestampSchema.optional(),
});
export type Goal = z.infer<typeof goalSchema>;

/** Placeholder shown when fetching a goal fails (spec 2 §8). */
export const MISSING_GOAL_TEXT = 'goal Does not exists';
