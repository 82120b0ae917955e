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

/**
 * The longest goal text. The spec shows no limit; a goal is a sentence or two of what the learner means to learn,
 * and the kit's "New goal" box has always stopped at 500 characters.
 */
export const MAX_GOAL_LENGTH = 500;

/**
 * A goal's text as the learner writes it or changes it (POST /goals, PUT /goals/{id}): trimmed, not empty, at most
 * MAX_GOAL_LENGTH characters. Issue messages are keys of locales/: the server answers them translated.
 */
export const goalTextSchema = z
  .string()
  .trim()
  .min(1, { error: 'goals.textRequired' })
  .max(MAX_GOAL_LENGTH, { error: 'goals.textTooLong' });

/** Placeholder shown when fetching a goal fails (spec 2 §8). */
export const MISSING_GOAL_TEXT = 'goal Does not exists';
