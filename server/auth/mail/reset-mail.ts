import type { LocaleCode } from '../../../src/contract/locales.ts';
import { serverMessage } from '../../http/messages.ts';
import type { MailMessage } from './transport.ts';

/** The forgotten-password mail, in the language the learner asked in. */
export function resetPasswordMail(input: {
  lang: LocaleCode;
  to: string;
  name: string;
  username: string;
  link: string;
  minutes: number;
}): MailMessage {
  const { lang, to, ...vars } = input;
  return {
    to,
    subject: serverMessage(lang, 'server.auth.resetMailSubject'),
    text: serverMessage(lang, 'server.auth.resetMailBody', vars),
  };
}
