import { useParams } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';

/**
 * Spec 1 §2 route /game/intent/{intentId}/{searchTerm} (public): the Intent Loader with the address's intent and word,
 * and the Detail of the word it searches beside it.
 */
export function IntentPage() {
  const t = useT();
  const { intentId = '', searchTerm = '' } = useParams();
  useDocumentTitle(t('host.intent.title', { term: searchTerm }));
  return (
    <div className="tj-experiment">
      <h1>{t('host.intent.title', { term: searchTerm })}</h1>
      <div className="tj-experiment-panes">
        <WidgetElement name="intent-loader" attributes={{ 'intent-id': intentId, 'search-term': searchTerm }} />
        <WidgetElement name="detail" attributes={{}} />
      </div>
    </div>
  );
}
