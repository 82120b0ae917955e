import nodemailer from 'nodemailer';
import type { MailTransport } from './transport.ts';

/** Mails through an SMTP server (SMTP_URL, e.g. smtps://user:password@mail.example:465). */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}
