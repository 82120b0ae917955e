import { useRouteError } from 'react-router';
import { NotFound } from '../pages/NotFound.tsx';
import { PageNotLoaded } from '../pages/PageNotLoaded.tsx';
import { isPageCodeFailure } from './page-code-failure.ts';
import { Shell } from './Shell.tsx';

/**
 * A route that could not be entered: an unknown auth action, or authentication that could not be initialised
 * (spec 1 §2: "If initialisation fails, the user goes to the not-found page"); a page whose code did not arrive says
 * so, with a reload, instead.
 */
export function RouteFailure() {
  const error = useRouteError();
  return <Shell controls={false}>{isPageCodeFailure(error) ? <PageNotLoaded /> : <NotFound />}</Shell>;
}
