import { useCallback, useEffect, useId } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { recordEvent } from '../../src/kit/search.ts';
import { VIEW_ROUTES, viewRouteOfKey, type ViewRoute } from './view-routes.ts';

/**
 * Spec 1 §2 "the view switcher": choosing a view navigates to its route, which switches the layout, and records
 * CHANGE_VIEW with the view's name; shift + E, A, S, R and C (spec 2 §9.2) do the same from anywhere but a text field.
 */
export function ViewSwitcher() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = VIEW_ROUTES.find((route) => route.path === pathname);

  const go = useCallback(
    (route: ViewRoute) => {
      void recordEvent('CHANGE_VIEW', route.view);
      void navigate(route.path);
    },
    [navigate],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const route = viewRouteOfKey(event);
      if (!route) return;
      event.preventDefault();
      go(route);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [go]);

  return (
    <div className="tj-field">
      <label htmlFor={id}>{t('host.view')}</label>
      <select
        id={id}
        value={current?.path ?? ''}
        onChange={(event) => {
          const route = VIEW_ROUTES.find(({ path }) => path === event.target.value);
          if (route) go(route);
        }}
      >
        {!current && <option value="">{t('host.view.none')}</option>}
        {VIEW_ROUTES.map((route) => (
          <option key={route.path} value={route.path}>
            {t(route.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
