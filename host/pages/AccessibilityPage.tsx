import { Link } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { abilities } from '../../src/abilities/abilities.ts';
import { keyboardMapFor } from '../../src/page/keyboard-map.ts';
import { useValue } from '../../src/react/use-value.ts';
import { FontSizeControl } from '../shell/FontSizeControl.tsx';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** Route /accessibility (spec 1 §2): what the product offers, keyboard map, font size and reduced motion. */
export function AccessibilityPage() {
  const t = useT();
  // The graph's keys the learner's roles allow (spec 1 §6).
  const ability = useValue(abilities);
  useDocumentTitle(t('host.accessibility.title'));
  return (
    <article className="tj-page tj-text-page">
      <h1>{t('host.accessibility.title')}</h1>
      <p>{t('host.accessibility.intro')}</p>

      <h2>{t('host.accessibility.keyboard')}</h2>
      <p>{t('host.accessibility.keyboardIntro')}</p>
      <table>
        <caption className="tj-visually-hidden">{t('host.accessibility.keyboard')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('host.accessibility.keys')}</th>
            <th scope="col">{t('host.accessibility.action')}</th>
          </tr>
        </thead>
        <tbody>
          {keyboardMapFor(ability).map((row) => (
            <tr key={row.keys}>
              <td>
                <kbd>{row.keys}</kbd>
              </td>
              <td>{t(row.action)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>{t('host.fontSize')}</h2>
      <p>{t('host.accessibility.fontSizeIntro')}</p>
      <FontSizeControl />

      <h2>{t('host.accessibility.motion')}</h2>
      <p>{t('host.accessibility.motionIntro')}</p>

      <h2>{t('host.accessibility.screenReaders')}</h2>
      <p>{t('host.accessibility.screenReadersIntro')}</p>
      <p>
        <Link to="/Settings">{t('host.sidebar.settings')}</Link>
      </p>
    </article>
  );
}
