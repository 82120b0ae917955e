import { useEffect } from 'react';
import { Outlet, useMatches, useRevalidator } from 'react-router';
import { FONT_SIZE_DEFAULT, fontSize } from '../../src/preferences/font-size.ts';
import { applyInitialLocale, locale } from '../../src/preferences/locale.ts';
import { useValue } from '../../src/react/use-value.ts';
import { listenToEmbeddingPage } from '../embedding.ts';
import { isRouteHandle, routeName } from '../route-name.ts';
import { Toaster } from './Toaster.tsx';

/** Wraps every route: page-wide language and GUI scale, the route name, the embedding page, and the toasts region. */
export function Root() {
  const code = useValue(locale);
  const size = useValue(fontSize);
  const matches = useMatches();
  const { revalidate } = useRevalidator();

  useEffect(() => {
    applyInitialLocale();
  }, []);

  // Spec 1 §2 "Navigation guard": the route name is recorded on every navigation.
  useEffect(() => {
    const named = matches.findLast((match) => isRouteHandle(match.handle))?.handle;
    routeName.value = isRouteHandle(named) ? named.name : null;
  }, [matches]);

  // Tokens from the embedding page sign the learner in; the guards run again to leave a guest-only page.
  useEffect(() => listenToEmbeddingPage(() => void revalidate()), [revalidate]);

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
