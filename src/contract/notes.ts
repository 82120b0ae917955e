// Note and goal entities of spec 1 §3.
import { z } from 'zod';

export const noteTypeSchema = z.enum(['note', 'image', 'recording', '3d', 'page', 'video']);
export type NoteType = z.infer<typeof noteTypeSchema>;

/** Diary insight progress of a note (spec 1 §4): loading (0), completed (100) or error. */
export const noteStatusSchema = z.enum(['loading', 'completed', 'error']);
export type NoteStatus = z.infer<typeof noteStatusSchema>;

/** What a note holds; which fields are set depends on the note type. */
export const noteValueSchema = z.looseObject({
  note: z.string().optional(),
  noteUrl: z.string().optional(),
  noteTitle: z.string().optional(),
  type: z.string().optional(),
  label: z.string().optional(),
  imageNote: z.string().optional(),
  videoLabel: z.string().optional(),
});
export type NoteValue = z.infer<typeof noteValueSchema>;

export const timestampSchema = z.union([z.string(), z.number()]);

export const noteSchema = z.looseObject({
  _id: z.string().min(1),
  value: noteValueSchema,
  type: noteTypeSchema,
  // Id of the linked goal.
  goal: z.string().optional(),
  task: z.looseObject({ total: z.number().int().min(0), completed: z.number().int().min(0) }).optional(),
  progress: z.number().min(0).max(100).optional(),
  status: noteStatusSchema.optional(),
  timestamp: timestampSchema.optional(),
});
export type Note = z.infer<typeof noteSchema>;

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
