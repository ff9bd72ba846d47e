// Registration and the member centre as small stories (docs/decisions/011-members-and-admission.md):
// SMS codes and their windows (the platform's clock is moved, never waited for) and registering;
// the member centre's stories are in member-centre-suite.ts. Run inside describeApiSuite, once per database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { SMS_CODE_TTL_MS, SMS_HOURLY_PER_IP, SMS_RESEND_MS } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { DEMO_PHONES } from '../seed/members.ts';
import { freshAccount, freshIp, freshKey, freshPhone, memberHelpers, type MemberSuiteContext } from './member-helpers.ts';
import { storyHelpers } from './stories.ts';

const HOUR = 60 * 60_000;

export function memberStories(context: MemberSuiteContext) {
  const { client, clock, db, now } = context;
  const { call, raw } = client;
  const { expectCode } = storyHelpers(client);
  const { latestCode, sendCode, register } = memberHelpers(context);

  /** A registration body for a phone that has a code waiting. */
  async function registration(phone: string, overrides: Record<string, unknown> = {}) {
    return {
      companyName: '测试注册有限公司',
      account: freshAccount('reg'),
      phone,
      smsCode: await latestCode(phone),
      password: 'abc12345',
      role: 'supplier',
      agreementAccepted: true,
      idempotencyKey: freshKey(),
      ...overrides,
    };
  }

  describe('SMS codes', () => {
    it('a phone can get one code a minute, and the code reaches the outbox in the caller’s language', async () => {
      const phone = freshPhone();
      const ip = freshIp();
      try {
        const first = await sendCode(phone, { ip });
        expect(first).toMatchObject({
          code: Code.SUCCESS,
          data: { phone, purpose: 'register', expiresAt: now + SMS_CODE_TTL_MS, resendAt: now + SMS_RESEND_MS },
        });
        const [message] = await call(api.sms.outbox, { query: { phone } });
        expect(message!.text).toMatch(/【采购门户】.*\d{6}/);
        clock.move(SMS_RESEND_MS - 1_000);
        expect((await sendCode(phone, { ip })).code).toBe(Code.SMS_TOO_SOON);
        clock.move(1_000);
        const english = await raw('POST', api.sms.send.path, {
          body: { phone, purpose: 'register', idempotencyKey: freshKey() },
          language: 'en',
          headers: { 'x-forwarded-for': ip },
        });
        expect(english.code).toBe(Code.SUCCESS);
        const messages = await call(api.sms.outbox, { query: { phone } });
        expect(messages).toHaveLength(2);
        expect(messages[0]!.text).toMatch(/^\[Procurement portal\] Your registration code is \d{6}/);
      } finally {
        clock.reset();
      }
    });

    it('a retried send with the same key answers the first code and sends no second one', async () => {
      const phone = freshPhone();
      const key = freshKey();
      const [a, b] = await Promise.all([sendCode(phone, { key }), sendCode(phone, { key })]);
      expect(a).toMatchObject({ code: Code.SUCCESS });
      expect(b).toEqual(a);
      expect(await call(api.sms.outbox, { query: { phone } })).toHaveLength(1);
    });

    it('an address gets at most 10 codes an hour', async () => {
      const ip = freshIp();
      try {
        for (let n = 0; n < SMS_HOURLY_PER_IP; n++) expect((await sendCode(freshPhone(), { ip })).code).toBe(Code.SUCCESS);
        const refused = await sendCode(freshPhone(), { ip });
        expect(refused).toMatchObject({ code: Code.SMS_HOURLY_LIMIT, message: messageFor(Code.SMS_HOURLY_LIMIT, 'zh-CN'), data: null });
        expect((await sendCode(freshPhone())).code).toBe(Code.SUCCESS); // another address is not held back
        clock.move(HOUR);
        expect((await sendCode(freshPhone(), { ip })).code).toBe(Code.SUCCESS);
      } finally {
        clock.reset();
      }
    });

    it('is refused for a registered phone, and for a phone change without a login', async () => {
      expect((await sendCode(DEMO_PHONES.buyer!)).code).toBe(Code.PHONE_REGISTERED);
      expect((await sendCode(freshPhone(), { purpose: 'changePhone' })).code).toBe(Code.LOGIN_EXPIRED);
      await expectCode(api.sms.send, { body: { phone: '12345', purpose: 'register', idempotencyKey: freshKey() } }, Code.PARAM_INVALID);
      await expectCode(api.sms.send, { body: { phone: freshPhone(), purpose: 'register' } }, Code.PARAM_INVALID);
    });

    it('stores codes hashed, never as sent', async () => {
      const phone = freshPhone();
      await sendCode(phone);
      const code = await latestCode(phone);
      const rows = await selectRows<{ code_hash: string }>(db(), sql`select code_hash from sms_codes where phone = ${phone}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.code_hash).not.toContain(code);
    });
  });

  describe('registration', () => {
    it('registers a supplier, logs it in, and its account and password log in again', async () => {
      const phone = freshPhone();
      await sendCode(phone);
      const body = await registration(phone);
      const result = await call(api.registration.register, { body });
      expect(result).toMatchObject({ memberRoleType: 1, name: body.account, roles: [{ memberRoleType: 1 }] });
      expect(result.expiresAt).toBe(now + 7 * 86_400_000);
      expect(await call(api.member.current, { token: result.token })).toMatchObject({ userId: result.userId, memberRoleType: 1 });
      expect((await raw('POST', api.member.login.path, { body: { account: body.account, password: body.password } })).code).toBe(Code.SUCCESS);
    }, 30_000);

    it('a code expires after five minutes', async () => {
      const phone = freshPhone();
      try {
        await sendCode(phone);
        const body = await registration(phone);
        clock.move(SMS_CODE_TTL_MS);
        await expectCode(api.registration.register, { body }, Code.SMS_CODE_MISSING);
      } finally {
        clock.reset();
      }
    });

    it('a wrong code is told 1202, and five wrong tries spend the code', async () => {
      const phone = freshPhone();
      await sendCode(phone);
      const body = await registration(phone);
      const wrong = String((Number(body.smsCode) + 1) % 1_000_000).padStart(6, '0');
      for (let n = 0; n < 5; n++) await expectCode(api.registration.register, { body: { ...body, smsCode: wrong } }, Code.SMS_CODE_WRONG);
      // The same form (same key) with the right code: the code is spent by now.
      await expectCode(api.registration.register, { body }, Code.SMS_CODE_MISSING);
      await expectCode(api.registration.register, { body: { ...body, phone: freshPhone() } }, Code.SMS_CODE_MISSING);
    });

    it('refuses a registered phone, a taken account, a weak password and an unaccepted agreement, in the caller’s language', async () => {
      const phone = freshPhone();
      await sendCode(phone);
      const body = await registration(phone);
      const refusals: Array<[Record<string, unknown>, number]> = [
        [{ phone: DEMO_PHONES.supplier }, Code.PHONE_REGISTERED],
        [{ account: 'buyer' }, Code.ACCOUNT_TAKEN],
        [{ password: 'abcdefgh' }, Code.PASSWORD_WEAK],
        [{ password: '12345678' }, Code.PASSWORD_WEAK],
        [{ password: 'ab1' }, Code.PASSWORD_WEAK],
        [{ password: `a1${'x'.repeat(31)}` }, Code.PASSWORD_WEAK],
        [{ agreementAccepted: false }, Code.AGREEMENT_REQUIRED],
      ];
      for (const [change, code] of refusals) {
        const answer = await raw('POST', api.registration.register.path, { body: { ...body, ...change }, language: 'en' });
        expect(answer, JSON.stringify(change)).toMatchObject({ code, message: messageFor(code, 'en-US'), data: null });
      }
      await expectCode(api.registration.register, { body: { ...body, account: '1abc' } }, Code.PARAM_INVALID);
      // None of them spent the code: the registration still goes through.
      expect((await raw('POST', api.registration.register.path, { body })).code).toBe(Code.SUCCESS);
    }, 30_000);

    it('a double-submitted registration creates one member and logs both answers in as it', async () => {
      const phone = freshPhone();
      await sendCode(phone);
      const body = await registration(phone, { role: null });
      const [a, b] = await Promise.all([
        raw('POST', api.registration.register.path, { body }),
        raw('POST', api.registration.register.path, { body }),
      ]);
      expect(a.code).toBe(Code.SUCCESS);
      expect(b.code).toBe(Code.SUCCESS);
      const [first, second] = [a.data as { userId: number; token: string }, b.data as { userId: number; token: string }];
      expect(second.userId).toBe(first.userId);
      expect(second.token).not.toBe(first.token);
      const rows = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from users where phone = ${phone}`);
      expect(rows[0]!.n).toBe(1);
      // The same key with another password is not a way in. The password is no part of the key's
      // stored hash (a fast hash of it would be a dictionary attack's gift), so the replay reaches the
      // registration's own check, which logs in only with the first request's password.
      await expectCode(api.registration.register, { body: { ...body, password: 'other1234' } }, Code.WRONG_ACCOUNT_OR_PASSWORD);
    }, 30_000);

    it('a buyer who registers has its shop among the buyer companies at once', async () => {
      const buyer = await register('buyer');
      const list = await call(api.buyerShop.list, { query: { memberName: buyer.name } });
      expect(list.data.some((card) => card.memberId === buyer.memberId)).toBe(true);
      const shop = await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      expect(shop.memberId).toBe(buyer.memberId);
    }, 30_000);
  });
}
