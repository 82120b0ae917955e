// A fetch that reports how much of its body has been sent: fetch itself cannot (its upload streams need HTTP/2), so
// this one sends with XMLHttpRequest, whose upload fires progress events. The API client takes it as its `fetch`
// for an upload whose progress is shown (the File Upload widget).

/** Bytes sent so far, and the body's size (0 while it is not known). */
export type UploadProgress = (sent: number, total: number) => void;

/** Statuses whose answer has no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function answerHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function sendable(body: BodyInit | null | undefined): XMLHttpRequestBodyInit | null {
  if (body === null || body === undefined) return null;
  if (body instanceof ReadableStream) throw new TypeError('A streamed body cannot report its upload progress.');
  return body;
}

export function progressFetch(onProgress: UploadProgress): typeof fetch {
  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = 'blob';
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : 0);
      const onAbort = () => xhr.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      const settled = () => signal?.removeEventListener('abort', onAbort);
      xhr.onload = () => {
        settled();
        const body = NO_BODY.has(xhr.status) ? null : (xhr.response as Blob);
        resolve(
          new Response(body, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: answerHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      // As fetch does: a network failure is a TypeError, an abort the signal's reason.
      xhr.onerror = xhr.ontimeout = () => {
        settled();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onabort = () => {
        settled();
        reject(signal?.reason ?? new DOMException('The upload was aborted.', 'AbortError'));
      };
      try {
        xhr.send(sendable(init.body));
      } catch (error) {
        settled();
        reject(error);
      }
    });
}
