import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import type { HostConfig } from '../../src/contract/host-config.ts';
import { attribute } from '../../src/elements/attributes.ts';
import type { WidgetProps } from '../../src/elements/ElementShell.tsx';
import { LookupFailed } from '../../src/elements/LookupView.tsx';
import { useLanguage } from '../../src/i18n/use-language.ts';
import { useT } from '../../src/i18n/use-t.ts';
import { loadKitHostConfig } from '../../src/kit/host-config.ts';
import { checkFrameAddress, sandboxFor } from './frame-address.ts';

export const iframeAttributes = {
  /** The page to show when the widget appears. */
  src: attribute.text(),
};

type Allowed =
  { status: 'loading' } | { status: 'ready'; origins: readonly string[] } | { status: 'error'; error: Error };

/** The sites this server allows, read when the widget appears; `retry` asks again after a failure. */
function useAllowedOrigins(): [Allowed, () => void] {
  const [allowed, setAllowed] = useState<Allowed>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    loadKitHostConfig().then(
      (config: HostConfig) => current && setAllowed({ status: 'ready', origins: config.iframeOrigins }),
      (error: unknown) =>
        current && setAllowed({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setAllowed({ status: 'loading' });
    setAttempt((count) => count + 1);
  }, []);
  return [allowed, retry];
}

/** Iframe: a page of a site the server allows (IFRAME_ORIGINS), sandboxed; any other address says it is not allowed. */
export function Iframe({ src }: WidgetProps<typeof iframeAttributes>) {
  const t = useT();
  const language = useLanguage();
  const id = useId();
  const [allowed, retry] = useAllowedOrigins();
  // What the learner typed and showed, while the page's `src` is the one they were typed under: a new `src` wins.
  const [draft, setDraft] = useState({ src, value: src });
  const [submitted, setSubmitted] = useState({ src, value: src });
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const address = draft.src === src ? draft.value : src;
  const shown = submitted.src === src ? submitted.value : src;

  function show(event: FormEvent) {
    event.preventDefault();
    setSubmitted({ src, value: address.trim() });
  }

  const form = (
    <form className="frame-form" part="form" onSubmit={show}>
      <label htmlFor={`${id}-address`} part="label">
        {t('iframe.address')}
      </label>
      <div className="provider-row">
        <input
          id={`${id}-address`}
          part="input"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={address}
          onChange={(event) => setDraft({ src, value: event.target.value })}
        />
        <button type="submit" className="provider-action" part="submit">
          {t('iframe.show')}
        </button>
      </div>
    </form>
  );

  if (allowed.status === 'loading') {
    return (
      <div className="lookup-loading" part="loading" aria-busy="true">
        <span className="lookup-spinner" aria-hidden="true" />
        <p role="status">{t('iframe.checking')}</p>
      </div>
    );
  }
  if (allowed.status === 'error') {
    return <LookupFailed word={shown || t('iframe.title')} error={allowed.error} onRetry={retry} />;
  }
  if (allowed.origins.length === 0) {
    return (
      <div className="tj-message provider-not-connected" part="not-connected" role="status">
        <p className="lookup-error-what">{t('iframe.noneAllowed')}</p>
        <p>{t('provider.notConnectedHelp')}</p>
      </div>
    );
  }

  const checked = shown ? checkFrameAddress(shown, allowed.origins) : null;
  const sites = new Intl.ListFormat(language, { type: 'conjunction' }).format(allowed.origins);
  return (
    <section className="frame">
      {form}
      {checked === null && (
        <p className="tj-message lookup-idle" part="idle">
          {t('iframe.idle', { sites })}
        </p>
      )}
      {checked?.kind === 'invalid' && (
        <p className="tj-message lookup-error" part="error" role="alert">
          {t('iframe.invalid', { address: shown })}
        </p>
      )}
      {checked?.kind === 'notAllowed' && (
        <div className="tj-message lookup-error" part="not-allowed" role="alert">
          <p className="lookup-error-what">{t('iframe.notAllowed', { site: checked.origin })}</p>
          <p>{t('iframe.allowedSites', { sites })}</p>
        </div>
      )}
      {checked?.kind === 'allowed' && (
        <figure className="frame-page" part="page">
          {loadedUrl !== checked.url && (
            <p className="frame-loading" role="status">
              {t('iframe.loading', { site: checked.origin })}
            </p>
          )}
          <iframe
            key={checked.url}
            src={checked.url}
            title={t('iframe.frameTitle', { site: checked.origin })}
            sandbox={sandboxFor(checked.origin, globalThis.location.origin)}
            referrerPolicy="strict-origin-when-cross-origin"
            allow="fullscreen"
            part="frame"
            onLoad={() => setLoadedUrl(checked.url)}
          />
          <figcaption>
            <a href={checked.url} target="_blank" rel="noopener noreferrer" part="open">
              {t('iframe.openInTab')}
            </a>
          </figcaption>
        </figure>
      )}
    </section>
  );
}
