import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { FONT_SIZE_DEFAULT, fontSize } from '../../src/state/font-size.ts';
import { applyInitialLocale, locale } from '../../src/state/locale.ts';
import { useValue } from '../../src/state/use-value.ts';
import { Toaster } from './Toaster.tsx';

/** Wraps every route: page-wide language and GUI scale, and the one toasts region. */
export function Root() {
  const code = useValue(locale);
  const size = useValue(fontSize);

  useEffect(() => {
    applyInitialLocale();
  }, []);

  // Screen readers pick their voice from the page language.
  useEffect(() => {
    document.documentElement.lang = code;
  }, [code]);

  // Widgets scale themselves from the same signal; this scales the host's own chrome to match.
  useEffect(() => {
    document.documentElement.style.setProperty('--tj-gui-scale', String(size / FONT_SIZE_DEFAULT));
  }, [size]);

  return (
    <>
      <Outlet />
      <Toaster />
    </>
  );
}
