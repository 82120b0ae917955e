import { useEffect, useState } from 'react';
import { allows, gates, userAbilities } from '../abilities/abilities.ts';
import type { ApiClient } from '../api/client.ts';
import type { WholeAnswer, WholeAnswerState } from '../chat/whole-answer.ts';
import { kitApi } from '../kit/api.ts';
import { useValue } from './use-value.ts';

export interface UsedWholeAnswer {
  /** Whether the learner's role has Eddie: without it, nothing of Eddie's is offered. */
  readonly mayAskEddie: boolean;
  readonly state: WholeAnswerState;
  readonly ask: (prompt: string) => void;
}

/**
 * One of Eddie's whole answers (src/chat/whole-answer.ts) for the life of a component: made once on the page's api,
 * cancelled when the component goes away.
 */
export function useWholeAnswer(create: (deps: { api: Pick<ApiClient, 'call'> }) => WholeAnswer): UsedWholeAnswer {
  const mayAskEddie = allows(useValue(userAbilities), gates.askEddie);
  const [answer] = useState(() => create({ api: kitApi }));
  const state = useValue(answer.state);
  useEffect(() => () => answer.cancel(), [answer]);
  return { mayAskEddie, state, ask: (prompt) => void answer.ask(prompt) };
}
