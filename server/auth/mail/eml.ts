import type { MailMessage } from './transport.ts';

/** A header value in RFC 2047 form when it is not plain ASCII (a Hindi subject, a name with an accent). */
function headerText(value: string): string {
  return /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value, 'utf8').toString('base64')}?=`;
}

/**
 * The mail as an .eml file any mail program opens. The body is 8bit UTF-8, not quoted-printable, so the reset
 * link stays on one line for a developer (and a test) reading the file as text.
 */
export function emlText(message: MailMessage & { from: string; id: string; date: Date }): string {
  const domain = /@([^>\s]+)/.exec(message.from)?.[1] ?? 'localhost';
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return [
    `From: ${headerText(message.from)}`,
    `To: ${message.to}`,
    `Subject: ${headerText(message.subject)}`,
    `Date: ${message.date.toUTCString()}`,
    `Message-ID: <${message.id}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    body,
    '',
  ].join('\r\n');
}
