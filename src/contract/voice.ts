// Voice commands (spec 1 §3, spec 2 §9.3).
import { z } from 'zod';

export const voiceCommandLevelSchema = z.enum(['graphNode', 'layout', 'speech', 'route', 'dynamic', 'global']);
export type VoiceCommandLevel = z.infer<typeof voiceCommandLevelSchema>;

export const voiceCommandSchema = z.object({
  // The phrase the learner says.
  command: z.string().min(1),
  event: z.string().min(1),
  level: voiceCommandLevelSchema,
  path: z.string().optional(),
});
export type VoiceCommand = z.infer<typeof voiceCommandSchema>;
