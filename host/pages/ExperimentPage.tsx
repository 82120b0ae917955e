import { useT } from '../../src/i18n/use-t.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';
import { WidgetElement } from '../workspace/WidgetElement.tsx';

/**
 * Spec 1 §2 route /experiment (sign-in required, horizontal layout): the prompt experiments. Kaaro Alpha's sheet of
 * experiment rows beside Kaaro's intents, side by side on a wide screen and one under the other on a phone.
 */
export function ExperimentPage() {
  const t = useT();
  useDocumentTitle(t('host.experiment.title'));
  return (
    <div className="tj-experiment">
      <h1>{t('host.experiment.title')}</h1>
      <p className="tj-experiment-lead">{t('host.experiment.lead')}</p>
      <div className="tj-experiment-panes">
        <WidgetElement name="kaaro-alpha" attributes={{}} />
        <WidgetElement name="kaaro" attributes={{}} />
      </div>
    </div>
  );
}
