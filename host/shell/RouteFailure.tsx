import { useRouteError } from 'react-router';
import { ChunkLoadError } from '../../src/loader/chunk.ts';
import { NotFound } from '../pages/NotFound.tsx';
import { PageNotLoaded } from '../pages/PageNotLoaded.tsx';
import { Shell } from './Shell.tsx';

/**
 * A route that could not be entered: an unknown auth action, or authentication that could not be initialised
 * (spec 1 §2: "If initialisation fails, the user goes to the not-found page"); a page whose code did not arrive says
 * so, with a reload, instead (spec 2 §8: ChunkLoadError, CSS_CHUNK_LOAD_FAILED).
 */
export function RouteFailure() {
  const error = useRouteError();
  return (
    <Shell controls={false}>
      {error instanceof ChunkLoadError ? <PageNotLoaded failure={error.failure} /> : <NotFound />}
    </Shell>
  );
}
