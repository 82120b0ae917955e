import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The server's data folder, chosen once by playwright.config.ts and handed to every worker. */
function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through playwright.config.ts');
  return dir;
}

/** Quoted-printable, in case the mail is written that way: soft line breaks and =XX bytes. */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

async function newestMailTo(email: string): Promise<string | undefined> {
  const folder = join(dataDir(), 'outbox');
  const names = await readdir(folder).catch(() => [] as string[]);
  // File names start with a timestamp, so the newest sorts last.
  for (const name of names
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .reverse()) {
    const mail = await readFile(join(folder, name), 'utf8');
    const [head = '', ...body] = mail.split(/\r?\n\r?\n/);
    if (!new RegExp(`^To:.*\\b${email.replace(/[.+]/g, '\\$&')}\\b`, 'mi').test(head)) continue;
    const text = body.join('\n\n');
    return /^Content-Transfer-Encoding:\s*quoted-printable/im.test(head) ? decodeQuotedPrintable(text) : text;
  }
  return undefined;
}

/**
 * The reset link of the newest mail to this address in the server's outbox (<DATA_DIR>/outbox/*.eml), waiting for
 * the mail to be written.
 */
export async function resetLinkMailedTo(email: string): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        link = (await newestMailTo(email))?.match(/https?:\/\/\S+\/auth\/reset-password-redirect\/[\w-]+/)?.[0];
        return link;
      },
      { message: `a reset mail to ${email} in the outbox`, timeout: 10_000 },
    )
    .toBeTruthy();
  return new URL(link ?? '');
}
