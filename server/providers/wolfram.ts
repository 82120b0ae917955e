// Computational answers from Wolfram|Alpha's Short Answers API, when an app id is set: one line of plain text.
import { callService } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';

/** Wolfram|Alpha answers 501 when it did not understand the question or has no short answer for it. */
const NO_ANSWER = 501;

/** The answer's text, or undefined when Wolfram|Alpha has none for the question. */
export function wolframProvider(context: ProviderContext, appId: string): LiveProvider<string, string | undefined> {
  return {
    name: 'wolfram',
    async lookup(question, signal) {
      const url = new URL('https://api.wolframalpha.com/v1/result');
      url.search = new URLSearchParams({ appid: appId, i: question, units: 'metric' }).toString();
      const answer = await callService(context, { provider: 'wolfram', url, signal, accept: [NO_ANSWER] });
      const text = answer.text.trim();
      return answer.status === NO_ANSWER || text === '' ? undefined : text;
    },
  };
}
