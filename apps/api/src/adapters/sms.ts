import type { Db } from '../db/database';
import { smsOutboxRepository } from '../repositories/sms';

export type SmsMessage = {
  /** Calling code without '+': 86, 852, 853, 886 (spec §9). */
  countryNo: string;
  mobile: string;
  /** What the message is for (register, reset, login), for the provider's template and the logs. */
  purpose: string;
  text: string;
};

/** The SMS gateway seam: the accounts slice sends codes through this, never to a provider directly. */
export interface SmsGateway {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

/**
 * Development gateway: messages go to the `sms_outbox` table instead of a phone, and are read back
 * at GET /__dev/sms-outbox (never in production).
 */
export function devOutboxSms(
  db: Db,
  clock: () => Date = () => new Date(),
): SmsGateway & {
  read(mobile: string, since?: Date): Promise<Array<{ purpose: string; text: string; sentAt: Date }>>;
} {
  const outbox = smsOutboxRepository(db);
  return {
    name: 'dev-outbox',
    async send(message) {
      await outbox.add({ ...message, sentAt: clock() });
    },
    read(mobile, since = new Date(0)) {
      return outbox.recent(mobile, since);
    },
  };
}
