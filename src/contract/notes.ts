// Note (spec 1 §3): what a note holds, its type and the progress of its diary insight.
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
  // The note's tags (GET /tag/{tag} finds notes and graphs by tag); spec 1 §3 lists no field for them.
  tags: z.array(z.string()).optional(),
  // The diary insight (POST /skills/diary/insights): its type and prompt as asked, and Eddie's answer (markdown).
  insight: z.looseObject({ type: z.string(), prompt: z.string(), text: z.string() }).optional(),
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
