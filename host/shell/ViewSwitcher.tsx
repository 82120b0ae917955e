import { useCallback, useEffect, useId } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../src/i18n/use-t.ts';
import { recordEvent } from '../../src/kit/search.ts';
import { useValue } from '../../src/react/use-value.ts';
import { shownView } from '../workspace/dock.ts';
import { VIEW_ROUTES, viewLabel, viewRouteOfKey, type ViewRoute } from './view-routes.ts';

/**
 * Spec 1 §2 "the view switcher": choosing a view navigates to its route, which switches the layout, and records
 * CHANGE_VIEW with the view's name; shift + E, A, S, R and C (spec 2 §9.2) do the same from anywhere but a text field.
 * It names the view the workspace on screen shows, whichever chose it (the route, ?layout= or the learner's first
 * role); a page without the workspace shows none.
 */
export function ViewSwitcher() {
  const t = useT();
  const id = useId();
  const navigate = useNavigate();
  const view = useValue(shownView);
  const current = VIEW_ROUTES.find((route) => route.view === view);

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
        {!current && <option value="">{t(view ? viewLabel(view) : 'host.view.none')}</option>}
        {VIEW_ROUTES.map((route) => (
          <option key={route.path} value={route.path}>
            {t(route.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
