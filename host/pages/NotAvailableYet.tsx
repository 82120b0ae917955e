import { Link, useLocation } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/**
 * The routes whose pages another part of the product brings (the embed routes, /game/*): they say plainly that
 * the page is not available yet, instead of "page is gone".
 */
export function NotAvailableYet() {
  const t = useT();
  const path = useLocation().pathname;
  useDocumentTitle(t('host.notAvailable.title'));
  return (
    <div className="tj-page">
      <h1>{t('host.notAvailable.title')}</h1>
      <p>{t('host.notAvailable.text', { path })}</p>
      <p>
        <Link to="/">{t('host.goHome')}</Link>
      </p>
    </div>
  );
}
