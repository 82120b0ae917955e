import { useT } from '../../src/i18n/use-t.ts';
import type { ChunkFailure } from '../../src/loader/chunk.ts';
import { useDocumentTitle } from '../shell/use-document-title.ts';

/**
 * A page whose code did not arrive: the connection dropped, or a newer version of the site replaced the file the page
 * asked for. Not "not found": the address is right, and a reload fetches the page again. The failure's name (spec 2
 * §8) is there for whoever helps the learner.
 */
export function PageNotLoaded({ failure }: { failure: ChunkFailure }) {
  const t = useT();
  useDocumentTitle(t('host.pageNotLoaded'));
  return (
    <div className="tj-page" role="alert">
      <h1>{t('host.pageNotLoaded')}</h1>
      <p>{t('host.pageNotLoadedHint')}</p>
      <p>
        <button type="button" className="tj-button" onClick={() => window.location.reload()}>
          {t('host.reloadPage')}
        </button>
      </p>
      <p className="tj-field-hint">{t('host.pageNotLoadedFailure', { failure })}</p>
    </div>
  );
}
