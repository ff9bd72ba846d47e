// The member centre's stories on the real platform (its home, role choice, password, phone, company
// profile and capital account); registration and SMS codes are in members-suite.ts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { SMS_RESEND_MS } from '#contract/schemas.ts';
import { selectRows } from '../db/client.ts';
import { freshAccount, freshKey, freshPhone, memberHelpers, PDF, PNG, type MemberSuiteContext } from './member-helpers.ts';
import { storyHelpers } from './stories.ts';

const _HOUR = 60 * 60_000;

export function memberCentreStories(context: MemberSuiteContext) {
  const { client, clock, db, now } = context;
  const { call, raw, login } = client;
  const { expectCode } = storyHelpers(client);
  const { latestCode, sendCode, register, uploaded, upload } = memberHelpers(context);

  /** A registration body for a phone that has a code waiting. */
  async function _registration(phone: string, overrides: Record<string, unknown> = {}) {
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
