// Assessment (spec 1 §3).
import { z } from 'zod';

export const assessmentSchema = z.looseObject({
  id: z.string(),
  // Status values and result shape are not shown.
  status: z.string().optional(),
  result: z.unknown().optional(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
