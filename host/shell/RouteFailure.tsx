import { NotFound } from '../pages/NotFound.tsx';
import { Shell } from './Shell.tsx';

/**
 * A route that could not be entered: an unknown auth action, or authentication that could not be initialised
 * (spec 1 §2: "If initialisation fails, the user goes to the not-found page").
 */
export function RouteFailure() {
  return (
    <Shell controls={false}>
      <NotFound />
    </Shell>
  );
}
