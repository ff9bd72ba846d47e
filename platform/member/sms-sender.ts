// How an SMS reaches a phone: an SmsSender adapter, chosen by SMS_PROVIDER (platform/env.ts).
// 'outbox' (the default, a demo's phone) stores each message in sms_outbox and writes it to the log,
// and the outbox endpoint lists a phone's latest messages so that a demo can read its codes; a
// deployment refuses it. 'http' posts each message to an SMS gateway
// (docs/decisions/011-members-and-admission.md, SMS codes). Another provider implements the same
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
   * Delivers (or queues) a message. The outbox is called inside the transaction that stores the code,
   * as its last step (a throw rolls the code back). A provider is called once that transaction has
   * committed, holding no lock nor connection while a slow gateway answers; when it throws, the code
   * and its idempotency key are withdrawn (sms.ts `deliverCode`), so no code stays that was never sent.
   */
  send(message: SmsMessage, tx?: Db): Promise<void>;
}

/** Which adapter, and its settings (read from the environment by platform/env.ts readSmsEnv). */
export type SmsProviderSettings = { kind: 'outbox' } | { kind: 'http'; url: string; token: string; timeoutMs: number };

export function outboxSmsSender(logger: Logger): SmsSender {
  return {
    kind: 'outbox',
    async send(message, tx) {
      if (!tx) throw new Error('the outbox writes in the transaction that stores the code');
      await tx.insert(smsOutbox).values({ phone: message.phone, purpose: message.purpose, text: message.text, createTime: new Date(message.at) });
      logger.info({ phone: message.phone, purpose: message.purpose, text: message.text }, 'sms kept in the outbox (no SMS provider configured)');
    },
  };
}

/**
 * An SMS gateway over HTTP: `POST url` with `{ phone, purpose, text }` as JSON and
 * `Authorization: Bearer token`; any 2xx is delivered. Anything else, no answer within `timeoutMs`
 * or no connection throws (the code is rolled back and the caller answers 9999). The message text
 * holds the code, so neither it nor the token is ever logged.
 */
export function httpSmsSender(settings: { url: string; token: string; timeoutMs: number }): SmsSender {
  return {
    kind: 'provider',
    async send(message) {
      let response: Response;
      try {
        response = await fetch(settings.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.token}` },
          body: JSON.stringify({ phone: message.phone, purpose: message.purpose, text: message.text }),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const reason = (error as Error).name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : 'unreachable';
        throw new Error(`SMS gateway ${reason}`, { cause: error });
      }
      // The body is not read: only the status says whether the message was taken.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered HTTP ${response.status}`);
    },
  };
}

export function smsSenderFor(settings: SmsProviderSettings, logger: Logger): SmsSender {
  switch (settings.kind) {
    case 'outbox':
      return outboxSmsSender(logger);
    case 'http':
      return httpSmsSender(settings);
  }
}
