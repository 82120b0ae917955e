// Browser-test support (not a test): an XMLHttpRequest that sends through the page's fetch, so an upload that shows
// its progress (src/api/xhr-fetch.ts) reaches the fake servers, which replace only fetch. Its upload reports half the
// body, then all of it, and holds at half while `holdAtHalf` is set, so a test can see the progress bar mid-way.
// XMLHttpRequest itself is tested against the test runner's own server (src/api/xhr-fetch.browser.test.ts).

type Listener = ((event: ProgressEvent) => void) | null;

export interface XhrOverFetch {
  /** Uploads stop at half their body until released. */
  holdAtHalf(): void;
  release(): void;
  restore(): void;
}

export function xhrOverFetch(): XhrOverFetch {
  const PageXhr = globalThis.XMLHttpRequest;
  let held: Promise<void> | null = null;
  let releaseHeld = () => undefined as void;

  class FetchedXhr {
    readonly upload: { onprogress: Listener } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    statusText = '';
    response: Blob | null = null;
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();
    private answerHeaders = new Headers();
    private readonly controller = new AbortController();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }
    getAllResponseHeaders() {
      return [...this.answerHeaders].map(([name, value]) => `${name}: ${value}`).join('\r\n');
    }
    abort() {
      this.controller.abort();
    }
    send(body: XMLHttpRequestBodyInit | null) {
      void this.run(body);
    }
    private progress(loaded: number, total: number) {
      this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
    }
    private async run(body: XMLHttpRequestBodyInit | null) {
      const total =
        body instanceof FormData
          ? [...body.values()].reduce((sum, value) => sum + (value instanceof Blob ? value.size : value.length), 0)
          : 0;
      try {
        await Promise.resolve();
        this.progress(Math.floor(total / 2), total);
        if (held)
          await Promise.race([
            held,
            new Promise((_resolve, reject) => this.controller.signal.addEventListener('abort', reject)),
          ]);
        this.controller.signal.throwIfAborted();
        const answer = await fetch(this.url, {
          method: this.method,
          headers: this.headers,
          body,
          signal: this.controller.signal,
        });
        this.progress(total, total);
        this.status = answer.status;
        this.statusText = answer.statusText;
        this.answerHeaders = answer.headers;
        this.response = await answer.blob();
        this.onload?.();
      } catch {
        if (this.controller.signal.aborted) this.onabort?.();
        else this.onerror?.();
      }
    }
  }

  globalThis.XMLHttpRequest = FetchedXhr as unknown as typeof XMLHttpRequest;
  return {
    holdAtHalf() {
      held = new Promise((resolve) => (releaseHeld = resolve));
    },
    release() {
      releaseHeld();
      held = null;
    },
    restore() {
      this.release();
      globalThis.XMLHttpRequest = PageXhr;
    },
  };
}
