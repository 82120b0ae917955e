// Where the bytes of uploaded files live: the data folder by default, an S3-compatible bucket when configured.
// Keys are the ids of `files` rows; the rows (server/stores/files.ts) say whose a file is.
import { join } from 'node:path';
import { diskFileStore } from './disk-store.ts';

export interface FileStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or undefined when the store has none under the key. */
  get(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>;
}

/** An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...): S3_BUCKET and its neighbours in server/config.ts. */
export interface S3Settings {
  bucket: string;
  region: string;
  /** S3_ENDPOINT: a service other than AWS; its buckets are addressed by path (http://host/bucket/key). */
  endpoint?: string;
  /** S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, both or none: none uses the SDK's own chain (environment, role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * The configured store. The S3 client (a large module) is loaded only when a bucket is configured, and then on the
 * first file that is stored or read, so a server without S3 never loads it.
 */
export function openFileStore(settings: { dataDir: string; s3?: S3Settings | undefined }): FileStore {
  const { s3 } = settings;
  if (!s3) return diskFileStore(join(settings.dataDir, 'files'));
  let loaded: Promise<FileStore> | undefined;
  const bucket = () => (loaded ??= import('./s3-store.ts').then(({ s3FileStore }) => s3FileStore(s3)));
  return {
    kind: 's3',
    put: async (key, bytes, contentType) => (await bucket()).put(key, bytes, contentType),
    get: async (key) => (await bucket()).get(key),
  };
}
