// How an SMS reaches a phone: an SmsSender adapter. Where no SMS provider is configured (the
// default) the outbox adapter stores each message in sms_outbox and writes it to the log, and the
// outbox endpoint lists a phone's latest messages so that a demo can read its codes
// (docs/decisions/011-members-and-admission.md#sms-codes). A provider's adapter implements the same
// interface and is passed to startPlatform({ smsSender }).
import type { Logger } from 'pino';
import type { SmsPurpose } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';

export type SmsMessage = { phone: string; purpose: SmsPurpose; text: string; at: number };

export interface SmsSender {
  /** 'outbox': no provider; the messages stay readable in sms_outbox (and the outbox endpoint exists). */
  readonly kind: 'outbox' | 'provider';
  /**
   * Delivers (or queues) a message. Called inside the transaction that stores the code, as its last
   * step: a throw rolls the code back, so no code exists that was never sent.
   */
  send(message: SmsMessage, tx: Db): Promise<void>;
}

export function outboxSmsSender(logger: Logger): SmsSender {
  return {
    kind: 'outbox',
    async send(message, tx) {
      await tx.insert(smsOutbox).values({ phone: message.phone, purpose: message.purpose, text: message.text, createTime: new Date(message.at) });
      logger.info({ phone: message.phone, purpose: message.purpose, text: message.text }, 'sms kept in the outbox (no SMS provider configured)');
    },
  };
}
