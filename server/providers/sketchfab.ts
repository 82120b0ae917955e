// 3D models: the Sketchfab Data API v3 search, with the server's API token.
import { z } from 'zod';
import type { ProviderModel3d } from '../../src/contract/providers.ts';
import { fetchJson } from './http.ts';
import type { LiveProvider, ProviderContext } from './provider.ts';

/** Models per page. */
export const MODELS_PER_PAGE = 24;
/** The thumbnail wanted: the smallest at least this wide, so cards are sharp without loading 1920-pixel pictures. */
const THUMBNAIL_WIDTH = 256;

const imageSchema = z.object({ url: z.string(), width: z.number().optional() });
const searchSchema = z.object({
  results: z.array(
    z.object({
      uid: z.string(),
      name: z.string(),
      viewerUrl: z.string(),
      embedUrl: z.string().optional(),
      thumbnails: z.object({ images: z.array(imageSchema) }).optional(),
      user: z.object({ displayName: z.string().optional(), username: z.string().optional() }).optional(),
      // An object in search answers; a licence slug ("by") in records stored elsewhere.
      license: z.union([z.object({ label: z.string().optional() }), z.string()]).nullish(),
    }),
  ),
});

export function thumbnailFor(images: readonly z.infer<typeof imageSchema>[]): string | undefined {
  const byWidth = [...images].sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
  return (byWidth.find((image) => (image.width ?? 0) >= THUMBNAIL_WIDTH) ?? byWidth.at(-1))?.url;
}

export function sketchfabProvider(context: ProviderContext, apiToken: string): LiveProvider<string, ProviderModel3d[]> {
  return {
    name: 'sketchfab',
    async lookup(query, signal) {
      const url = new URL('https://api.sketchfab.com/v3/search');
      url.search = new URLSearchParams({ type: 'models', q: query, count: String(MODELS_PER_PAGE) }).toString();
      const answer = await fetchJson(
        context,
        { provider: 'sketchfab', url, signal, headers: { Authorization: `Token ${apiToken}` } },
        searchSchema,
      );
      return answer.results.map((model) => {
        const thumbnail = thumbnailFor(model.thumbnails?.images ?? []);
        const author = model.user?.displayName || model.user?.username;
        const license = typeof model.license === 'string' ? model.license : model.license?.label;
        return {
          id: model.uid,
          name: model.name,
          ...(thumbnail ? { thumbnail } : {}),
          viewerUrl: model.viewerUrl,
          ...(model.embedUrl ? { embedUrl: model.embedUrl } : {}),
          ...(author ? { author } : {}),
          ...(license ? { license } : {}),
        };
      });
    },
  };
}
