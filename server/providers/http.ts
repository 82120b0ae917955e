// One request to a service: bounded by the provider timeout, cancelled with the learner's request, and every way
// it can go wrong turned into a ProviderUnavailable with a reason (never a stack for the learner).
import type { z } from 'zod';
import type { ProviderName } from '../../src/contract/providers.ts';
import { ProviderUnavailable, type ProviderContext } from './provider.ts';

export interface ServiceRequest {
  provider: ProviderName;
  url: URL;
  headers?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Statuses besides 2xx whose body the provider reads (Wikipedia's 404 "no such page", Wolfram's 501). */
  accept?: readonly number[];
}

export interface ServiceAnswer {
  status: number;
  text: string;
}

/** Statuses that mean the service refused this server (key, quota, rate) rather than failed. */
const REFUSED = new Set([400, 401, 402, 403, 429]);

/** Calls the service and reads its whole answer, within the timeout. */
export async function callService(context: ProviderContext, request: ServiceRequest): Promise<ServiceAnswer> {
  const timeout = AbortSignal.timeout(context.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  try {
    const response = await context.fetch(request.url, {
      headers: { 'User-Agent': context.userAgent, ...request.headers },
      signal,
    });
    if (!response.ok && !request.accept?.includes(response.status)) {
      // The body is not needed; dropping it frees the connection.
      void response.body?.cancel().catch(() => undefined);
      const reason = REFUSED.has(response.status) ? 'refused' : response.status >= 500 ? 'unreachable' : 'invalid';
      throw new ProviderUnavailable(request.provider, reason, `HTTP ${response.status}`);
    }
    return { status: response.status, text: await response.text() };
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw error;
    // The learner's own request was cancelled: not the service's failure, and nobody waits for an answer.
    if (request.signal?.aborted) throw error;
    if (timeout.aborted) {
      throw new ProviderUnavailable(request.provider, 'timeout', `no answer within ${context.timeoutMs} ms`);
    }
    throw new ProviderUnavailable(request.provider, 'unreachable', error instanceof Error ? error.message : 'failed');
  }
}

/** Reads a JSON answer with the schema of what the provider uses; anything else is an answer it cannot read. */
export function parseAnswer<S extends z.ZodType>(provider: ProviderName, text: string, schema: S): z.output<S> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ProviderUnavailable(provider, 'invalid', 'the answer is not JSON');
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new ProviderUnavailable(provider, 'invalid', parsed.error.issues[0]?.message ?? 'unexpected answer');
  }
  return parsed.data;
}

/** Calls the service and reads its JSON answer. */
export async function fetchJson<S extends z.ZodType>(
  context: ProviderContext,
  request: ServiceRequest,
  schema: S,
): Promise<z.output<S>> {
  const answer = await callService(context, request);
  return parseAnswer(request.provider, answer.text, schema);
}
