// A file is checked before it is sent, with the limits the server holds it to (src/contract/uploads.ts), so a
// learner hears at once that it is too large or of a type not taken. The server checks the bytes again.
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadKind } from '../contract/uploads.ts';

export type UploadProblem =
  | { readonly problem: 'tooLarge'; readonly maxMegabytes: number }
  | { readonly problem: 'wrongType'; readonly types: readonly string[] };

/**
 * The file types a learner may send for a note of this kind: a recording may be a video only for a role that may
 * upload video (spec 1 §6: Default and User may not; the server refuses it too).
 */
export function acceptedTypes(kind: UploadKind, { video }: { video: boolean }): readonly string[] {
  return UPLOAD_TYPES[kind].filter((type) => video || !type.startsWith('video/'));
}

export function uploadProblem(
  file: Pick<File, 'size' | 'type'>,
  kind: UploadKind,
  types: readonly string[] = UPLOAD_TYPES[kind],
): UploadProblem | null {
  if (!types.includes(file.type)) return { problem: 'wrongType', types };
  if (file.size > MAX_UPLOAD_BYTES[kind]) {
    return { problem: 'tooLarge', maxMegabytes: MAX_UPLOAD_BYTES[kind] / (1024 * 1024) };
  }
  return null;
}
