// Embeddings from the OpenAI-compatible server's /embeddings (AI_EMBEDDINGS_MODEL): a brain's passages and a question
// become vectors, and brains rank by meaning as well as by words (server/ai/brains.ts).
import { z } from 'zod';
import type { AiSettings } from '../config.ts';
import { AiUnavailableError } from './provider.ts';

export interface Embedder {
  /** One vector per text, in order. */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
}

const answerSchema = z.object({
  data: z.array(z.object({ index: z.number().int().min(0), embedding: z.array(z.number()) })),
});

/** Texts per request: servers cap a batch (OpenAI at 2048 inputs); a long document takes several. */
const BATCH = 64;

export function openAiEmbedder(
  { baseUrl, apiKey, embeddingsModel }: AiSettings & { embeddingsModel: string },
  fetchImpl = fetch,
): Embedder {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (apiKey) headers.authorization = `Bearer ${apiKey}`;
  async function batch(input: readonly string[], signal: AbortSignal | undefined): Promise<number[][]> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/embeddings`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: embeddingsModel, input }),
        ...(signal ? { signal } : {}),
      });
    } catch (error) {
      throw new AiUnavailableError(`the embeddings server at ${baseUrl} did not answer`, { cause: error });
    }
    const parsed = answerSchema.safeParse(response.ok ? await response.json().catch(() => null) : null);
    if (!parsed.success || parsed.data.data.length !== input.length) {
      throw new AiUnavailableError(`the embeddings server answered ${response.status} without one vector per text`);
    }
    return [...parsed.data.data].sort((a, b) => a.index - b.index).map(({ embedding }) => embedding);
  }
  return {
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let at = 0; at < texts.length; at += BATCH)
        vectors.push(...(await batch(texts.slice(at, at + BATCH), signal)));
      return vectors;
    },
  };
}

/** The configured embedder, or none: brains then rank by full-text search alone. */
export function embedderOf(ai: AiSettings | undefined): Embedder | undefined {
  return ai?.embeddingsModel ? openAiEmbedder({ ...ai, embeddingsModel: ai.embeddingsModel }) : undefined;
}
