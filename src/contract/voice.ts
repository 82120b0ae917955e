// Voice commands (spec 1 §3, spec 2 §9.3).
import { z } from 'zod';

export const voiceCommandLevelSchema = z.enum(['graphNode', 'layout', 'speech', 'route', 'dynamic', 'global']);
export type VoiceCommandLevel = z.infer<typeof voiceCommandLevelSchema>;

/**
 * What a command does (spec 2 §9.3). The media ones (screen recorder, camera) reach the code that owns those devices
 * as a `tj-voice-command` DOM event carrying the name (src/voice/media-commands.ts).
 */
export const voiceEventSchema = z.enum([
  'toggleSpeech',
  'startScreenRecorder',
  'stopScreenRecorder',
  'editLayout',
  'resizeLayout',
  'nextThought',
  'previousThought',
  'jumpToNode',
  'saveCurrentThought',
  'startCamera',
  'stopCamera',
  'startThoughtRecorder',
  'stopThoughtRecorder',
  'openSidebar',
  'closeSidebar',
  'showComponent',
  'openComponentInSlot',
  'tellMeAbout',
  'describe',
  'speakDetails',
  'speakInformation',
  'speakHelp',
  'newSlot',
  'changeRoute',
]);
export type VoiceEvent = z.infer<typeof voiceEventSchema>;

export const voiceCommandSchema = z.object({
  // The phrase the learner says.
  command: z.string().min(1),
  event: voiceEventSchema,
  level: voiceCommandLevelSchema,
  path: z.string().optional(),
});
export type VoiceCommand = z.infer<typeof voiceCommandSchema>;
