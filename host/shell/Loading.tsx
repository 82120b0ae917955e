import { useT } from '../../src/i18n/use-t.ts';

/** Shown while a route's code loads (the workspace is split off from the first page load). */
export function Loading() {
  const t = useT();
  return (
    <p className="tj-message" aria-busy="true">
      {t('host.loading')}
    </p>
  );
}
