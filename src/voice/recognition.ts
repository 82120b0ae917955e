// Where the voice control hears from: a RecognitionSource. On the page it is the browser's Web Speech API
// (SpeechRecognition, webkitSpeechRecognition in Chromium and Safari); tests give a source of their own.

/** What a source tells the voice control. */
export interface RecognitionHandlers {
  /** A final transcript: one thing the learner said. */
  result(transcript: string): void;
  /**
   * Recognition failed: `denied` (the microphone or the service is not allowed), else the browser's error code.
   * Silence is not an error.
   */
  error(code: string): void;
  /** Recognition stopped by itself (browsers stop after a while of silence); the control starts it again. */
  end(): void;
}

export interface RecognitionSource {
  start(handlers: RecognitionHandlers): void;
  stop(): void;
}

/** Makes a new source for each listening session. */
export type RecognitionFactory = () => RecognitionSource;

/**
 * The language recognition listens in. The commands' phrases are spec 2 §9.3's English ones, so recognition listens
 * in English whatever language the page shows: a learner reading in Hindi still says "show detail".
 */
export const RECOGNITION_LANGUAGE = 'en-US';

/** The part of the Web Speech API's SpeechRecognition used here (TypeScript's DOM library has no declaration). */
interface WebSpeechRecognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: WebSpeechResultEvent) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

interface WebSpeechResultEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<{ readonly isFinal: boolean } & ArrayLike<{ readonly transcript: string }>>;
}

type WebSpeechConstructor = new () => WebSpeechRecognition;

/** Errors that mean the learner or the browser does not allow listening. */
const DENIED = new Set(['not-allowed', 'service-not-allowed']);
/** Not failures: nothing was said, or recognition was stopped on purpose. */
const QUIET = new Set(['no-speech', 'aborted']);

function webSpeechConstructor(scope: object): WebSpeechConstructor | undefined {
  const found: unknown = Reflect.get(scope, 'SpeechRecognition') ?? Reflect.get(scope, 'webkitSpeechRecognition');
  return typeof found === 'function' ? (found as WebSpeechConstructor) : undefined;
}

/** The browser's speech recognition as a RecognitionFactory; undefined where it has none. */
export function webSpeechRecognition(scope: object = globalThis): RecognitionFactory | undefined {
  const Recognition = webSpeechConstructor(scope);
  if (!Recognition) return undefined;
  return () => {
    let recognition: WebSpeechRecognition | undefined;
    return {
      start(handlers) {
        recognition = new Recognition();
        recognition.continuous = true;
        recognition.interimResults = false;
        recognition.lang = RECOGNITION_LANGUAGE;
        recognition.onresult = (event) => {
          for (let index = event.resultIndex; index < event.results.length; index++) {
            const result = event.results[index];
            const transcript = result?.[0]?.transcript;
            if (result?.isFinal && transcript) handlers.result(transcript);
          }
        };
        recognition.onerror = ({ error }) => {
          if (QUIET.has(error)) return;
          handlers.error(DENIED.has(error) ? 'denied' : error);
        };
        recognition.onend = () => handlers.end();
        recognition.start();
      },
      stop() {
        if (!recognition) return;
        recognition.onend = null;
        recognition.onresult = null;
        recognition.onerror = null;
        recognition.stop();
        recognition = undefined;
      },
    };
  };
}
