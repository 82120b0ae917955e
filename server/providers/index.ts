// The live providers, each made only when its settings are in the server's configuration (server/config.ts):
// an unset provider is absent here, and its call answers that it is not connected; notConnectedServices tells the
// operator how to connect it.
import type { ServerConfig } from '../config.ts';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../config.ts';
import { API_VERSION } from '../api.ts';
import { adzunaProvider, type JobsPage } from './adzuna.ts';
import { archiveProvider } from './archive.ts';
import { crossrefProvider, type PapersPage } from './crossref.ts';
import { createComputation, type Computation } from './computation.ts';
import { openLibraryProvider } from './openlibrary.ts';
import {
  CONNECT_WITH,
  SERVICE_NAMES,
  type LiveProvider,
  type ProviderContext,
  type ProviderFetch,
} from './provider.ts';
import { sketchfabProvider } from './sketchfab.ts';
import { twitterProvider, type SocialFeed, type SocialQuery } from './twitter.ts';
import { encyclopediaFrom, wikipediaProvider, type Encyclopedia } from './wikipedia.ts';
import { wolframProvider } from './wolfram.ts';
import { youtubeProvider, type VideoPage, type VideoQuery } from './youtube.ts';
import {
  PROVIDER_NAMES,
  type BookSource,
  type ProviderBook,
  type ProviderModel3d,
  type ProviderName,
} from '../../src/contract/providers.ts';

export { createProviderArea } from './area.ts';
export type { Encyclopedia } from './wikipedia.ts';

export interface Providers {
  /** Always there: its summary answers `configured: false` when Wikipedia is not connected. */
  encyclopedia: Encyclopedia;
  video?: LiveProvider<VideoQuery, VideoPage>;
  jobs?: LiveProvider<string, JobsPage>;
  social?: LiveProvider<SocialQuery, SocialFeed>;
  models3d?: LiveProvider<string, ProviderModel3d[]>;
  books: Partial<Record<BookSource, LiveProvider<string, ProviderBook[]>>>;
  /** Research papers (Crossref, keyless). */
  papers?: LiveProvider<string, PapersPage>;
  /** Always there: the offline calculator answers when Wolfram|Alpha is not connected. */
  computation: Computation;
}

export interface ProvidersOptions {
  /** The fetch to reach the services with; tests give one that serves recorded answers. */
  fetch?: ProviderFetch;
}

export function createProviders(
  config: Pick<ServerConfig, 'providers' | 'publicUrl'>,
  { fetch: fetchFn = (input, init) => fetch(input, init) }: ProvidersOptions = {},
): Providers {
  const settings = config.providers ?? { liveLookups: [], timeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS };
  const context: ProviderContext = {
    fetch: fetchFn,
    timeoutMs: settings.timeoutMs,
    // Wikimedia and Open Library ask callers to name themselves and say where to reach them.
    userAgent: `Thoughtkit/${API_VERSION} (+${config.publicUrl})`,
  };
  const live = new Set(settings.liveLookups);
  return {
    encyclopedia: encyclopediaFrom(live.has('wikipedia') ? wikipediaProvider(context) : undefined),
    ...(settings.youtubeApiKey ? { video: youtubeProvider(context, settings.youtubeApiKey) } : {}),
    ...(settings.adzuna ? { jobs: adzunaProvider(context, settings.adzuna) } : {}),
    ...(settings.twitterBearerToken ? { social: twitterProvider(context, settings.twitterBearerToken) } : {}),
    ...(settings.sketchfabApiToken ? { models3d: sketchfabProvider(context, settings.sketchfabApiToken) } : {}),
    books: {
      ...(live.has('openlibrary') ? { openlibrary: openLibraryProvider(context) } : {}),
      ...(live.has('archive') ? { archive: archiveProvider(context) } : {}),
    },
    ...(live.has('crossref') ? { papers: crossrefProvider(context) } : {}),
    computation: createComputation(settings.wolframAppId ? wolframProvider(context, settings.wolframAppId) : undefined),
  };
}

/**
 * The services a configuration leaves unconnected, each with the settings that would connect it, for the operator's
 * log at start. The learner is only told that a service is not connected on this server: setting names are no
 * instructions for a learner.
 */
export function notConnectedServices(config: Pick<ServerConfig, 'providers'>): string[] {
  const settings = config.providers ?? { liveLookups: [], timeoutMs: DEFAULT_PROVIDER_TIMEOUT_MS };
  const live = new Set(settings.liveLookups);
  const connected: Record<ProviderName, boolean> = {
    wikipedia: live.has('wikipedia'),
    youtube: settings.youtubeApiKey !== undefined,
    adzuna: settings.adzuna !== undefined,
    twitter: settings.twitterBearerToken !== undefined,
    sketchfab: settings.sketchfabApiToken !== undefined,
    openlibrary: live.has('openlibrary'),
    archive: live.has('archive'),
    wolfram: settings.wolframAppId !== undefined,
    crossref: live.has('crossref'),
  };
  return PROVIDER_NAMES.filter((name) => !connected[name]).map(
    (name) => `${SERVICE_NAMES[name]} (${CONNECT_WITH[name].join(' and ')})`,
  );
}
