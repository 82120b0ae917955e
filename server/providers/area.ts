// The calls the live providers answer: videos, jobs, social sentiment, 3D models, books, research papers,
// computational answers.
// A provider without settings answers that it is not connected (and, for the operator, the settings that would
// connect it: the learner's message names none, the start log does, see notConnectedServices); one that fails or is slow
// answers that it did not answer this time. Both are 200 answers the widget shows: never made-up content, never a
// server error.
import type { z } from 'zod';
import {
  MAX_PROVIDER_QUERY_LENGTH,
  type ProviderName,
  type providerNotConnectedSchema,
  type providerUnavailableSchema,
} from '../../src/contract/providers.ts';
import type { LocaleCode } from '../../src/contract/locales.ts';
import type { ApiArea } from '../api.ts';
import { HttpError } from '../http/errors.ts';
import { serverMessage } from '../http/messages.ts';
import type { KnowledgeEngine } from '../knowledge/engine.ts';
import { definitionOf } from './definitions.ts';
import type { Providers } from './index.ts';
import { CONNECT_WITH, ProviderUnavailable, SERVICE_NAMES, type LiveProvider } from './provider.ts';

export interface ProviderAreaDeps {
  providers: Providers;
  /** The offline dictionary: Ask gives its definition for a "what is X" the calculator cannot answer. */
  dictionary: Pick<KnowledgeEngine, 'snippet'>;
  /** Where a provider's failure is noted for the operator (one line, no stack). */
  log?: (line: string) => void;
}

type NotConnected = z.input<typeof providerNotConnectedSchema>;
type Unavailable = z.input<typeof providerUnavailableSchema>;
type Found<A> = { configured: true; available: true; provider: ProviderName } & A;

function notConnected(provider: ProviderName, lang: LocaleCode): NotConnected {
  return {
    configured: false,
    provider,
    connectWith: [...CONNECT_WITH[provider]],
    message: serverMessage(lang, 'server.providers.notConnected', { service: SERVICE_NAMES[provider] }),
  };
}

function unavailable(failure: ProviderUnavailable, lang: LocaleCode): Unavailable {
  return {
    configured: true,
    available: false,
    provider: failure.provider,
    reason: failure.reason,
    message: serverMessage(lang, `server.providers.${failure.reason}`, { service: SERVICE_NAMES[failure.provider] }),
  };
}

/** A path segment is not checked by the contract: the same rule as the other search texts. */
function keywordOf(raw: string | number): string {
  const keyword = String(raw).trim();
  if (!keyword) throw new HttpError(400, 'server.providers.queryRequired');
  if (keyword.length > MAX_PROVIDER_QUERY_LENGTH) throw new HttpError(400, 'server.providers.queryTooLong');
  return keyword;
}

export function createProviderArea({
  providers,
  dictionary,
  log = (line) => console.warn(line),
}: ProviderAreaDeps): ApiArea {
  /** Asks a provider, and turns its absence or failure into the answers the widget shows. */
  async function ask<Q, F, A extends object>(
    name: ProviderName,
    provider: LiveProvider<Q, F> | undefined,
    query: Q,
    lang: LocaleCode,
    signal: AbortSignal,
    shape: (found: F) => A,
  ): Promise<NotConnected | Unavailable | Found<A>> {
    if (!provider) return notConnected(name, lang);
    try {
      const found = await provider.lookup(query, signal);
      return { configured: true, available: true, provider: name, ...shape(found) };
    } catch (error) {
      // The learner's request was cancelled: nobody reads this answer, and it is not the service's failure.
      const failure =
        error instanceof ProviderUnavailable
          ? error
          : signal.aborted
            ? new ProviderUnavailable(name, 'timeout', 'the request was cancelled')
            : undefined;
      if (!failure) throw error;
      if (!signal.aborted) log(`[providers] ${failure.message}`);
      return unavailable(failure, lang);
    }
  }

  return (api) => {
    api.implement('custom.youtubeSearch', async ({ body }, c) => {
      const { query } = body.searchObj;
      const pageToken = body.type === 'nextPage' ? body.searchObj.pageToken : undefined;
      const lang = c.get('lang');
      return ask(
        'youtube',
        providers.video,
        { query, lang, ...(pageToken ? { pageToken } : {}) },
        lang,
        c.req.raw.signal,
        (page) => ({ query, ...page }),
      );
    });

    api.implement('custom.jobs', async ({ params }, c) => {
      const keyword = keywordOf(params.keyword);
      return ask('adzuna', providers.jobs, keyword, c.get('lang'), c.req.raw.signal, (page) => ({ keyword, ...page }));
    });

    api.implement('custom.twitterSentiment', async ({ query }, c) =>
      ask('twitter', providers.social, query, c.get('lang'), c.req.raw.signal, (feed) => ({
        topic: query.topic,
        language: 'en' as const,
        ...feed,
      })),
    );

    api.implement('custom.models3d', async ({ query }, c) =>
      ask('sketchfab', providers.models3d, query.query, c.get('lang'), c.req.raw.signal, (models) => ({
        query: query.query,
        models,
      })),
    );

    api.implement('custom.books', async ({ query }, c) =>
      ask(query.source, providers.books[query.source], query.query, c.get('lang'), c.req.raw.signal, (books) => ({
        source: query.source,
        query: query.query,
        books,
      })),
    );

    api.implement('custom.papers', async ({ query }, c) =>
      ask('crossref', providers.papers, query.query, c.get('lang'), c.req.raw.signal, (page) => ({
        query: query.query,
        ...page,
      })),
    );

    api.implement('custom.askWolfram', async ({ query }, c) => {
      const signal = c.req.raw.signal;
      const couldNotAnswer = serverMessage(c.get('lang'), 'server.providers.couldNotAnswer');
      let computed;
      try {
        computed = await providers.computation.answer(query.question, signal);
      } catch (error) {
        // Cancelled while Wolfram|Alpha was asked: nobody reads this answer.
        if (!signal.aborted) throw error;
        return { ans: couldNotAnswer, answered: false, engine: 'wolfram' as const, unavailable: 'timeout' as const };
      }
      if (computed.unavailable && !signal.aborted) {
        log(`[providers] wolfram: ${computed.unavailable} (the offline calculator was asked instead)`);
      }
      if (computed.answered) return computed;
      const definition = definitionOf(dictionary, query.question);
      if (definition)
        return { ...definition, answered: true, engine: 'dictionary' as const, kind: 'definition' as const };
      return { ...computed, ans: couldNotAnswer };
    });
  };
}
