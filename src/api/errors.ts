import apiMessages from 'virtual:tj-messages/api';
import { registerMessages, t } from '../i18n/i18n.ts';

// Any page that makes calls may show these: they travel with the client.
void registerMessages(apiMessages);

/**
 * sessionExpired: the token expired and refreshing it failed (the session is cleared).
 * serverNotResponding: network failure, a 5xx without a message of the server's own, or an answer that is not JSON.
 * serverFailed: a 5xx whose JSON body says what failed (a model unreachable, its output unusable); `message` is
 *   the server's, already in the learner's language (Accept-Language).
 * originNotAllowed: the server does not let pages on this page's origin call it (CORS; PARTNER_ORIGINS).
 * streamUnsupported: a streamed answer arrived without a readable body.
 * rejected: a 4xx; `message` is the server's own message when it sent one.
 * invalidAnswer: the answer is JSON but not the shape the contract describes.
 */
export type ApiErrorCode =
  | 'sessionExpired'
  | 'serverNotResponding'
  | 'serverFailed'
  | 'originNotAllowed'
  | 'streamUnsupported'
  | 'rejected'
  | 'invalidAnswer';

/** The one error every failed call rejects with, except an aborted call, which rejects with its AbortError. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  /** HTTP status, or 0 when no answer arrived. */
  readonly status: number;

  constructor(code: ApiErrorCode, status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.code = code;
    this.status = status;
  }
}

// The message is translated when the error is made, so it reads in the learner's current language.
export function sessionExpired(cause?: unknown): ApiError {
  return new ApiError('sessionExpired', 401, t('api.sessionExpired'), { cause });
}

export function serverNotResponding(status: number, cause?: unknown): ApiError {
  return new ApiError('serverNotResponding', status, t('api.serverNotResponding'), { cause });
}

/** The learner reads what the server says went wrong rather than that it is not responding: it did answer. */
export function serverFailed(status: number, serverMessage: string): ApiError {
  return new ApiError('serverFailed', status, serverMessage);
}

/** Names the page's origin and how the server's operator allows it. */
export function originNotAllowed(origin: string, cause?: unknown): ApiError {
  return new ApiError('originNotAllowed', 0, t('api.originNotAllowed', { origin }), { cause });
}

export function streamUnsupported(status: number): ApiError {
  return new ApiError('streamUnsupported', status, t('api.streamUnsupported'));
}

export function invalidAnswer(status: number, cause: unknown): ApiError {
  return new ApiError('invalidAnswer', status, t('api.invalidAnswer'), { cause });
}

/** A 4xx keeps the server's message, which the UI shows as it is (spec 2 §8). */
export function rejected(status: number, serverMessage: string | undefined): ApiError {
  return new ApiError('rejected', status, serverMessage ?? t('api.serverNotResponding'));
}
