// Spoken answers ("tell me about {tag}", "describe {tag}", "speak details / information / help") through the
// browser's speech synthesis.
import type { VoiceSpeaker } from './dispatch.ts';

/** The browser's speech synthesis as a VoiceSpeaker: a new answer cuts off the one still being said. */
export function browserSpeaker(scope: { readonly speechSynthesis?: SpeechSynthesis } = globalThis): VoiceSpeaker {
  return {
    speak(text, lang) {
      const synthesis = scope.speechSynthesis;
      if (!synthesis || typeof SpeechSynthesisUtterance !== 'function') return false;
      synthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = lang;
      synthesis.speak(utterance);
      return true;
    },
  };
}
