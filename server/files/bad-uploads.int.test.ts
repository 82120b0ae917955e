// Issue 23 point 5: an upload the server cannot read answers 400 with a message, and a full disk 507 "nothing was
// saved", never a 500; what was acknowledged before stays.
import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/contract/uploads.ts';
import { pgliteStore } from '../testing/stores.ts';
import { libraryKitFor } from '../testing/library-kit.ts';
import { diskFileStore } from './disk-store.ts';
import type { FileStore } from './file-store.ts';
import { createFiles } from './index.ts';

const PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
];
const png = () => {
  const bytes = new Uint8Array(1024);
  bytes.set(PNG);
  return new File([bytes], 'leaf.png', { type: 'image/png' });
};

const folder = mkdtempSync(join(tmpdir(), 'tk-bad-upload-'));
const disk = diskFileStore(folder);
let diskFull = false;
/** The folder's store, until the disk fills: then each write goes to /dev/full, which fails as a full disk does. */
const store: FileStore = {
  kind: 'disk',
  put: (key, bytes, type) => (diskFull ? writeFile('/dev/full', bytes) : disk.put(key, bytes, type)),
  get: (key) => disk.get(key),
};
const kit = libraryKitFor(pgliteStore, ['ada'], ({ db }) => [createFiles({ db, store })]);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const BOUNDARY = 'tk-boundary';
const part = (headers: string, content: string) => `--${BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`;

describe('uploads the server cannot read or keep', () => {
  it.each([
    [
      'a boundary the body does not use',
      `multipart/form-data; boundary=${BOUNDARY}`,
      part('x', 'y').replace(BOUNDARY, 'other'),
    ],
    [
      'a quote in the file name',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `${part('Content-Disposition: form-data; name="file"; filename="le"af.png"\r\nContent-Type: image/png', '\x89PNG')}--${BOUNDARY}--\r\n`,
    ],
    [
      'a body cut short',
      `multipart/form-data; boundary=${BOUNDARY}`,
      part(
        'Content-Disposition: form-data; name="file"; filename="leaf.png"\r\nContent-Type: image/png',
        '\x89PNG',
      ).slice(0, 70),
    ],
    ['no boundary at all', 'multipart/form-data', 'file=leaf'],
  ])('%s: 400 with a message', async (_case, type, body) => {
    const answer = await kit.ada.call<{ message: string }>('POST', '/file', body, { 'content-type': type });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'The upload could not be read: its form data is cut short or malformed. Choose the file again and send it once more.',
    );
  });

  it('says in the learner’s language that the storage is full, and loses nothing acknowledged', async () => {
    const kept = await kit.ada.call<StoredFile>('POST', '/file', form(png()));
    expect(kept.status).toBe(200);
    diskFull = true;
    try {
      const full = await kit.ada.call<{ message: string }>('POST', '/file', form(png()), { 'accept-language': 'de' });
      expect(full.status).toBe(507);
      expect(full.body.message).toBe(
        'Der Speicher des Servers ist voll; es wurde nichts gespeichert. Sag der Person Bescheid, die diesen ' +
          'Thoughtkit-Server betreibt, und versuche es erneut, sobald wieder Platz ist.',
      );
    } finally {
      diskFull = false;
    }
    const list = await kit.ada.call<StoredFile[]>('GET', '/files');
    expect(list.body.map((file) => file.fileId)).toEqual([kept.body.fileId]);
    expect((await kit.ada.call('GET', `/file/${kept.body.fileId}`)).status).toBe(200);
  });
});

function form(value: Blob): FormData {
  const body = new FormData();
  body.set('file', value);
  return body;
}
