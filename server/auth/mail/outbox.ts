import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../../db/database.ts';
import { emlText } from './eml.ts';
import type { MailTransport } from './transport.ts';

/** A file name that sorts by time and is valid on every system (no colons). */
const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace('.', '');

/**
 * The default transport, for a machine with no mail server: each mail is a row of `mail_outbox`, a line in the
 * server log (with its links, so a developer can follow one) and a file `<dataDir>/outbox/<time>-<id>.eml`.
 */
export function outboxTransport(deps: {
  db: Queryable;
  dataDir: string;
  from: string;
  clock: () => Date;
  log: (line: string) => void;
}): MailTransport {
  const dir = join(deps.dataDir, 'outbox');
  return {
    async send(message) {
      const [row] = await deps.db.query<{ id: string }>(
        `insert into mail_outbox (to_address, from_address, subject, body_text, created_at)
         values ($1, $2, $3, $4, $5) returning id`,
        [message.to, deps.from, message.subject, message.text, deps.clock()],
      );
      const id = row?.id ?? crypto.randomUUID();
      const date = deps.clock();
      const file = join(dir, `${stamp(date)}-${id}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, emlText({ ...message, from: deps.from, id, date }), { mode: 0o600 });
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      deps.log(`[mail] outbox: to ${message.to}, "${message.subject}" ${links.join(' ')} (${file})`);
    },
  };
}
