import { beforeEach, describe, expect, it } from 'vitest';
import { SMART_FILE_WINDOW_MS } from '../contract/smart-graph.ts';
import { fakeTime } from '../testing/fake-time.ts';
import { createTestApi, type TestApi } from '../../tests/support/test-api.ts';
import { createSmartFiles } from './smart-files.ts';

let server: TestApi;
const leaf = { fileId: 'f1', Location: '/api/v1/file/f1', kind: 'image', type: 'image/png', size: 4, name: 'leaf.png' };
beforeEach(() => {
  server = createTestApi();
  server.route('POST /eddie/smart-file', { body: [{ ...leaf, url: leaf.Location }] });
  server.route('GET /file/f1', { body: 'png bytes' });
});

describe('createSmartFiles', () => {
  it('lists the files with a link each, and withdraws the links when the window closes after 16 s', async () => {
    const time = fakeTime();
    const withdrawn: string[] = [];
    let made = 0;
    const files = createSmartFiles({
      api: server.api,
      schedule: time.deps.schedule,
      linkOf: () => `blob:link-${++made}`,
      withdraw: (href) => withdrawn.push(href),
    });
    const opening = files.open('f1');
    expect(files.windows.value.get('f1')).toEqual({ status: 'opening' });
    await opening;
    expect(server.seen.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['POST', '/eddie/smart-file', { fileId: 'f1' }],
      ['GET', '/file/f1', undefined],
    ]);
    expect(files.windows.value.get('f1')).toEqual({
      status: 'open',
      links: [{ name: 'leaf.png', type: 'image/png', size: 4, href: 'blob:link-1' }],
    });
    time.advance(SMART_FILE_WINDOW_MS - 1);
    expect(files.windows.value.get('f1')?.status).toBe('open');
    time.advance(1);
    expect(files.windows.value.get('f1')).toEqual({ status: 'closed' });
    expect(withdrawn).toEqual(['blob:link-1']);
    await files.open('f1');
    expect(files.windows.value.get('f1')).toMatchObject({ status: 'open', links: [{ href: 'blob:link-2' }] });
    files.dispose();
    expect(withdrawn).toEqual(['blob:link-1', 'blob:link-2']);
  });

  it('says why the file could not be given', async () => {
    server.route('POST /eddie/smart-file', { status: 404, body: { message: 'File not found.' } });
    const files = createSmartFiles({ api: server.api, linkOf: () => 'blob:x', withdraw: () => {} });
    await files.open('f1');
    const window = files.windows.value.get('f1');
    expect(window?.status === 'error' && window.error.message).toBe('File not found.');
  });
});
