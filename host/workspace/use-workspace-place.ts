import { useMemo } from 'react';
import { useMatches, useSearchParams } from 'react-router';
import { session } from '../../src/kit/session.ts';
import { useValue } from '../../src/react/use-value.ts';
import { isRouteHandle } from '../route-name.ts';
import type { LayoutPlace } from './layout.ts';
import { chooseView } from './views.ts';

/** The workspace's place: the learner, and the view chosen by ?layout=, else the route, else the first role. */
export function useWorkspacePlace(): LayoutPlace {
  const [params] = useSearchParams();
  const handle = useMatches().at(-1)?.handle;
  const user = useValue(session.signals.user);
  const view = chooseView({
    layout: params.get('layout'),
    routeView: isRouteHandle(handle) ? handle.view : undefined,
    firstRole: user.roles[0],
  });
  return useMemo(() => ({ view, user: user.username }), [view, user.username]);
}
