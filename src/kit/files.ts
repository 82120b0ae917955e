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
