// A class shares one server: slow work (a code run, a brain document) is given out in fair shares, so one learner's
// flood is refused for that learner alone and never takes the queue from everyone else (README "A class on one
// server"). A share counts what a learner has running or waiting; the work itself queues where it runs.

export interface FairShare {
  /**
   * Takes one of the learner's places, or answers undefined when they already hold all of theirs (the caller answers
   * 429 to that learner). The returned release gives the place back; calling it twice gives back one place.
   */
  take(learner: string): (() => void) | undefined;
  /** How many places the learner holds now. */
  held(learner: string): number;
}

export function createFairShare({ perLearner }: { perLearner: number }): FairShare {
  const holding = new Map<string, number>();
  return {
    take(learner) {
      const count = holding.get(learner) ?? 0;
      if (count >= perLearner) return undefined;
      holding.set(learner, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (holding.get(learner) ?? 1) - 1;
        if (left === 0) holding.delete(learner);
        else holding.set(learner, left);
      };
    },
    held: (learner) => holding.get(learner) ?? 0,
  };
}

/** Whose share a call takes: a signed-in learner's account, else (a visitor) the address the call came from. */
export function shareKeyOf(account: { id: string } | undefined, address: string): string {
  return account ? `learner:${account.id}` : `address:${address}`;
}
