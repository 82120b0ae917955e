/** One plain-text mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Where mails go: the outbox by default (a developer reads them), SMTP when configured. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}
