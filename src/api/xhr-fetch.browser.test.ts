/// <reference types="mocha" />
// The upload fetch over Chromium's own XMLHttpRequest, against the test runner's server: progress as the body goes,
// the answer as a Response, and an abort as fetch's.
import { expect } from '@open-wc/testing';
import { progressFetch } from './xhr-fetch.ts';

describe('progressFetch', () => {
  it('reports the bytes sent and answers a Response with the status, headers and body', async () => {
    const seen: [number, number][] = [];
    const body = new FormData();
    body.set('file', new File([new Uint8Array(512 * 1024)], 'big.bin'));
    const answer = await progressFetch((sent, total) => seen.push([sent, total]))(location.href, {
      method: 'POST',
      headers: { 'x-test': 'yes' },
      body,
    });
    expect(answer).to.be.instanceOf(Response);
    expect(answer.status).to.be.a('number');
    expect(seen.length).to.be.greaterThan(0);
    const [sent, total] = seen.at(-1) ?? [0, 0];
    expect(total).to.be.greaterThan(512 * 1024);
    expect(sent).to.equal(total);

    const page = await progressFetch(() => undefined)(location.href);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.contain('text/html');
    expect(await page.text()).to.contain('<');
  });

  it('rejects as fetch does when aborted', async () => {
    const controller = new AbortController();
    const sending = progressFetch(() => undefined)(location.href, { signal: controller.signal });
    controller.abort(new DOMException('stop', 'AbortError'));
    let caught: unknown;
    try {
      await sending;
    } catch (error) {
      caught = error;
    }
    expect((caught as DOMException).name).to.equal('AbortError');
  });
});
