import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { hostConfigSchema, type HostConfig } from '../../src/contract/host-config.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { loadHostConfig } from '../host-config.ts';
import { RealtimeStatus } from './RealtimeStatus.tsx';

/** Spec 2 §9.1: the version shown to learners. */
const PRODUCT_VERSION = 'v1.6.0';
const FIRST_YEAR = 2023;

/**
 * Spec 1 §2 "Main layout": the year range and company name (COMPANY_NAME, who runs this server), the version, and a
 * link to the community's chat server when the server names one (COMMUNITY_URL); also the links to the legal and
 * accessibility pages, which nothing else leads to.
 */
export function Footer() {
  const t = useT();
  const [config, setConfig] = useState<HostConfig>(() => hostConfigSchema.parse({}));
  useEffect(() => {
    let current = true;
    void loadHostConfig().then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);
  return (
    <footer className="tj-footer">
      <span>
        {t('host.copyright', { from: FIRST_YEAR, to: new Date().getFullYear(), company: config.companyName })}
      </span>
      <span className="tj-footer-links">
        <Link to="/privacyPolicy">{t('host.privacy.title')}</Link>
        <Link to="/termsOfUse">{t('host.terms.title')}</Link>
        <Link to="/accessibility">{t('host.accessibility.title')}</Link>
      </span>
      {config.communityUrl && (
        <a href={config.communityUrl} target="_blank" rel="noopener noreferrer">
          {t('host.community')}
        </a>
      )}
      <RealtimeStatus />
      <span>{t('host.version', { version: PRODUCT_VERSION })}</span>
    </footer>
  );
}
