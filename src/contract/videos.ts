// Video results (spec 1 §3).
import { z } from 'zod';

export const videoResultSchema = z.looseObject({
  id: z.string(),
  thumbnail: z.string().optional(),
  title: z.string().optional(),
  length: z.union([z.string(), z.number()]).optional(),
  channelTitle: z.string().optional(),
  type: z.string().optional(),
  transcript: z.unknown().optional(),
});
export type VideoResult = z.infer<typeof videoResultSchema>;
