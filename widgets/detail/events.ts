// Detail's events, merged into the kit's one event map (src/elements/events.ts).
import type { Thought } from '../../src/contract/thought.ts';

declare module '../../src/elements/events.ts' {
  interface TjEventMap {
    /** The current thought changed and Detail now shows it. */
    'tj-thought-shown': { thought: Thought };
  }
}
