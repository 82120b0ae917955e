// Files of image and recording notes: POST /file (an image or a recording), POST /custom/scr/upload (a screen
// recording, spec 2 §7.9) and GET /file/{fileId} for the owner. The bytes go to the file store, the owner to `files`.
import { randomUUID } from 'node:crypto';
import type { UploadKind } from '../../src/contract/uploads.ts';
import type { ApiArea } from '../api.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import { filesStore } from '../stores/files.ts';
import type { FileStore } from './file-store.ts';
import { checkUpload } from './upload-check.ts';

export interface FilesDeps {
  db: Database;
  store: FileStore;
}

export function createFiles({ db, store }: FilesDeps): ApiArea {
  const files = filesStore(db);

  /** Checks and keeps an upload: the bytes first, so a row never names bytes that are not there. */
  async function keep(owner: Account, file: Blob, allowed?: readonly UploadKind[]) {
    const upload = await checkUpload(file, allowed);
    const id = randomUUID();
    await store.put(id, upload.bytes, upload.type);
    return files.create(owner, {
      id,
      kind: upload.kind,
      type: upload.type,
      size: upload.bytes.length,
      name: upload.name,
    });
  }

  return (api) => {
    api.implement('file.upload', async ({ body, account }) => keep(account, body.file));

    api.implement('custom.screenRecordingUpload', async ({ body, account }) => keep(account, body.upl, ['recording']));

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
