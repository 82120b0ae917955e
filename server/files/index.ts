// Files of image and recording notes: POST /file (an image or a recording), POST /custom/scr/upload (a screen
// recording, spec 2 §7.9), GET /files (the owner's, newest first) and GET /file/{fileId} for the owner. The bytes go to the file store, the owner to `files`.
// The caller's roles decide which uploads they may make (spec 1 §6): images, videos, screen recordings.
import { randomUUID } from 'node:crypto';
import { gates, type Gate } from '../../src/contract/gates.ts';
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { requireGates } from '../http/gates.ts';
import type { Account } from '../http/route.ts';
import { filesStore } from '../stores/files.ts';
import type { FileStore } from './file-store.ts';
import { checkUpload, type CheckedUpload } from './upload-check.ts';

/** The right an upload of this type exercises, beside the table's `upload File` that every upload needs. */
const uploadGates = (type: string): Gate[] =>
  type.startsWith('image/')
    ? [gates.uploadImage]
    : type.startsWith('video/')
      ? [gates.uploadVideo]
      : [gates.uploadAudio];

export interface FilesDeps {
  db: Database;
  store: FileStore;
}

/** Keeps a checked upload as the owner's file: the bytes first, so a row never names bytes that are not there. */
export function uploadKeeper({ db, store }: FilesDeps) {
  const files = filesStore(db);
  return async function keep(owner: Account, upload: CheckedUpload) {
    const id = randomUUID();
    await store.put(id, upload.bytes, upload.type);
    return files.create(owner, {
      id,
      kind: upload.kind,
      type: upload.type,
      size: upload.bytes.length,
      name: upload.name,
    });
  };
}

export function createFiles({ db, store }: FilesDeps): ApiArea {
  const files = filesStore(db);
  const keep = uploadKeeper({ db, store });

  return (api) => {
    // What the bytes are decides the right the upload needs (spec 1 §6 "image upload", "video upload").
    api.implement('file.upload', async ({ body, account }) => {
      const upload = await checkUpload(body.file);
      requireGates(account, uploadGates(upload.type));
      return keep(account, upload);
    });

    // The screen recorder's own right is its gate (the table's), not video upload: an Auditor records without
    // uploading videos.
    api.implement('custom.screenRecordingUpload', async ({ body, account }) =>
      keep(account, await checkUpload(body.upl, ['recording'])),
    );

    api.implement('file.list', ({ account }) => files.list(account));

    api.implement('file.get', async ({ params, account }) => {
      const file = await files.get(account, params.fileId);
      const bytes = await store.get(file.fileId);
      if (!bytes) throw new HttpError(404, 'server.files.notFound');
      return new Response(bytes, {
        headers: {
          'content-type': file.type,
          'content-length': String(bytes.length),
          'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          // Only the owner may read it: no shared cache keeps a copy.
          'cache-control': 'private, max-age=3600',
          'x-content-type-options': 'nosniff',
        },
      });
    });
  };
}
