// A recognition source a test speaks through: what `say` is given arrives as a final transcript, as the browser's
// speech recognition would deliver it.
import type { RecognitionFactory, RecognitionHandlers } from '../voice/recognition.ts';

export interface FakeRecognition {
  readonly factory: RecognitionFactory;
  /** Listening now (started and not stopped). */
  listening(): boolean;
  /** How many times listening started (the control starts again after the browser ends it). */
  starts(): number;
  say(transcript: string): void;
  /** The browser fails with this error code ('denied', 'network', ...). */
  fail(code: string): void;
  /** The browser ends recognition by itself, as after a silence. */
  end(): void;
}

export function fakeRecognition(): FakeRecognition {
  let handlers: RecognitionHandlers | undefined;
  let started = 0;
  const live = () => {
    if (!handlers) throw new Error('recognition is not listening');
    return handlers;
  };
  return {
    factory: () => ({
      start(given) {
        handlers = given;
        started += 1;
      },
      stop() {
        handlers = undefined;
      },
    }),
    listening: () => handlers !== undefined,
    starts: () => started,
    say: (transcript) => live().result(transcript),
    fail: (code) => live().error(code),
    end() {
      const ended = live();
      handlers = undefined;
      ended.end();
    },
  };
}
