import { useT } from '../../src/i18n/use-t.ts';

/** Shown by Dockview in a panel without tabs, and when the workspace has no panel at all. */
export function EmptyPanel() {
  const t = useT();
  return <p className="tj-empty-panel">{t('host.emptyPanel')}</p>;
}
