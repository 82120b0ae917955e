import type { RouteObject } from 'react-router';
import { loadChunk } from '../src/loader/chunk.ts';

/**
 * The route table with every page's code loaded under the chunk rules (src/loader/chunk.ts): code that fails to
 * arrive, or has not within 120 s, is a ChunkLoadError, which RouteFailure shows as a page to reload.
 */
export function withChunkLimits(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const limited = typeof lazy === 'function' ? { lazy: () => loadChunk(lazy) } : {};
    return { ...route, ...limited, ...(children ? { children: withChunkLimits(children) } : {}) } as RouteObject;
  });
}
