// Files a learner uploads for image and recording notes: which types, how large. The server checks the bytes
// themselves, not the type a browser declares; the kit reads the same limits to refuse a file before sending it.
import { z } from 'zod';

export const uploadKinds = ['image', 'recording'] as const;
export type UploadKind = (typeof uploadKinds)[number];

/** Types by their bytes. No SVG: an SVG image can carry script. Recordings: spec 2 §9.1's video/webm and kin. */
export const UPLOAD_TYPES: Readonly<Record<UploadKind, readonly string[]>> = {
  image: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  recording: ['video/webm', 'video/mp4', 'audio/ogg', 'audio/mpeg', 'audio/wav'],
};

const MIB = 1024 * 1024;
/** The largest file of each kind, in bytes (a recording stays under the API's largest body). */
export const MAX_UPLOAD_BYTES: Readonly<Record<UploadKind, number>> = { image: 10 * MIB, recording: 40 * MIB };

/** How many of a learner's files GET /files lists: the newest. */
export const FILE_LIST_LIMIT = 100;

/** An uploaded file as the server answers it: where to fetch it (GET /file/{fileId}) and what it is. */
export const storedFileSchema = z.looseObject({
  fileId: z.string().min(1),
  // The API path of the file, e.g. /api/v1/file/{fileId}: what a note keeps in noteUrl.
  Location: z.string(),
  kind: z.enum(uploadKinds),
  type: z.string(),
  size: z.number().int().positive(),
  name: z.string(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
