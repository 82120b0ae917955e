// Uploaded files (server/files) in storage: who uploaded which file, of what type. Every read names the owner.
import { FILE_LIST_LIMIT, type StoredFile, type UploadKind } from '../../src/contract/uploads.ts';
import type { Database } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { Account } from '../http/route.ts';
import { itemId, type PathId } from './ids.ts';

const NOT_FOUND = 'server.files.notFound';

/** Where a file is fetched from: its call's path under /api/v1, which a note keeps in noteUrl. */
export const fileLocation = (id: string) => `/api/v1/file/${id}`;

interface FileRow {
  id: string;
  kind: UploadKind;
  content_type: string;
  size: number;
  name: string;
}

const toFile = (row: FileRow): StoredFile => ({
  fileId: row.id,
  Location: fileLocation(row.id),
  kind: row.kind,
  type: row.content_type,
  size: row.size,
  name: row.name,
});

export function filesStore(db: Database) {
  return {
    async create(owner: Account, file: { id: string; kind: UploadKind; type: string; size: number; name: string }) {
      const [row] = await db.query<FileRow>(
        `insert into files (id, actor, kind, content_type, size, name) values ($1, $2, $3, $4, $5, $6)
         returning id, kind, content_type, size, name`,
        [file.id, owner.id, file.kind, file.type, file.size, file.name],
      );
      if (!row) throw new Error('insert into files returned no row');
      return toFile(row);
    },

    /** The owner's files, newest first. */
    async list(owner: Account): Promise<StoredFile[]> {
      const rows = await db.query<FileRow>(
        `select id, kind, content_type, size, name from files where actor = $1 order by created_at desc, id limit $2`,
        [owner.id, FILE_LIST_LIMIT],
      );
      return rows.map(toFile);
    },

    /** One of the owner's files; another learner's is not found, like one that never was. */
    async get(owner: Account, id: PathId): Promise<StoredFile> {
      const [row] = await db.query<FileRow>(
        'select id, kind, content_type, size, name from files where id = $1 and actor = $2',
        [itemId(id, NOT_FOUND), owner.id],
      );
      if (!row) throw new HttpError(404, NOT_FOUND);
      return toFile(row);
    },
  };
}
