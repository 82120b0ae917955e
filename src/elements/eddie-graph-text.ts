// What "Show as graph" says of its drawing (src/graph/eddie-graph.ts), in Eddie and in Graph Explore's smart query; and
// who may use it: a signed-in learner whose role has Eddie and the graph's smart query (spec 1 §6), the call's gates.
import eddieGraphMessages from 'virtual:tj-messages/eddie-graph';
import { allows, gates, userAbilities } from '../abilities/abilities.ts';
import type { EddieGraphState } from '../graph/eddie-graph.ts';
import { registerMessages } from '../i18n/i18n.ts';
import type { Translate } from '../i18n/use-t.ts';
import { session } from '../kit/session.ts';
import { useValue } from '../react/use-value.ts';

void registerMessages(eddieGraphMessages);

export function eddieGraphText(state: EddieGraphState, t: Translate): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return t('eddie-graph.drawing', { query: state.asked });
    case 'ready':
      if (state.answer.nodes === 0) return t('eddie-graph.empty', { query: state.asked });
      return state.answer.added === 0
        ? t('eddie-graph.drawnNone')
        : t('eddie-graph.drawn', { count: state.answer.added });
    case 'error':
      return t('eddie-graph.failed', { message: state.error.message });
  }
}

export function useMayDrawWithEddie(): boolean {
  const signedIn = useValue(session.signals.isLoggedIn);
  const ability = useValue(userAbilities);
  return signedIn && allows(ability, gates.askEddie) && allows(ability, gates.smartQuery);
}
