// A file is checked before it is sent, with the limits the server holds it to (src/contract/uploads.ts), so a
// learner hears at once that it is too large or of a type not taken. The server checks the bytes again.
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type UploadKind } from '../contract/uploads.ts';

export type UploadProblem =
  | { readonly problem: 'tooLarge'; readonly maxMegabytes: number }
  | { readonly problem: 'wrongType'; readonly types: readonly string[] };

export function uploadProblem(file: Pick<File, 'size' | 'type'>, kind: UploadKind): UploadProblem | null {
  if (!UPLOAD_TYPES[kind].includes(file.type)) return { problem: 'wrongType', types: UPLOAD_TYPES[kind] };
  if (file.size > MAX_UPLOAD_BYTES[kind]) {
    return { problem: 'tooLarge', maxMegabytes: MAX_UPLOAD_BYTES[kind] / (1024 * 1024) };
  }
  return null;
}
