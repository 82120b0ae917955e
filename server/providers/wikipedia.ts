// The encyclopedia: Wikipedia's page summary of a word (REST API), in the learner's language. Its extract,
// picture and page address go on the Wiki Data Card.
import { z } from 'zod';
import type { EncyclopediaSummary } from '../../src/contract/knowledge.ts';
import { isLocaleCode } from '../../src/contract/locales.ts';
import { callService, parseAnswer } from './http.ts';
import { ProviderUnavailable, type LiveProvider, type ProviderContext } from './provider.ts';

/** What the card needs of https://{lang}.wikipedia.org/api/rest_v1/page/summary/{title}. */
const summarySchema = z.object({
  /** standard, disambiguation, mainpage or no-extract. */
  type: z.string(),
  title: z.string(),
  extract: z.string().optional(),
  thumbnail: z.object({ source: z.string() }).optional(),
  content_urls: z.object({ desktop: z.object({ page: z.string() }) }).optional(),
});

export interface Encyclopedia {
  /** The summary of a word: `configured: false` when no encyclopedia is connected. */
  summary(word: string, lang: string, signal?: AbortSignal): Promise<EncyclopediaSummary>;
}

/** The Wikipedia edition for the learner's language (every supported language has one), else English. */
const edition = (lang: string) => (isLocaleCode(lang) ? lang : 'en');

/** Wikipedia titles use underscores for spaces; the first letter's case does not matter to it. */
const pageTitle = (word: string) => encodeURIComponent(word.trim().replace(/\s+/g, '_'));

export function wikipediaProvider(
  context: ProviderContext,
): LiveProvider<{ word: string; lang: string }, EncyclopediaSummary> {
  return {
    name: 'wikipedia',
    async lookup({ word, lang }, signal) {
      const url = new URL(`https://${edition(lang)}.wikipedia.org/api/rest_v1/page/summary/${pageTitle(word)}`);
      url.searchParams.set('redirect', 'true');
      const answer = await callService(context, { provider: 'wikipedia', url, signal, accept: [404] });
      if (answer.status === 404) return { configured: true, found: false };
      const page = parseAnswer('wikipedia', answer.text, summarySchema);
      // A disambiguation page lists meanings ("Mercury may refer to"): not a summary of the word.
      if (page.type !== 'standard' || !page.extract) return { configured: true, found: false };
      return {
        configured: true,
        found: true,
        title: page.title,
        extract: page.extract,
        ...(page.thumbnail ? { imageUrl: page.thumbnail.source } : {}),
        ...(page.content_urls ? { pageUrl: page.content_urls.desktop.page } : {}),
      };
    },
  };
}

/** The encyclopedia the knowledge area asks: Wikipedia when connected; when it fails, a summary that says so. */
export function encyclopediaFrom(provider: ReturnType<typeof wikipediaProvider> | undefined): Encyclopedia {
  return {
    async summary(word, lang, signal) {
      if (!provider) return { configured: false };
      try {
        return await provider.lookup({ word, lang }, signal);
      } catch (error) {
        if (error instanceof ProviderUnavailable) return { configured: true, found: false, unavailable: true };
        throw error;
      }
    },
  };
}
