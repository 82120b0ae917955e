import { signal } from '@preact/signals-core';
import type { LayoutViewName } from '../src/contract/workspace.ts';

/** Spec 1 §2 route names (Home, Auth, Reset-Password, …); routes carry theirs in `handle`. */
export type RouteName =
  | 'Home'
  | 'AuthorView'
  | 'SimplifiedView'
  | 'ReadingView'
  | 'canvas'
  | 'MobileView'
  | 'experiment'
  | 'Dashboard'
  | 'Settings'
  | 'accessibility'
  | 'admin'
  | 'edit-profile'
  | 'privacyPolicy'
  | 'termsOfUse'
  | 'Embed'
  | 'embed'
  | 'thread'
  | 'file'
  | 'game-intent'
  | 'game-feedback'
  | 'VR'
  | 'WidgetView'
  | 'Note'
  | 'Tag'
  | 'Graph'
  | 'Thought'
  | 'Auth'
  | 'Forgot-Password-Request'
  | 'Forgot-Password'
  | 'Reset-Password'
  | 'OAuth-Request'
  | 'Logout'
  | 'NotFound';

export interface RouteHandle {
  readonly name: RouteName;
  /** Route metadata choosing the workspace's view (spec 1 §2 "layout wrapper"). */
  readonly view?: LayoutViewName;
}

/** "The route name is recorded on every navigation": the name of the route showing now. */
export const routeName = signal<RouteName | null>(null, { name: 'host.routeName' });

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as { name?: unknown }).name === 'string';
}
