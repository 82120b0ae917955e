// Computational answers (GET /custom/askwolfram): Wolfram|Alpha when an app id is set, the offline calculator
// otherwise, and also when the service has no answer or does not answer, so a sum never waits on the network.
// The calculator (mathjs: some 100 MB of the server's memory) loads with the first question, not with the server.
import type { ComputationAnswer, ProviderFailureReason } from '../../src/contract/providers.ts';
import { ProviderUnavailable, type LiveProvider } from './provider.ts';

/** The answer without its text when nothing answered: the area words that in the learner's language. */
export type Computed =
  | (Omit<ComputationAnswer, 'answered'> & { answered: true })
  | { answered: false; engine: ComputationAnswer['engine']; unavailable?: ProviderFailureReason };

export interface Computation {
  answer(question: string, signal?: AbortSignal): Promise<Computed>;
}

export function createComputation(wolfram: LiveProvider<string, string | undefined> | undefined): Computation {
  return {
    async answer(question, signal) {
      let unavailable: ProviderFailureReason | undefined;
      if (wolfram) {
        try {
          const ans = await wolfram.lookup(question, signal);
          if (ans !== undefined) return { answered: true, ans, engine: 'wolfram' };
        } catch (error) {
          if (!(error instanceof ProviderUnavailable)) throw error;
          unavailable = error.reason;
        }
      }
      const { answerOffline } = await import('./offline-math.ts');
      const offline = answerOffline(question);
      const tried = { ...(unavailable ? { unavailable } : {}) };
      if (offline) return { answered: true, ans: offline.ans, engine: 'offline', kind: offline.kind, ...tried };
      return { answered: false, engine: wolfram ? 'wolfram' : 'offline', ...tried };
    },
  };
}
