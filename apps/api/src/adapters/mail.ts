import type { Db } from '../db/database';
import { mailOutboxRepository } from '../repositories/mail';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachment?: { name: string; bytes: Buffer };
};

/** The mail seam (issue #14: invoices re-sent to an e-mail): services send through this, never to a provider. */
export interface MailGateway {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Development gateway: mails go to the `mail_outbox` table (the attachment's name and size) instead
 * of an inbox, and are read back at GET /__dev/mail (never in production), like the SMS outbox.
 */
export function devOutboxMail(
  db: Db,
  clock: () => Date = () => new Date(),
): MailGateway & { read(to: string | undefined): ReturnType<ReturnType<typeof mailOutboxRepository>['recent']> } {
  const outbox = mailOutboxRepository(db);
  return {
    name: 'dev-outbox',
    read: (to) => outbox.recent(to),
    async send(message) {
      await outbox.add({
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachmentName: message.attachment?.name ?? null,
        attachmentBytes: message.attachment?.bytes.length ?? null,
        sentAt: clock(),
      });
    },
  };
}
