import { useT } from '../../src/i18n/use-t.ts';

/** Spec 2 §9.1: the version shown to learners. */
const PRODUCT_VERSION = 'v1.6.0';
const FIRST_YEAR = 2023;

export function Footer() {
  const t = useT();
  return (
    <footer className="tj-footer">
      <span>{t('host.copyright', { from: FIRST_YEAR, to: new Date().getFullYear() })}</span>
      <span>{t('host.version', { version: PRODUCT_VERSION })}</span>
    </footer>
  );
}
