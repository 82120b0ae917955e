// Video search: the YouTube Data API v3 (search.list, then videos.list for the lengths), safe search on since
// the learners may be children. A page of results, and the token of the next page.
import { z } from 'zod';
import type { ProviderVideo } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import { ProviderUnavailable, type LiveProvider, type ProviderContext } from './provider.ts';
import { decodeEntities } from './text.ts';

const API = 'https://www.googleapis.com/youtube/v3';
/** Results per page. */
export const VIDEOS_PER_PAGE = 10;

export interface VideoQuery {
  query: string;
  /** The nextPageToken of the previous page, for the next one. */
  pageToken?: string;
  /** The learner's language: results in it are preferred. */
  lang: string;
}

export interface VideoPage {
  videos: ProviderVideo[];
  nextPageToken?: string;
}

const thumbnailSchema = z.object({ url: z.string() });
const searchSchema = z.object({
  nextPageToken: z.string().optional(),
  items: z.array(
    z.object({
      id: z.object({ kind: z.string(), videoId: z.string().optional() }),
      snippet: z
        .object({
          title: z.string(),
          channelTitle: z.string(),
          publishedAt: z.string().optional(),
          thumbnails: z.record(z.string(), thumbnailSchema),
        })
        .optional(),
    }),
  ),
});
const videosSchema = z.object({
  items: z.array(z.object({ id: z.string(), contentDetails: z.object({ duration: z.string() }).optional() })),
});

/** An ISO 8601 duration (PT1H2M3S, P1DT2H) as a clock reading (26:00:00, 1:02:03, 4:05); none for live (P0D). */
export function clockLength(duration: string): string | undefined {
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(duration);
  if (!match) return undefined;
  const [days, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
  ];
  const total = ((days * 24 + hours) * 60 + minutes) * 60 + seconds;
  if (total === 0) return undefined;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

const thumbnailOf = (thumbnails: Record<string, { url: string }>) =>
  (thumbnails['medium'] ?? thumbnails['high'] ?? thumbnails['default'] ?? Object.values(thumbnails)[0])?.url ?? '';

export function youtubeProvider(context: ProviderContext, apiKey: string): LiveProvider<VideoQuery, VideoPage> {
  /** The videos' lengths; the search is still worth showing without them, so their failure is not the page's. */
  async function lengths(ids: string[], signal?: AbortSignal): Promise<Map<string, string>> {
    const url = new URL(`${API}/videos`);
    url.search = new URLSearchParams({ part: 'contentDetails', id: ids.join(','), key: apiKey }).toString();
    try {
      const answer = await fetchJson(context, { provider: 'youtube', url, signal }, videosSchema);
      const found = new Map<string, string>();
      for (const item of answer.items) {
        const length = item.contentDetails && clockLength(item.contentDetails.duration);
        if (length) found.set(item.id, length);
      }
      return found;
    } catch (error) {
      if (error instanceof ProviderUnavailable) return new Map();
      throw error;
    }
  }

  return {
    name: 'youtube',
    async lookup({ query, pageToken, lang }, signal) {
      const url = new URL(`${API}/search`);
      url.search = new URLSearchParams({
        part: 'snippet',
        type: 'video',
        safeSearch: 'strict',
        maxResults: String(VIDEOS_PER_PAGE),
        q: query,
        relevanceLanguage: lang,
        key: apiKey,
        ...(pageToken ? { pageToken } : {}),
      }).toString();
      const page = await fetchJson(context, { provider: 'youtube', url, signal }, searchSchema);
      const found = page.items.flatMap((item) =>
        item.id.kind === 'youtube#video' && item.id.videoId && item.snippet
          ? [{ id: item.id.videoId, snippet: item.snippet }]
          : [],
      );
      const length =
        found.length > 0
          ? await lengths(
              found.map((video) => video.id),
              signal,
            )
          : new Map();
      return {
        videos: found.map(({ id, snippet }) => {
          const videoLength = length.get(id);
          return {
            id,
            // YouTube sends titles HTML-escaped ("j&#39;ai").
            title: decodeEntities(snippet.title),
            thumbnail: thumbnailOf(snippet.thumbnails),
            channelTitle: decodeEntities(snippet.channelTitle),
            ...(videoLength ? { length: videoLength } : {}),
            ...(snippet.publishedAt ? { publishedAt: snippet.publishedAt } : {}),
            url: `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`,
            type: 'video' as const,
          };
        }),
        ...(page.nextPageToken ? { nextPageToken: page.nextPageToken } : {}),
      };
    },
  };
}
