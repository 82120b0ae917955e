// What an upload must be before it is kept: one of the allowed types by its bytes (not by the type the browser
// declares, which anyone can set), not empty, and within its kind's size.
import { fileTypeFromBuffer } from 'file-type';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, uploadKinds, type UploadKind } from '../../src/contract/uploads.ts';
import { HttpError } from '../http/errors.ts';

export interface CheckedUpload {
  kind: UploadKind;
  type: string;
  bytes: Uint8Array;
  name: string;
}

const MIB = 1024 * 1024;
const MAX_NAME_LENGTH = 200;

/** The file's own name, without folders or control characters, for the download; "upload" when it has none. */
function fileName(file: Blob): string {
  const given = file instanceof File ? file.name : '';
  const base = (given.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}"]/gu, '').trim();
  return base.slice(0, MAX_NAME_LENGTH) || 'upload';
}

export async function checkUpload(file: Blob, allowed: readonly UploadKind[] = uploadKinds): Promise<CheckedUpload> {
  const largest = Math.max(...allowed.map((kind) => MAX_UPLOAD_BYTES[kind]));
  // Refused before its bytes are looked at: no kind allows a file this large.
  if (file.size > largest) throw new HttpError(413, 'server.files.tooLarge', { megabytes: largest / MIB });
  if (file.size === 0) throw new HttpError(400, 'server.files.empty');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = (await fileTypeFromBuffer(bytes))?.mime;
  const kind = allowed.find((candidate) => type !== undefined && UPLOAD_TYPES[candidate].includes(type));
  if (!kind || !type) {
    const types = allowed.flatMap((candidate) => UPLOAD_TYPES[candidate]).join(', ');
    throw new HttpError(415, 'server.files.wrongType', { types });
  }
  if (bytes.length > MAX_UPLOAD_BYTES[kind]) {
    throw new HttpError(413, 'server.files.tooLarge', { megabytes: MAX_UPLOAD_BYTES[kind] / MIB });
  }
  return { kind, type, bytes, name: fileName(file) };
}
