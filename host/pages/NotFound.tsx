import { Link } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/** Spec 1 §2: any path the route table does not name. */
export function NotFound() {
  const t = useT();
  useDocumentTitle(t('host.notFound'));
  return (
    <div className="tj-page">
      <h1>{t('host.notFound')}</h1>
      <p>
        <Link to="/">{t('host.goHome')}</Link>
      </p>
    </div>
  );
}
