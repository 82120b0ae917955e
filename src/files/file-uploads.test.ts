import { signal } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client.ts';
import { MAX_UPLOAD_BYTES, type StoredFile } from '../contract/uploads.ts';
import { anonymousUser, type User } from '../contract/user.ts';
import { checkFile, createFileUploads, uploadableTypes, type SendFile } from './file-uploads.ts';
import { until } from '../testing/until.ts';

const stored = (name: string, n: number): StoredFile => ({
  fileId: `f${n}`,
  Location: `/api/v1/file/f${n}`,
  kind: 'image',
  type: 'image/png',
  size: 3,
  name,
});

function rig(send: SendFile, listed: StoredFile[] = [stored('old.png', 0)]) {
  const user = signal<User>({ ...anonymousUser, username: 'ada' });
  const api = { call: async () => listed } as unknown as Pick<ApiClient, 'call'>;
  const uploads = createFileUploads({ api, user, send });
  const release = uploads.actions.need();
  return { uploads, release };
}
type FileUploads = ReturnType<typeof createFileUploads>;

const listed = (uploads: FileUploads) =>
  until(() => uploads.signals.files.value.status === 'ready', 'the files to be listed');

/** The newest upload once it is no longer under way. */
const ended = (uploads: FileUploads) =>
  until(() => {
    const [newest] = uploads.signals.uploads.value;
    return newest?.status !== 'uploading' && newest;
  }, 'the upload to end');

const png = (name = 'leaf.png') => new File(['png'], name, { type: 'image/png' });

describe('file uploads', () => {
  it('sends a file with its progress, then lists it first', async () => {
    const seen: string[] = [];
    const { uploads } = rig(async (file, onProgress) => {
      onProgress(1, 3);
      seen.push(JSON.stringify(uploads.signals.uploads.value[0]));
      onProgress(3, 3);
      return stored(file.name, 1);
    });
    await listed(uploads);
    uploads.actions.add([png()], { video: false });
    await ended(uploads);
    expect(seen).toEqual([JSON.stringify({ id: 1, name: 'leaf.png', status: 'uploading', sent: 1, total: 3 })]);
    expect(uploads.signals.uploads.value[0]).toMatchObject({ status: 'done', file: { fileId: 'f1' } });
    const list = uploads.signals.files.value;
    expect(list.status === 'ready' && list.data.map((file) => file.name)).toEqual(['leaf.png', 'old.png']);
  });

  it('refuses a wrong type or a too large file before sending it, naming every type taken', async () => {
    const sent: File[] = [];
    const { uploads } = rig(async (file) => {
      sent.push(file);
      return stored(file.name, 1);
    });
    const big = new File([new Uint8Array(MAX_UPLOAD_BYTES.image + 1)], 'huge.png', { type: 'image/png' });
    uploads.actions.add([new File(['x'], 'notes.pdf', { type: 'application/pdf' }), big], { video: false });
    // A file taken would be handed to `send` before `add` returns.
    expect(sent).toEqual([]);
    const [tooLarge, wrong] = uploads.signals.uploads.value;
    expect(tooLarge).toMatchObject({
      name: 'huge.png',
      status: 'refused',
      problem: { problem: 'tooLarge', maxMegabytes: 10 },
    });
    expect(wrong).toMatchObject({ name: 'notes.pdf', status: 'refused', problem: { problem: 'wrongType' } });
    expect(wrong?.status === 'refused' && wrong.problem.problem === 'wrongType' && wrong.problem.types).toEqual(
      uploadableTypes({ video: false }),
    );
  });

  it('takes video only from a role that may upload it (spec 1 §6)', () => {
    const webm = { type: 'video/webm', size: 10 };
    expect(checkFile(webm, { video: false })?.problem).toBe('wrongType');
    expect(checkFile(webm, { video: true })).toBeNull();
    expect(uploadableTypes({ video: false })).not.toContain('video/webm');
    expect(uploadableTypes({ video: true })).toContain('video/webm');
  });

  it('keeps a failed upload to send again, and leaves the list as it was', async () => {
    let attempts = 0;
    const { uploads } = rig(async (file) => {
      attempts += 1;
      if (attempts === 1) throw new Error('The server is not responding.');
      return stored(file.name, 2);
    });
    await listed(uploads);
    uploads.actions.add([png()], { video: false });
    const failed = await ended(uploads);
    expect(failed).toMatchObject({ status: 'failed', cancelled: false, message: 'The server is not responding.' });
    const list = uploads.signals.files.value;
    expect(list.status === 'ready' && list.data.map((file) => file.name)).toEqual(['old.png']);
    uploads.actions.retry(failed.id);
    expect(await ended(uploads)).toMatchObject({ status: 'done' });
  });

  it('stops an upload under way when cancelled', async () => {
    const { uploads } = rig(
      (_file, _progress, signal) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason))),
    );
    uploads.actions.add([png()], { video: false });
    const [item] = uploads.signals.uploads.value;
    uploads.actions.dismiss(item?.id ?? 0);
    expect(uploads.signals.uploads.value).toHaveLength(1);
    uploads.actions.cancel(item?.id ?? 0);
    expect(await ended(uploads)).toMatchObject({ status: 'failed', cancelled: true });
    uploads.actions.dismiss(item?.id ?? 0);
    expect(uploads.signals.uploads.value).toEqual([]);
  });
});
