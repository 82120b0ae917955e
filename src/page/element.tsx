import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useLayoutEffect } from 'react';
import { ErrorBoundary } from '../elements/ErrorBoundary.tsx';
import { adoptStyles } from '../elements/styles.ts';
import { FONT_SIZE_DEFAULT, fontSize } from '../preferences/font-size.ts';
import { applyInitialLocale, locale } from '../preferences/locale.ts';
import { useValue } from '../react/use-value.ts';
import styles from './page-tools.css?inline';
import { PageTools } from './PageTools.tsx';

/** The tag a page adds once to get the page tools; the host adds it to its shell. */
export const PAGE_TOOLS_TAG = 'tj-page-tools';

/**
 * Like a widget's shell (src/elements/WidgetShell.tsx): styles, GUI scale and language in its own shadow root, but no
 * region and no title: the tools are not a part of the page, they appear over it when asked for.
 */
function PageToolsShell({ root }: { root: ShadowRoot }) {
  const language = useValue(locale);
  const scale = useValue(fontSize);
  const host = root.host as HTMLElement;
  useLayoutEffect(() => adoptStyles(root, styles), [root]);
  useLayoutEffect(() => {
    host.style.setProperty('--tj-scale', String(scale / FONT_SIZE_DEFAULT));
  }, [host, scale]);
  useEffect(applyInitialLocale, []);
  return (
    <div lang={language}>
      <ErrorBoundary widget="page-tools" fallback={null}>
        <PageTools />
      </ErrorBoundary>
    </div>
  );
}

if (customElements.get(PAGE_TOOLS_TAG)) {
  console.warn(`[tj] <${PAGE_TOOLS_TAG}> is already defined; keeping the first definition.`);
} else {
  const Host = ({ container }: { container?: HTMLElement }) =>
    container ? <PageToolsShell root={container as unknown as ShadowRoot} /> : null;
  customElements.define(PAGE_TOOLS_TAG, r2wc(Host, { shadow: 'open' }));
}

declare global {
  interface HTMLElementTagNameMap {
    'tj-page-tools': HTMLElement;
  }
}
