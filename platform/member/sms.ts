// SMS verification codes (docs/decisions/011-members-and-admission.md#sms-codes): a six-digit code
// per phone and purpose, good for SMS_CODE_TTL_MS, stored only as a hash; one per phone every
// SMS_RESEND_MS and at most SMS_HOURLY_PER_IP an hour from one client address, all by the
// platform's clock. A code is checked against the phone's latest one for the purpose; a wrong one
// counts, and SMS_MAX_ATTEMPTS of them spend it.
import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gt } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import {
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_HOURLY_PER_IP,
  SMS_MAX_ATTEMPTS,
  SMS_RESEND_MS,
  type SmsPurpose,
  type SmsSent,
} from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { smsCodes, users } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { lockName } from '../http/idempotency.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

const HOUR = 60 * 60_000;

const TEXTS: Record<Locale, Record<SmsPurpose, (code: string) => string>> = {
  'zh-CN': {
    register: (code) => `【采购门户】您的注册验证码为 ${code}，5 分钟内有效，请勿告诉他人。`,
    changePhone: (code) => `【采购门户】您正在更换手机号，验证码为 ${code}，5 分钟内有效，请勿告诉他人。`,
  },
  'en-US': {
    register: (code) => `[Procurement portal] Your registration code is ${code}. It is valid for 5 minutes; do not share it.`,
    changePhone: (code) => `[Procurement portal] Your code to change your phone number is ${code}. It is valid for 5 minutes; do not share it.`,
  },
  'ko-KR': {
    register: (code) => `[구매 포털] 회원가입 인증 코드는 ${code}입니다. 5분간 유효하며 다른 사람에게 알려주지 마세요.`,
    changePhone: (code) => `[구매 포털] 휴대폰 번호 변경 인증 코드는 ${code}입니다. 5분간 유효하며 다른 사람에게 알려주지 마세요.`,
  },
};

function hashCode(phone: string, purpose: SmsPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');
}

/** Whether a user already has this phone. */
export async function phoneTaken(tx: Db, phone: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return row !== undefined;
}

/** The lock every transaction that gives a phone to a user, or a code to a phone, takes first. */
export const phoneLock = (tx: Db, phone: string) => lockName(tx, `phone:${phone}`);

/** hourlyPerIp: at most this many codes an hour from one client address (default SMS_HOURLY_PER_IP). */
export type CodeRequest = { phone: string; purpose: SmsPurpose; clientIp: string; locale: Locale; now: number; hourlyPerIp?: number };

/**
 * Stores a new code inside the caller's transaction and, for the outbox, sends it there too; a
 * provider's delivery comes back to be made after commit (deliverCode). 25012, 1204 or 1205 instead.
 */
export async function issueCode(tx: Db, sender: SmsSender, request: CodeRequest): Promise<{ sent: SmsSent; delivery: PendingDelivery | null }> {
  const { phone, purpose, clientIp, now, hourlyPerIp = SMS_HOURLY_PER_IP } = request;
  await phoneLock(tx, phone);
  await lockName(tx, `sms-ip:${clientIp}`);
  // Both purposes give the phone to a member: one already registered cannot be given again.
  if (await phoneTaken(tx, phone)) throw new BusinessError(Code.PHONE_REGISTERED);
  const [last] = await tx
    .select({ createTime: smsCodes.createTime })
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createTime))
    .limit(1);
  if (last && now - last.createTime.getTime() < SMS_RESEND_MS) throw new BusinessError(Code.SMS_TOO_SOON);
  const [fromAddress] = await tx
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.clientIp, clientIp), gt(smsCodes.createTime, new Date(now - HOUR))));
  if ((fromAddress?.n ?? 0) >= hourlyPerIp) throw new BusinessError(Code.SMS_HOURLY_LIMIT);

  const code = String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');
  const expiresAt = now + SMS_CODE_TTL_MS;
  const [stored] = await tx
    .insert(smsCodes)
    .values({
      phone,
      purpose,
      codeHash: hashCode(phone, purpose, code),
      clientIp,
      expiresAt: new Date(expiresAt),
      createTime: new Date(now),
    })
    .returning({ id: smsCodes.id });
  const message = { phone, purpose, text: TEXTS[request.locale][purpose](code), at: now };
  if (sender.kind === 'outbox') await sender.send(message, tx);
  return {
    sent: { phone, purpose, expiresAt, resendAt: now + SMS_RESEND_MS },
    delivery: sender.kind === 'outbox' ? null : { message, codeId: stored!.id },
  };
}

/** A code stored for a provider to deliver once its transaction has committed (issueCode). */
export type PendingDelivery = { message: SmsMessage; codeId: number };

/**
 * Hands a committed code to the provider, outside any transaction. When the provider fails, the code
 * and the idempotency key that stored it are withdrawn in one transaction, and the failure is thrown
 * (the caller answers 9999): the same request may be sent again at once, and no code stays unsent.
 */
export async function deliverCode(db: Db, sender: SmsSender, delivery: PendingDelivery, withdrawKey: (tx: Db) => Promise<void>): Promise<void> {
  try {
    await sender.send(delivery.message);
  } catch (error) {
    await db.transaction(async (tx) => {
      await tx.delete(smsCodes).where(eq(smsCodes.id, delivery.codeId));
      await withdrawKey(tx as unknown as Db);
    });
    throw error;
  }
}

/**
 * Checks `code` against the phone's latest code for the purpose and spends it: null when it is
 * right; 1201 when there is none that is still good, 1202 when it is wrong (counted, and the count
 * must be committed: the caller returns the refusal as a CommittedRefusal).
 */
export async function consumeCode(tx: Db, phone: string, purpose: SmsPurpose, code: string, now: number): Promise<BusinessError | null> {
  const [latest] = await tx
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.id))
    .limit(1)
    .for('update');
  if (!latest || latest.consumedTime || latest.expiresAt.getTime() <= now || latest.attempts >= SMS_MAX_ATTEMPTS) {
    return new BusinessError(Code.SMS_CODE_MISSING);
  }
  if (latest.codeHash !== hashCode(phone, purpose, code.trim())) {
    await tx
      .update(smsCodes)
      .set({ attempts: latest.attempts + 1 })
      .where(eq(smsCodes.id, latest.id));
    return new BusinessError(Code.SMS_CODE_WRONG);
  }
  await tx
    .update(smsCodes)
    .set({ consumedTime: new Date(now) })
    .where(eq(smsCodes.id, latest.id));
  return null;
}
