// Why the camera or the screen recorder failed, in the learner's language: the browser's named errors (denied, no
// device, device busy, not supported) get a sentence; anything else (the server's refusal, already in the learner's
// language, or a network failure) is shown as its own message.
import type { MessageKey } from '../../src/i18n/i18n.ts';
import type { Translate } from '../../src/i18n/use-t.ts';

const causes: Readonly<Record<string, MessageKey>> = {
  NotAllowedError: 'host.media.cause.denied',
  SecurityError: 'host.media.cause.denied',
  NotFoundError: 'host.media.cause.notFound',
  OverconstrainedError: 'host.media.cause.notFound',
  NotReadableError: 'host.media.cause.inUse',
  AbortError: 'host.media.cause.aborted',
  NotSupportedError: 'host.media.cause.unsupported',
};

export function mediaCause(t: Translate, cause: unknown): string {
  if (cause instanceof Error) {
    const key = causes[cause.name];
    return key ? t(key) : cause.message;
  }
  return String(cause);
}
