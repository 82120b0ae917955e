import { useEffect } from 'react';
import { t } from '../../src/i18n/i18n.ts';

/** Names the browser tab after the page, so a learner with many tabs (or a screen reader) knows where they are. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const app = t('host.appName');
    document.title = title === app ? app : `${title} – ${app}`;
  }, [title]);
}
