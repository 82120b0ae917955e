// The page's learner files: the File Upload widget's list and uploads. Each upload goes through a client of the same
// API whose fetch reports the bytes sent (src/api/xhr-fetch.ts).
import { createApiClient } from '../api/client.ts';
import { progressFetch } from '../api/xhr-fetch.ts';
import { createFileUploads } from '../files/file-uploads.ts';
import { kitApi, kitApiOptions } from './api.ts';
import { session } from './session.ts';

export const fileUploads = createFileUploads({
  api: kitApi,
  user: session.signals.user,
  send: (file, onProgress, signal) =>
    createApiClient({ ...kitApiOptions, fetch: progressFetch(onProgress) }).call('file.upload', {
      body: { file },
      signal,
    }),
});

/** One of the learner's files (GET /file/{fileId}: spec 1 §2 /file/{fileId}), read with their token. */
export function learnerFile(fileId: string, signal?: AbortSignal): Promise<Blob> {
  return kitApi.call('file.get', { params: { fileId }, ...(signal ? { signal } : {}) });
}
