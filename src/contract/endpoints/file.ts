// Files of image and recording notes (spec 1 §2 route /file/{fileId}): upload, and fetch for the owner. Product
// calls: spec 2 §7 shows only the screen recording upload (POST /custom/scr/upload), which answers the same.
import { z } from 'zod';
import { storedFileSchema } from '../uploads.ts';
import { binary, fileField, json, multipart, type Endpoint } from '../endpoint.ts';
import { gates } from '../gates.ts';

export const fileEndpoints = {
  'file.upload': {
    summary: 'Upload a file',
    method: 'POST',
    path: '/file',
    auth: 'bearer',
    gates: [gates.uploadFile],
    body: multipart(z.object({ file: fileField })),
    answer: json(storedFileSchema),
  },
  // The learner's own files, newest first (at most FILE_LIST_LIMIT): the File Upload widget lists them.
  'file.list': {
    summary: "List the learner's files",
    method: 'GET',
    path: '/files',
    auth: 'bearer',
    gates: [gates.readFile],
    answer: json(z.array(storedFileSchema)),
  },
  'file.get': {
    summary: 'Download a stored file',
    method: 'GET',
    path: '/file/{fileId}',
    auth: 'bearer',
    gates: [gates.readFile],
    answer: binary,
  },
} as const satisfies Record<`file.${string}`, Endpoint>;
