// The voice commands for the screen recorder and the camera reach the code that owns those devices as one DOM event,
// so voice needs no import of theirs: `tj-voice-command` with the command's event name (src/contract/voice.ts).
// The owner listens with `onVoiceMediaCommand` and claims the command by handling it; a command nobody claims is
// answered "not available here" by the voice control.
import type { VoiceEvent } from '../contract/voice.ts';

export const VOICE_COMMAND_EVENT = 'tj-voice-command';

export type VoiceMediaEvent = Extract<
  VoiceEvent,
  'startScreenRecorder' | 'stopScreenRecorder' | 'startCamera' | 'stopCamera'
>;

const MEDIA_EVENTS = new Set<string>([
  'startScreenRecorder',
  'stopScreenRecorder',
  'startCamera',
  'stopCamera',
] satisfies VoiceMediaEvent[]);

export function isVoiceMediaEvent(value: unknown): value is VoiceMediaEvent {
  return typeof value === 'string' && MEDIA_EVENTS.has(value);
}

export interface VoiceCommandDetail {
  readonly event: VoiceMediaEvent;
}

export type VoiceCommandEvent = CustomEvent<VoiceCommandDetail>;

declare global {
  interface GlobalEventHandlersEventMap {
    'tj-voice-command': VoiceCommandEvent;
  }
}

/** Sends a media command to the page; true when a listener claimed it (called preventDefault). */
export function emitVoiceMediaCommand(target: EventTarget, event: VoiceMediaEvent): boolean {
  const sent = new CustomEvent<VoiceCommandDetail>(VOICE_COMMAND_EVENT, {
    detail: { event },
    bubbles: true,
    composed: true,
    cancelable: true,
  });
  return !target.dispatchEvent(sent);
}

/**
 * Handles the media commands `handles` names: each is claimed (so voice does not say "not available") and run.
 * Returns the function that stops listening.
 */
export function onVoiceMediaCommand(
  target: EventTarget,
  handlers: Partial<Record<VoiceMediaEvent, () => void>>,
): () => void {
  const listener = (event: Event) => {
    const detail: unknown = event instanceof CustomEvent ? event.detail : undefined;
    const name = typeof detail === 'object' && detail !== null && 'event' in detail ? detail.event : undefined;
    const handler = isVoiceMediaEvent(name) ? handlers[name] : undefined;
    if (!handler) return;
    event.preventDefault();
    handler();
  };
  target.addEventListener(VOICE_COMMAND_EVENT, listener);
  return () => target.removeEventListener(VOICE_COMMAND_EVENT, listener);
}
