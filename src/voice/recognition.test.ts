import { describe, expect, it } from 'vitest';
import { RECOGNITION_LANGUAGE, webSpeechRecognition } from './recognition.ts';

/** A stand-in for the browser's SpeechRecognition class, keeping what was made. */
function webSpeech() {
  const made: FakeWebSpeech[] = [];
  class FakeWebSpeech {
    continuous = false;
    interimResults = true;
    lang = '';
    started = false;
    onresult: ((event: unknown) => void) | null = null;
    onerror: ((event: { error: string }) => void) | null = null;
    onend: (() => void) | null = null;
    constructor() {
      made.push(this);
    }
    start() {
      this.started = true;
    }
    stop() {
      this.started = false;
    }
    /** Results as the browser lists them: each an array of alternatives with isFinal. */
    emit(resultIndex: number, results: { transcript: string; isFinal: boolean }[]) {
      const list = results.map(({ transcript, isFinal }) => Object.assign([{ transcript }], { isFinal }));
      this.onresult?.({ resultIndex, results: list });
    }
  }
  return { made, FakeWebSpeech };
}

describe('webSpeechRecognition', () => {
  it('is undefined where the browser has none', () => {
    expect(webSpeechRecognition({})).toBeUndefined();
  });

  it('uses the prefixed class, listens continuously in English, and hands over final transcripts only', () => {
    const { made, FakeWebSpeech } = webSpeech();
    const factory = webSpeechRecognition({ webkitSpeechRecognition: FakeWebSpeech });
    const heard: string[] = [];
    const errors: string[] = [];
    let ended = 0;
    factory?.().start({ result: (text) => heard.push(text), error: (code) => errors.push(code), end: () => ended++ });
    const [recognition] = made;
    expect(recognition).toMatchObject({ continuous: true, interimResults: false, lang: RECOGNITION_LANGUAGE });
    expect(recognition?.started).toBe(true);
    recognition?.emit(0, [{ transcript: 'show det', isFinal: false }]);
    recognition?.emit(0, [
      { transcript: 'open sidebar', isFinal: true },
      { transcript: 'show detail', isFinal: true },
    ]);
    recognition?.emit(1, [
      { transcript: 'open sidebar', isFinal: true },
      { transcript: 'new slot', isFinal: true },
    ]);
    expect(heard).toEqual(['open sidebar', 'show detail', 'new slot']);
    recognition?.onerror?.({ error: 'no-speech' });
    recognition?.onerror?.({ error: 'not-allowed' });
    recognition?.onerror?.({ error: 'network' });
    expect(errors).toEqual(['denied', 'network']);
    recognition?.onend?.();
    expect(ended).toBe(1);
  });

  it('stops without reporting an end of its own', () => {
    const { made, FakeWebSpeech } = webSpeech();
    const source = webSpeechRecognition({ SpeechRecognition: FakeWebSpeech })?.();
    let ended = 0;
    source?.start({ result: () => undefined, error: () => undefined, end: () => ended++ });
    source?.stop();
    expect(made[0]?.started).toBe(false);
    expect(made[0]?.onend).toBeNull();
    expect(ended).toBe(0);
  });
});
