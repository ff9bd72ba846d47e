// Registration and the member centre as small stories (docs/decisions/011-members-and-admission.md):
// SMS codes and their windows (the platform's clock is moved, never waited for), registering,
// the role choice, password and phone, the company profile feeding the buyer's shop, the home, and
// the capital ledger the database keeps append-only. Run inside describeApiSuite, once per database.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { SMS_CODE_TTL_MS, SMS_HOURLY_PER_IP, SMS_RESEND_MS } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { DEMO_PHONES } from '../seed/members.ts';
import { freshAccount, freshIp, freshKey, freshPhone, memberHelpers, PDF, PNG, type MemberSuiteContext } from './member-helpers.ts';
import { storyHelpers } from './stories.ts';

const HOUR = 60 * 60_000;

export function memberStories(context: MemberSuiteContext) {
  const { client, clock, db, now } = context;
  const { call, raw, login } = client;
  const { expectCode } = storyHelpers(client);
  const { latestCode, sendCode, register, uploaded, upload } = memberHelpers(context);

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
      // The same key with another password is not a way in.
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

  describe('the member centre', () => {
    it('a member without a role chooses one once: as buyer it gets its shop', async () => {
      const member = await register(null);
      expect(member).toMatchObject({ memberRoleType: null, memberRoleId: 0 });
      const key = freshKey();
      const chosen = await call(api.memberCentre.chooseRole, { token: member.token, body: { role: 'buyer', idempotencyKey: key } });
      expect(chosen).toMatchObject({ memberRoleType: 2, roles: [{ memberRoleType: 2 }] });
      expect(chosen.memberRoleId).toBeGreaterThan(0);
      // The same click again answers the same; another choice is refused.
      expect(await call(api.memberCentre.chooseRole, { token: member.token, body: { role: 'buyer', idempotencyKey: key } })).toEqual(chosen);
      await expectCode(
        api.memberCentre.chooseRole,
        { token: member.token, body: { role: 'supplier', idempotencyKey: freshKey() } },
        Code.ROLE_ALREADY_CHOSEN,
      );
      const shop = await call(api.buyerShop.detail, { query: { memberId: member.memberId, roleId: chosen.memberRoleId } });
      expect(shop.memberId).toBe(member.memberId);
      expect(await call(api.member.current, { token: member.token })).toMatchObject({ memberRoleType: 2, memberRoleId: chosen.memberRoleId });
    }, 30_000);

    it('changing the password keeps this session and signs out the others', async () => {
      const member = await register('supplier');
      const other = (await call(api.member.login, { body: { account: member.name, password: member.password } })).token;
      const body = { oldPassword: member.password, newPassword: 'newpass99', idempotencyKey: freshKey() };
      await expectCode(
        api.memberCentre.changePassword,
        { token: member.token, body: { ...body, oldPassword: 'wrong1234' } },
        Code.OLD_PASSWORD_WRONG,
      );
      await expectCode(api.memberCentre.changePassword, { token: member.token, body: { ...body, newPassword: 'short1' } }, Code.PASSWORD_WEAK);
      expect(await call(api.memberCentre.changePassword, { token: member.token, body })).toEqual({ otherSessionsEnded: 1 });
      // A double click: the same answer, not 'old password wrong'.
      expect(await call(api.memberCentre.changePassword, { token: member.token, body })).toEqual({ otherSessionsEnded: 1 });
      expect((await raw('GET', api.member.current.path, { token: member.token })).code).toBe(Code.SUCCESS);
      expect((await raw('GET', api.member.current.path, { token: other })).code).toBe(Code.LOGIN_EXPIRED);
      expect((await raw('POST', api.member.login.path, { body: { account: member.name, password: member.password } })).code).toBe(
        Code.WRONG_ACCOUNT_OR_PASSWORD,
      );
      expect((await raw('POST', api.member.login.path, { body: { account: member.name, password: 'newpass99' } })).code).toBe(Code.SUCCESS);
    }, 30_000);

    it('changing the phone takes a code sent to the new phone', async () => {
      const member = await register('supplier');
      const phone = freshPhone();
      expect((await sendCode(phone, { purpose: 'changePhone', token: member.token })).code).toBe(Code.SUCCESS);
      const code = await latestCode(phone);
      const body = { phone, smsCode: code === '000000' ? '000001' : '000000', idempotencyKey: freshKey() };
      await expectCode(api.memberCentre.changePhone, { token: member.token, body }, Code.SMS_CODE_WRONG);
      // A code for registering is not one for changing the phone.
      await expectCode(
        api.memberCentre.changePhone,
        { token: member.token, body: { ...body, phone: member.phone, smsCode: code } },
        Code.PHONE_REGISTERED,
      );
      expect(await call(api.memberCentre.changePhone, { token: member.token, body: { ...body, smsCode: code } })).toEqual({ phone });
      expect((await sendCode(phone)).code).toBe(Code.PHONE_REGISTERED);
      // The old phone is free again (once a minute has passed since its last code).
      try {
        clock.move(SMS_RESEND_MS);
        expect((await sendCode(member.phone)).code).toBe(Code.SUCCESS);
      } finally {
        clock.reset();
      }
    }, 30_000);

    it('the company profile feeds the buyer’s shop: region, capital, categories, logo and pictures', async () => {
      const buyer = await register('buyer');
      const token = buyer.token;
      const categoryIds = (
        await selectRows<{ id: number }>(db(), sql`select id from categories where parent_id is not null order by id limit 2`)
      ).map((r) => r.id);
      const logo = await uploaded(token, PNG, 'logo.png', 'image');
      const picture = await uploaded(token, PNG, 'factory.png', 'image');
      const before = await call(api.memberCentre.company, { token });
      expect(before.shop?.companyPics).toEqual([]);
      const profile = await call(api.memberCentre.updateCompany, {
        token,
        body: {
          describe: '专业采购机电设备。',
          provinceCode: '440000',
          cityCode: '440100',
          registeredCapital: 1234.5,
          establishmentDate: '2015-03-01',
          categoryIds,
          logoFileId: logo.id,
          companyPics: [{ fileId: picture.id }],
          honorPics: [{ fileId: picture.id }],
        },
      });
      expect(profile).toMatchObject({
        areas: '广东省/广州市',
        registeredCapital: 1234.5,
        logo: logo.url,
        logoFileId: logo.id,
        describe: '专业采购机电设备。',
      });
      expect(profile.categories.map((c) => c.id)).toEqual(categoryIds);
      expect(profile.shop?.companyPics).toEqual([{ fileId: picture.id, url: picture.url }]);
      const shop = await call(api.buyerShop.detail, { query: { memberId: buyer.memberId, roleId: buyer.memberRoleId } });
      expect(shop).toMatchObject({
        areas: '广东省/广州市',
        logo: logo.url,
        describe: '专业采购机电设备。',
        registeredCapital: 1234.5,
        companyPics: [picture.url],
      });
      expect(shop.mainCategory.split('、')).toHaveLength(2);
      expect(new Date(shop.establishmentDate!).toISOString()).toBe('2015-02-28T16:00:00.000Z');
      // A picture the list holds may stay by its URL; one it does not hold may not come in.
      const kept = await call(api.memberCentre.updateCompany, { token, body: { companyPics: [{ url: picture.url }, { fileId: logo.id }] } });
      expect(kept.shop?.companyPics.map((p) => p.fileId)).toEqual([picture.id, logo.id]);
      await expectCode(api.memberCentre.updateCompany, { token, body: { albumPics: [{ url: '/files/picture/1x1/x.svg' }] } }, Code.PARAM_INVALID);
    }, 30_000);

    it('refuses a city outside its province, a future founding date, a document as logo, and pictures from a supplier', async () => {
      const supplier = await register('supplier');
      const token = supplier.token;
      await expectCode(api.memberCentre.updateCompany, { token, body: { provinceCode: '440000', cityCode: '310100' } }, Code.PARAM_INVALID);
      await expectCode(api.memberCentre.updateCompany, { token, body: { provinceCode: '999999' } }, Code.PARAM_INVALID);
      await expectCode(api.memberCentre.updateCompany, { token, body: { establishmentDate: '2999-01-01' } }, Code.PARAM_INVALID);
      await expectCode(api.memberCentre.updateCompany, { token, body: { categoryIds: [2_000_000_000] } }, Code.PARAM_INVALID);
      const document = await uploaded(token, PDF, 'licence.pdf', 'document');
      await expectCode(api.memberCentre.updateCompany, { token, body: { logoFileId: document.id } }, Code.FILE_UNUSABLE);
      const image = await uploaded(token, PNG, 'pic.png', 'image');
      await expectCode(api.memberCentre.updateCompany, { token, body: { companyPics: [{ fileId: image.id }] } }, Code.NO_ACCESS);
      // Another member's image is not this member's to use.
      const other = await register('supplier');
      await expectCode(api.memberCentre.updateCompany, { token: other.token, body: { logoFileId: image.id } }, Code.FILE_UNUSABLE);
      const profile = await call(api.memberCentre.updateCompany, {
        token,
        body: { provinceCode: '110000', cityCode: '110100', name: '改名后的公司' },
      });
      expect(profile).toMatchObject({ areas: '北京市', name: '改名后的公司', shop: null, logoFileId: null });
      expect(decodeURIComponent(profile.logo)).toContain('改名后的公司');
      expect(await upload(token, PNG, 'x.png', 'image')).toMatchObject({ code: Code.SUCCESS });
    }, 30_000);

    it('the home tells a buyer what waits for it this week, and a supplier its pending applications', async () => {
      const buyer = await login('buyer');
      const home = await call(api.memberCentre.home, { token: buyer });
      const waiting = await call(api.admission.reviewList, { token: buyer, query: { state: 'pending' } });
      expect(home.applicationsToReview).toBe(waiting.totalCount);
      expect(home.applicationsToReview).toBeGreaterThan(0);
      expect(home.pendingApplications).toBe(0);
      // TEST_NOW is a Thursday: the week ends on Monday 00:00 in Beijing.
      expect(home.deadlinesThisWeek.weekEnd).toBe(Date.UTC(2026, 0, 18, 16, 0, 0));
      const { items, count } = home.deadlinesThisWeek;
      expect(count).toBeGreaterThanOrEqual(items.length);
      expect(items.every((item) => item.deadline > now && item.deadline < home.deadlinesThisWeek.weekEnd)).toBe(true);
      expect(items.map((item) => item.deadline)).toEqual([...items.map((item) => item.deadline)].sort((a, b) => a - b));
      const me = await call(api.member.current, { token: buyer });
      const [from, to] = [new Date(now), new Date(home.deadlinesThisWeek.weekEnd)];
      const [expected] = await selectRows<{ n: number }>(
        db(),
        sql`select ((select count(*) from inquiries where member_id = ${me.memberId} and offer_end_time > ${from} and offer_end_time < ${to})
          + (select count(*) from tenders where member_id = ${me.memberId} and register_end_time > ${from} and register_end_time < ${to})
          + (select count(*) from biddings where member_id = ${me.memberId} and end_sign_up > ${from} and end_sign_up < ${to}))::int as n`,
      );
      expect(count).toBe(expected!.n);

      const newsupplier = await call(api.memberCentre.home, { token: await login('newsupplier') });
      expect(newsupplier).toMatchObject({
        memberRoleType: 1,
        applicationsToReview: 0,
        pendingApplications: 1,
        deadlinesThisWeek: { count: 0, items: [] },
      });
      expect((await call(api.memberCentre.home, { token: await login('newbie') })).memberRoleType).toBeNull();
    });

    it('the capital account is the sum of its ledger, newest movement first', async () => {
      const token = await login('supplier');
      const account = await call(api.memberCentre.capitalAccount, { token, query: { pageSize: 100 } });
      const lines = account.movements.data;
      expect(lines.length).toBeGreaterThan(0);
      expect(account.movements.totalCount).toBe(lines.length);
      expect(account.balance).toBeCloseTo(
        lines.reduce((sum, line) => sum + line.amount, 0),
        2,
      );
      expect(account.frozen).toBeCloseTo(
        lines.reduce((sum, line) => sum + line.frozenChange, 0),
        2,
      );
      expect(account.total).toBeCloseTo(account.balance + account.frozen, 2);
      expect(lines[0]).toMatchObject({ balanceAfter: account.balance, frozenAfter: account.frozen });
      expect(lines.map((line) => line.id)).toEqual([...lines.map((line) => line.id)].sort((a, b) => b - a));
      const frozenOnly = await call(api.memberCentre.capitalAccount, { token, query: { kind: 'freeze' } });
      expect(frozenOnly.movements.data.every((line) => line.kind === 'freeze')).toBe(true);
      expect(frozenOnly.balance).toBe(account.balance);
      expect(await call(api.memberCentre.capitalAccount, { token: await login('newbie') })).toEqual({
        balance: 0,
        frozen: 0,
        total: 0,
        movements: { data: [], totalCount: 0 },
      });
      await expectCode(api.memberCentre.capitalAccount, {}, Code.LOGIN_EXPIRED);
    });

    it('a ledger row cannot be updated or deleted, nor the admission history or the SMS outbox rewritten', async () => {
      for (const statement of [
        sql`update capital_movements set amount = amount + 1`,
        sql`delete from capital_movements`,
        sql`truncate capital_movements`,
        sql`update supplier_admission_events set reason = 'rewritten'`,
        sql`delete from supplier_admission_events`,
        sql`update sms_outbox set text = ''`,
      ]) {
        // drizzle wraps the database's error: its cause carries the trigger's message.
        const refusal = await db()
          .execute(statement)
          .then(
            () => 'done',
            (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
          );
        expect(refusal).toMatch(/^append-only table \w+: (UPDATE|DELETE|TRUNCATE) refused$/);
      }
      // Appending is what it is for.
      const member = await register(null);
      await db().execute(
        sql`insert into capital_movements (member_id, kind, amount, frozen_change, balance_after, frozen_after, create_time) values (${member.memberId}, 'deposit', 100, 0, 100, 0, now())`,
      );
      expect((await call(api.memberCentre.capitalAccount, { token: member.token })).balance).toBe(100);
    }, 30_000);
  });
}
