import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredFile } from '../../src/contract/uploads.ts';
import { storesUnderTest } from '../testing/stores.ts';
import { libraryKitFor, type Learner } from '../testing/library-kit.ts';
import { diskFileStore } from './disk-store.ts';
import { createFiles } from './index.ts';

const MIB = 1024 * 1024;
// The PNG signature and the header chunk of a 1×1 image.
const PNG = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0,
  0, 0, 0x1f, 0x15, 0xc4, 0x89,
];
const WEBM = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04];
const WEBM_DOCTYPE = [0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04];
// RIFF, its length, WAVE and the format chunk's name.
const WAV = [0x52, 0x49, 0x46, 0x46, 0x24, 0, 0, 0, 0x57, 0x41, 0x56, 0x45, 0x66, 0x6d, 0x74, 0x20];

/** A file whose bytes start with `magic`, padded to `size` bytes, declared as `type`. */
const file = (magic: number[], size: number, type: string, name = 'leaf.png') => {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return new File([bytes], name, { type });
};
const form = (field: string, value: Blob) => {
  const body = new FormData();
  body.set(field, value);
  return body;
};
const upload = (learner: Learner, value: Blob, path = '/file', field = path === '/file' ? 'file' : 'upl') =>
  learner.call<StoredFile & { message: string }>('POST', path, form(field, value));

describe.each(storesUnderTest())('files of image and recording notes on $kind', (store) => {
  const folder = mkdtempSync(join(tmpdir(), 'tk-upload-'));
  const kit = libraryKitFor(store, ['ada', 'bob'], ({ db }) => [createFiles({ db, store: diskFileStore(folder) })]);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  // Video upload and the screen recorder are a Moderator's, not every learner's (spec 1 §6).
  let moderator: Learner;
  beforeAll(async () => {
    moderator = await kit.learner('moderator', ['Moderator']);
  });

  const stored = async () => ({
    rows: (await kit.db.query('select id from files')).length,
    files: readdirSync(folder).length,
  });

  it('keeps an image and gives it back to its owner only', async () => {
    const image = file(PNG, 2048, 'image/png', 'C:\\photos\\leaf "big".png');
    const answer = await upload(kit.ada, image);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      fileId: expect.any(String),
      Location: `/api/v1/file/${answer.body.fileId}`,
      kind: 'image',
      type: 'image/png',
      size: 2048,
      name: 'leaf big.png',
    });
    const back = await kit.ada.call<Uint8Array>('GET', `/file/${answer.body.fileId}`);
    expect(back.status).toBe(200);
    expect(back.body).toEqual(new Uint8Array(await image.arrayBuffer()));
    expect((await kit.bob.call('GET', `/file/${answer.body.fileId}`)).status).toBe(404);
    expect((await kit.anonymous('GET', `/file/${answer.body.fileId}`)).status).toBe(401);
    expect((await kit.ada.call('GET', '/file/not-a-file')).status).toBe(404);
  });

  it('keeps a recording from the file upload and from the screen recorder', async () => {
    const recording = file([...WEBM, ...WEBM_DOCTYPE], 4096, 'video/webm', 'take.webm');
    expect((await upload(moderator, recording)).body).toMatchObject({ kind: 'recording', type: 'video/webm' });
    const screen = await upload(moderator, recording, '/custom/scr/upload');
    expect(screen.body).toMatchObject({ kind: 'recording', type: 'video/webm', name: 'take.webm' });
    expect(screen.body.Location).toBe(`/api/v1/file/${screen.body.fileId}`);
  });

  it('keeps a learner’s sound recording, and refuses their video and screen recording (spec 1 §6)', async () => {
    const sound = await upload(kit.ada, file(WAV, 4096, 'audio/wav', 'voice.wav'));
    expect(sound.body).toMatchObject({ kind: 'recording', type: 'audio/wav' });
    const before = await stored();
    const recording = file([...WEBM, ...WEBM_DOCTYPE], 4096, 'video/webm', 'take.webm');
    for (const path of ['/file', '/custom/scr/upload']) {
      const refused = await upload(kit.ada, recording, path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe(
        'Your role does not allow this. If you need it, ask an administrator of this Thoughtkit server.',
      );
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file of the wrong type by its bytes, whatever type it declares, and keeps nothing', async () => {
    const before = await stored();
    const script = new File(['<svg onload="alert(1)"></svg>'], 'x.svg', { type: 'image/svg+xml' });
    const refused = await upload(kit.ada, script);
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(
      'Files of this type cannot be uploaded here. Upload one of: image/png, image/jpeg, image/gif, image/webp, ' +
        'video/webm, video/mp4, audio/ogg, audio/mpeg, audio/wav.',
    );
    const disguised = new File(['plain text, said to be a PNG'], 'x.png', { type: 'image/png' });
    expect((await upload(kit.ada, disguised)).status).toBe(415);
    const image = file(PNG, 100, 'image/png');
    expect((await upload(moderator, image, '/custom/scr/upload')).status).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('refuses an oversize or empty file with a message in the learner’s language, and keeps nothing', async () => {
    const before = await stored();
    const big = await kit.ada.call<{ message: string }>(
      'POST',
      '/file',
      form('file', file(PNG, 11 * MIB, 'image/png')),
      {
        'accept-language': 'es',
      },
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Este archivo es demasiado grande. Sube como máximo 10 MB.');
    const huge = await upload(kit.ada, file(WEBM, 41 * MIB, 'video/webm'));
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('This file is too large. Upload at most 40 MB.');
    expect((await upload(kit.ada, new File([], 'empty.png'))).status).toBe(400);
    expect((await kit.ada.call('POST', '/file', form('other', file(PNG, 100, 'image/png')))).status).toBe(400);
    expect((await kit.ada.call('POST', '/file', form('file', 'not a file' as unknown as Blob))).status).toBe(400);
    expect(await stored()).toEqual(before);
    // 52 MB of uploads: seconds on a loaded machine.
  }, 30_000);

  it('asks for a token before taking a file', async () => {
    expect((await kit.anonymous('POST', '/file')).status).toBe(401);
  });

  it('lists the learner’s own files, newest first, and another learner’s none', async () => {
    const bob = await kit.learner('bob-lister', ['User']);
    const first = await upload(bob, file(PNG, 512, 'image/png', 'first.png'));
    const second = await upload(bob, file(WAV, 600, 'audio/wav', 'second.wav'));
    const listed = await bob.call<StoredFile[]>('GET', '/files');
    expect(listed.status).toBe(200);
    expect(listed.body.map((held) => held.name)).toEqual(['second.wav', 'first.png']);
    expect(listed.body[0]).toEqual(second.body);
    expect(listed.body[1]).toEqual(first.body);
    const other = await kit.learner('carol-lister', ['User']);
    expect((await other.call<StoredFile[]>('GET', '/files')).body).toEqual([]);
    expect((await kit.anonymous('GET', '/files')).status).toBe(401);
  });
});
