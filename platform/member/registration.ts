// Registration (docs/decisions/011-members-and-admission.md): an SMS code to the phone (the outbox
// a demo reads it from is queries.ts's), and the registration, which creates the member, its user
// and, with a role, that role (a buyer's shop), in one transaction, and logs the new member in.
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { RegisterBody, SmsSendBody } from '#contract/endpoints.ts';
import { passwordProblems, type LoginResult, type SmsSent } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { clientIp } from '../http/client-address.ts';
import { BusinessError } from '../http/errors.ts';
import { CommittedRefusal, forgetKey, lockName, once, requestKey } from '../http/idempotency.ts';
import { localeOf } from '../http/route.ts';
import { generatedLogo, takeRole } from './accounts.ts';
import { loginAnswer } from './login.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession } from './sessions.ts';
import { consumeCode, deliverCode, issueCode, type PendingDelivery, phoneLock, phoneTaken } from './sms.ts';
import type { SmsSender } from './sms-sender.ts';

/** 25014 unless the password keeps the rule the portal shows as the user types. */
export function requireStrongPassword(password: string): void {
  if (passwordProblems(password).length > 0) throw new BusinessError(Code.PASSWORD_WEAK);
}

/**
 * A code to the phone for `purpose`; a phone change is a member's, so only a logged-in one asks
 * for its code. `hourlyPerIp`: codes one client address may ask for in an hour (SMS_HOURLY_PER_IP,
 * configurable: docs/decisions/011-members-and-admission.md).
 */
export async function sendSmsCode(
  { db, now }: PlatformContext,
  sms: { sender: SmsSender; hourlyPerIp: number },
  ask: { body: z.output<typeof SmsSendBody>; caller: Caller | null; request: FastifyRequest },
): Promise<SmsSent> {
  const { body, caller, request } = ask;
  if (body.purpose === 'changePhone' && !caller) throw new BusinessError(Code.LOGIN_EXPIRED);
  const key = requestKey(body.idempotencyKey, request);
  const scope = caller ? `m${caller.memberId}:sms` : `sms:${body.phone}`;
  const codeRequest = {
    phone: body.phone,
    purpose: body.purpose,
    clientIp: clientIp(request),
    locale: localeOf(request),
    now: now(),
    hourlyPerIp: sms.hourlyPerIp,
  };
  // A provider's delivery waits for the commit: no lock nor connection is held while a gateway answers.
  let delivery: PendingDelivery | null = null;
  const { result } = await once(db, scope, key, async (tx) => {
    const issued = await issueCode(tx, sms.sender, codeRequest);
    delivery = issued.delivery;
    return issued.sent;
  });
  if (delivery) await deliverCode(db, sms.sender, delivery, (tx) => forgetKey(tx, scope, key));
  return result;
}

/** Registers the member and its user (and role), and logs it in; the same registration sent again logs in the member it created. */
export async function register(context: PlatformContext, body: z.output<typeof RegisterBody>, request: FastifyRequest): Promise<LoginResult> {
  const { db, now } = context;
  if (!body.agreementAccepted) throw new BusinessError(Code.AGREEMENT_REQUIRED);
  requireStrongPassword(body.password);
  const key = requestKey(body.idempotencyKey, request);
  const password = await hashPassword(body.password);
  const at = now();
  // The session is the registration's too: created in its transaction, its token never stored with the key.
  let session: { token: string; expiresAt: number } | undefined;
  const { result, replayed } = await once(db, `register:${body.phone}`, key, async (tx) => {
    await phoneLock(tx, body.phone);
    await lockName(tx, `account:${body.account.toLowerCase()}`);
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.account, body.account)).limit(1);
    if (taken) throw new BusinessError(Code.ACCOUNT_TAKEN);
    if (await phoneTaken(tx, body.phone)) throw new BusinessError(Code.PHONE_REGISTERED);
    const refused = await consumeCode(tx, body.phone, 'register', body.smsCode, at);
    if (refused) return new CommittedRefusal(refused);

    const [member] = await tx
      .insert(members)
      .values({ name: body.companyName, logo: generatedLogo(body.companyName), memberRoleType: null, createTime: new Date(at) })
      .returning({ id: members.id });
    if (body.role) await takeRole(tx, member!.id, body.role, at);
    const [user] = await tx
      .insert(users)
      .values({
        memberId: member!.id,
        account: body.account,
        name: body.account,
        phone: body.phone,
        passwordHash: password.hash,
        passwordSalt: password.salt,
        // A buyer's first user answers its customer service chat (docs/decisions/016-messages.md).
        customerService: body.role === 'buyer',
        createTime: new Date(at),
      })
      .returning({ id: users.id });
    session = await createSession({ db: tx, now }, user!.id);
    return { userId: user!.id };
  });
  if (replayed) {
    // The same registration sent again: log in the member it created, if the password is its.
    const [user] = await db.select({ hash: users.passwordHash, salt: users.passwordSalt }).from(users).where(eq(users.id, result.userId));
    if (!user || !(await verifyPassword(body.password, user))) throw new BusinessError(Code.WRONG_ACCOUNT_OR_PASSWORD);
  }
  return loginAnswer(context, result.userId, replayed ? undefined : session);
}
