// The platform's HTTP story, run once per database (api.test.ts: PGlite in memory; api.postgres.test.ts:
// a fresh PostgreSQL database). One platform per file, driven over real HTTP, every answer parsed
// with the contract's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageFor } from '#contract/codes.ts';
import { api, type Endpoint } from '#contract/endpoints.ts';
import { DEMO_BUYER_NAME, DEMO_PASSWORD, FORBIDDING_BUYER_NAME } from '../seed/members.ts';
import { startPlatform, type PlatformOptions, type RunningPlatform } from '../server.ts';
import { admissionStories } from './admission-suite.ts';
import { apiClient, type Query } from './client.ts';
import { detailStories } from './details-suite.ts';
import { listStories } from './lists-suite.ts';
import { memberCentreStories } from './member-centre-suite.ts';
import { memberStories } from './members-suite.ts';
import { messageStories } from './message-suite.ts';
import { panelStories } from './panel-suite.ts';
import { shopListStories } from './shop-lists-suite.ts';
import { shopStories } from './shop-suite.ts';

/** The platform's clock in these tests: a fixed instant, so remaining times are predictable. */
export const TEST_NOW = Date.UTC(2026, 0, 15, 2, 0, 0);

type SuiteDatabase = PlatformOptions & {
  cleanup?: () => Promise<void>;
  /** Direct SQL on the platform's database, to check answers against hand-written queries. */
  count?: (sql: string, params?: unknown[]) => Promise<number>;
};

/**
 * `skipped`: why the suite cannot run here (it is then reported as skipped with that reason).
 * `sqlChecks`: the database answers `count` (hand-written SQL), and the suite checks totals with it.
 */
export function describeApiSuite(
  databaseName: string,
  database: () => Promise<SuiteDatabase>,
  options: { skipped?: string; sqlChecks?: boolean } = {},
) {
  const { skipped, sqlChecks = false } = options;
  let platform: RunningPlatform;
  let cleanup: (() => Promise<void>) | undefined;
  let count: SuiteDatabase['count'];
  /** Moves the platform's clock forward within one test (reset at its end). */
  let clockOffset = 0;

  const client = apiClient(() => platform.url);
  const { raw, call, login, all } = client;
  const allInquiries = (query: Query = {}, token?: string) => all(api.inquiry.list, query, token);

  const title = skipped ? `the platform on ${databaseName} (skipped: ${skipped})` : `the platform on ${databaseName}`;
  describe.skipIf(skipped !== undefined)(title, () => {
    beforeAll(async () => {
      const { cleanup: drop, count: sqlCount, ...options } = await database();
      cleanup = drop;
      count = sqlCount;
      platform = await startPlatform({ port: 0, now: () => TEST_NOW + clockOffset, logLevel: 'warn', ...options });
    });
    afterAll(async () => {
      await platform?.close();
      await cleanup?.();
    });

    describe('what the layout and the home page read', () => {
      it('opens the default site for localhost and for an unknown host', async () => {
        const local = await call(api.site.byHost, { query: { host: 'localhost:3000' } });
        const unknown = await call(api.site.byHost, { query: { host: 'portal.unknown.example' } });
        expect(local).toEqual(unknown);
        expect(local?.mallId).toBe(1);
        const template = await call(api.template.findEnterpriseTemplate, { query: { siteId: local!.id } });
        expect(template?.id).toBeGreaterThan(0);
      });

      it('serves the template category tree: 8 top categories, 3-6 sub-categories, 2-4 brands each', async () => {
        const site = await call(api.site.byHost, { query: { host: 'localhost' } });
        const template = await call(api.template.findEnterpriseTemplate, { query: { siteId: site!.id, shopId: 0 } });
        const tree = await call(api.category.enterpriseTree, { query: { templateId: template!.id } });
        expect(tree).toHaveLength(8);
        for (const top of tree!) {
          expect(top.key).toBe(`c${top.id}`);
          expect(top.children.length).toBeGreaterThanOrEqual(3);
          expect(top.children.length).toBeLessThanOrEqual(6);
          expect(top.brandList.length).toBeGreaterThanOrEqual(2);
          expect(top.brandList.length).toBeLessThanOrEqual(4);
          for (const child of top.children) expect(child.key).toBe(`c${top.id}_c${child.id}`);
        }
      });

      it("serves a shop's own tree from memberId and memberRoleId", async () => {
        const me = await call(api.member.current, { token: await login('buyer') });
        const tree = await call(api.category.enterpriseTree, { query: { memberId: me!.memberId, memberRoleId: me!.memberRoleId } });
        expect(tree!.length).toBeGreaterThan(0);
        expect(tree!.every((top) => top.children.length > 0 && top.children.length <= 4)).toBe(true);
      });

      it('serves 5 banners, 4 small ads and 3 list banners, and member adverts for self-run shops', async () => {
        const counts = await Promise.all([4, 5, 7].map(async (columnType) => (await call(api.advert.platform, { query: { columnType } }))!.length));
        expect(counts).toEqual([5, 4, 3]);
        const memberBanners = await Promise.all(
          Array.from({ length: 12 }, (_, i) => call(api.advert.member, { query: { columnType: 4, memberId: i + 1, memberRoleId: 2 } })),
        );
        expect(memberBanners.filter((ads) => ads!.length > 0).length).toBeGreaterThan(0);
      });

      it('lists provinces with their cities; a municipality is one city of its own name', async () => {
        const provinces = (await call(api.area.provinceCity))!;
        expect(provinces).toHaveLength(31);
        const beijing = provinces.find((p) => p.provinceCode === '110000')!;
        expect(beijing).toMatchObject({ provinceName: '北京市', directlyAdministered: true, cityList: [{ cityCode: '110100', cityName: '北京市' }] });
        const guangdong = provinces.find((p) => p.provinceCode === '440000')!;
        expect(guangdong.directlyAdministered).toBe(false);
        expect(guangdong.cityList).toContainEqual({ cityCode: '440100', cityName: '广州市' });
      });

      it('places a loopback visitor in Beijing and a known public address in its city', async () => {
        expect(await call(api.area.cityByIp)).toEqual({ provinceCode: '110000', province: '北京市', cityCode: '110100', cityName: '北京市' });
        const guangzhou = await call(api.area.cityByIp, { headers: { 'x-forwarded-for': '202.96.128.86' } });
        expect(guangzhou).toMatchObject({ provinceCode: '440000', cityCode: '440100', cityName: '广州市' });
      });

      it('answers the app link, the health check and the publicity notices', async () => {
        expect((await call(api.app.downloadLink))?.qrCodeUrl).toMatch(/^\/files\//);
        expect(await call(api.health)).toEqual({ status: 'up', database: true, time: TEST_NOW });
        const notices = (await call(api.notice.list, { query: { pageSize: 8 } }))!;
        expect(notices.totalCount).toBe(40);
        expect(notices.data).toHaveLength(8);
        const times = notices.data.map((n) => n.createTime);
        expect(times).toEqual([...times].sort((a, b) => b - a));
        const tenders = (await call(api.notice.list, { query: { type: 2, pageSize: 100 } }))!;
        expect(tenders.data.every((n) => n.type === 2)).toBe(true);
        expect(tenders.totalCount).toBe(tenders.data.length);
      });
    });

    describe('the sourcing lists', () => {
      it('counts every seeded item and pages without gaps or repeats', async () => {
        expect((await call(api.inquiry.list))!.totalCount).toBe(150);
        expect((await call(api.tender.listMall))!.totalCount).toBe(80);
        expect((await call(api.bidding.list))!.totalCount).toBe(50);
        const all = (await call(api.inquiry.list, { query: { pageSize: 40 } }))!.data.map((i) => i.id);
        const pages = await Promise.all([1, 2, 3, 4, 5].map((current) => call(api.inquiry.list, { query: { current, pageSize: 8 } })));
        expect(pages.flatMap((p) => p!.data.map((i) => i.id))).toEqual(all);
        const created = (await allInquiries()).map((i) => i.createTime);
        expect(created).toEqual([...created].sort((a, b) => b - a));
      });

      it.runIf(sqlChecks)('answers the totals hand-written SQL finds', async () => {
        const total = async (endpoint: Endpoint, query: Record<string, string | number>) =>
          ((await call(endpoint, { query })) as { totalCount: number }).totalCount;
        expect(await total(api.inquiry.list, { provinceCode: '440000' })).toBe(
          await count!(
            `SELECT count(*) FROM inquiries i WHERE i.is_all_area
               OR EXISTS (SELECT 1 FROM inquiry_areas a WHERE a.inquiry_id = i.id AND a.province_code = '440000')`,
          ),
        );
        expect(await total(api.tender.listMall, { provinceCode: '440000', cityCode: '440100' })).toBe(
          await count!(
            `SELECT count(*) FROM tenders t WHERE t.is_all_area OR EXISTS (SELECT 1 FROM tender_areas a
               WHERE a.tender_id = t.id AND a.province_code = '440000' AND (a.city_code = '440100' OR a.city_code IS NULL))`,
          ),
        );
        expect(await total(api.bidding.list, { overdue: '1' })).toBe(
          await count!('SELECT count(*) FROM biddings WHERE end_sign_up > $1', [new Date(TEST_NOW)]),
        );
        const top = await count!('SELECT min(id) FROM categories WHERE parent_id IS NULL');
        expect(await total(api.inquiry.list, { category: top })).toBe(
          await count!('SELECT count(*) FROM inquiries WHERE category_id IN (SELECT id FROM categories WHERE id = $1 OR parent_id = $1)', [top]),
        );
        expect(await total(api.tender.listMall, { keyword: '框架' })).toBe(
          await count!(`SELECT count(*) FROM tenders WHERE project_name ILIKE '%框架%' OR code ILIKE '%框架%'`),
        );
        expect(await total(api.notice.list, { type: 3, startTime: '2025-12-01 00:00:00' })).toBe(
          await count!(`SELECT count(*) FROM notices WHERE type = 3 AND create_time >= '2025-12-01 00:00:00+08'`),
        );
      });

      it('narrows by province to the items delivering there or anywhere', async () => {
        const everything = await allInquiries();
        const guangdong = await allInquiries({ provinceCode: '440000' });
        expect(guangdong.length).toBeGreaterThan(0);
        expect(guangdong.length).toBeLessThan(everything.length);
        expect(guangdong.every((i) => i.areas === '全国' || i.areas.includes('广东省'))).toBe(true);
        const expected = everything.filter((i) => i.areas === '全国' || i.areas.includes('广东省')).map((i) => i.id);
        expect(guangdong.map((i) => i.id)).toEqual(expected);
      });

      it('narrows by category (a top category takes in its sub-categories) and by keyword', async () => {
        const site = await call(api.site.byHost, { query: { host: 'localhost' } });
        const template = await call(api.template.findEnterpriseTemplate, { query: { siteId: site!.id } });
        const tree = (await call(api.category.enterpriseTree, { query: { templateId: template!.id } }))!;
        const everything = await allInquiries();
        const top = tree.find((t) => everything.some((i) => t.children.some((c) => c.title === i.category)))!;
        const names = new Set(top.children.map((c) => c.title));
        const byTop = await allInquiries({ category: top.id });
        expect(byTop.map((i) => i.id)).toEqual(everything.filter((i) => names.has(i.category)).map((i) => i.id));

        const keyword = everything[0]!.details.slice(0, 4);
        const byKeyword = await call(api.tender.listMall, { query: { keyword: '采购项目', pageSize: 100 } });
        expect(byKeyword!.data.every((t) => t.projectName.includes('采购项目'))).toBe(true);
        const inquiriesByKeyword = await allInquiries({ keyword });
        expect(inquiriesByKeyword.map((i) => i.id)).toEqual(
          // The title, the number or a material's name (docs/decisions/004-keyword-search.md).
          everything
            .filter((i) => [i.details, i.purchaseInquiryNo, ...i.materiels.map((m) => m.name)].some((text) => text.includes(keyword)))
            .map((i) => i.id),
        );
        expect((await call(api.inquiry.list, { query: { keyword: '100%_' } }))!.totalCount).toBe(0);
      });

      it('shows no time left once the deadline has passed, and still offers the (greyed) action', async () => {
        const everything = await allInquiries();
        const ended = everything.filter((i) => i.offerEndTime <= TEST_NOW);
        const open = everything.filter((i) => i.offerEndTime > TEST_NOW);
        expect(ended.length).toBeGreaterThan(0);
        for (const item of ended) expect(item).toMatchObject({ days: 0, hours: 0, minutes: 0, canRegister: true });
        for (const item of open) {
          const left = item.offerEndTime - TEST_NOW;
          expect(item.canRegister).toBe(true);
          expect(item.days).toBe(Math.floor(left / 86_400_000));
        }
        expect(open.some((i) => i.days === 0 && i.hours === 0 && i.minutes > 0)).toBe(true);
        expect((await call(api.inquiry.list, { query: { overdue: '1' } }))!.totalCount).toBe(open.length);

        const biddings = (await call(api.bidding.list, { query: { pageSize: 100 } }))!.data;
        const timeLeft = (b: { days: number; hours: number; minutes: number }) => b.days + b.hours + b.minutes > 0;
        expect(biddings.some(timeLeft) && biddings.some((b) => !timeLeft(b))).toBe(true);
        expect(biddings.every((b) => b.canRegister)).toBe(true);
        const tenders = (await call(api.tender.listMall, { query: { pageSize: 100 } }))!.data;
        for (const tender of tenders) {
          expect(tender.canRegister).toBe(true);
          expect(tender.days + tender.hours + tender.minutes > 0).toBe(tender.registerEndTime - TEST_NOW >= 60_000);
          expect(tender.materielList.length).toBe(tender.inviteTenderMaterielCount);
        }
      });

      it('tells a supplier where it is admitted, and a buyer which items are its own', async () => {
        const anonymous = await allInquiries();
        expect(anonymous.every((i) => !i.isSubMember && i.isRegister === 0 && !i.isMePublish)).toBe(true);
        const asSupplier = await allInquiries({}, await login('supplier'));
        expect(asSupplier.filter((i) => i.memberName === DEMO_BUYER_NAME).every((i) => i.isSubMember)).toBe(true);
        expect(asSupplier.some((i) => !i.isSubMember)).toBe(true);
        expect(asSupplier.some((i) => i.isRegister > 0 && i.isSignUp === i.isRegister)).toBe(true);

        const buyer = await login('buyer');
        const own = (await call(api.bidding.list, { token: buyer, query: { pageSize: 100 } }))!.data;
        expect(own.filter((b) => b.isMePublish).every((b) => b.memberName === DEMO_BUYER_NAME)).toBe(true);
        expect(own.some((b) => b.isMePublish)).toBe(true);
        const shopList = await call(api.bidding.list, { query: { memberId: own.find((b) => b.isMePublish)!.memberId, pageSize: 100 } });
        expect(shopList!.data.every((b) => b.memberName === DEMO_BUYER_NAME)).toBe(true);
      });
    });

    const stories = { client, now: TEST_NOW, count: sqlChecks ? (sql: string, params?: unknown[]) => count!(sql, params) : undefined };
    listStories(stories);
    panelStories(stories);
    shopStories(stories);
    detailStories(stories);
    shopListStories(stories);
    // Registration, the member centre, uploads and admission change members and admissions: they come
    // after the stories that read the seeded ones.
    const memberContext = {
      client,
      now: TEST_NOW,
      clock: {
        move: (ms: number) => {
          clockOffset += ms;
        },
        reset: () => {
          clockOffset = 0;
        },
      },
      db: () => platform.db,
      url: () => platform.url,
    };
    memberStories(memberContext);
    memberCentreStories(memberContext);
    admissionStories(memberContext);
    messageStories(memberContext);

    describe('bad requests', () => {
      it('answers 1102 in the caller’s language for malformed queries', async () => {
        const zh = await raw('GET', api.inquiry.list.path, { query: { current: 0 } });
        expect(zh).toMatchObject({ status: 200, code: Code.PARAM_INVALID, data: null });
        expect(zh.message.startsWith(`${messageFor(Code.PARAM_INVALID, 'zh-CN')}: current`)).toBe(true);
        const en = await raw('GET', api.inquiry.list.path, { query: { pageSize: 10000 }, language: 'en-US,en;q=0.9' });
        expect(en.code).toBe(Code.PARAM_INVALID);
        expect(en.message.startsWith(`${messageFor(Code.PARAM_INVALID, 'en-US')}: pageSize`)).toBe(true);
        const advert = await raw('GET', api.advert.platform.path, { query: { columnType: 9 } });
        expect(advert.code).toBe(Code.PARAM_INVALID);
        expect(advert.message).toContain('columnType');
      });

      it('answers 404 for unknown routes, 1105 for a broken body, 1104 for a foreign content type', async () => {
        expect(await raw('GET', '/no/such/call')).toMatchObject({ status: 404, code: Code.NOT_FOUND, data: null });
        const broken = await fetch(new URL(`/api${api.member.login.path}`, platform.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"account": ',
        });
        expect(await broken.json()).toMatchObject({ code: Code.BODY_UNPARSABLE });
        const xml = await fetch(new URL(`/api${api.member.login.path}`, platform.url), {
          method: 'POST',
          headers: { 'content-type': 'application/xml' },
          body: '<login/>',
        });
        expect(await xml.json()).toMatchObject({ code: Code.CONTENT_TYPE_UNSUPPORTED });
      });
    });

    describe('members', () => {
      it('logs in, knows the user, and forgets the token after logout', async () => {
        const result = await call(api.member.login, { body: { account: 'buyer', password: DEMO_PASSWORD } });
        expect(result).toMatchObject({ memberRoleType: 2, roles: [{ memberRoleType: 2 }] });
        expect(result!.expiresAt).toBe(TEST_NOW + 7 * 86_400_000);
        const me = await call(api.member.current, { token: result!.token });
        expect(me).toMatchObject({ userId: result!.userId, memberId: result!.memberId, memberRoleType: 2 });
        await call(api.member.logout, { token: result!.token, body: {} });
        expect((await raw('GET', api.member.current.path, { token: result!.token })).code).toBe(Code.LOGIN_EXPIRED);
      });

      it('ends a session after seven days', async () => {
        const token = await login('supplier');
        try {
          clockOffset = 7 * 86_400_000 - 60_000;
          expect((await raw('GET', api.member.current.path, { token })).code).toBe(Code.SUCCESS);
          clockOffset = 7 * 86_400_000 + 60_000;
          expect((await raw('GET', api.member.current.path, { token })).code).toBe(Code.LOGIN_EXPIRED);
        } finally {
          clockOffset = 0;
        }
      });

      it('refuses a frozen account with 1203, but only once the password is right', async () => {
        expect((await raw('POST', api.member.login.path, { body: { account: 'frozen', password: DEMO_PASSWORD } })).code).toBe(Code.ACCOUNT_FROZEN);
        expect((await raw('POST', api.member.login.path, { body: { account: 'frozen', password: 'guess' } })).code).toBe(
          Code.WRONG_ACCOUNT_OR_PASSWORD,
        );
      });

      it('refuses a wrong password or account with 1200, and knows members without a role', async () => {
        for (const body of [
          { account: 'buyer', password: 'wrong' },
          { account: 'nobody', password: DEMO_PASSWORD },
        ]) {
          expect((await raw('POST', api.member.login.path, { body })).code).toBe(Code.WRONG_ACCOUNT_OR_PASSWORD);
        }
        const newbie = await call(api.member.current, { token: await login('newbie') });
        expect(newbie).toMatchObject({ memberRoleType: null, memberRoleId: 0, roles: [] });
        expect((await raw('GET', api.member.current.path)).code).toBe(Code.LOGIN_EXPIRED);
        // A bad token on a public list is a visitor, not an error.
        expect((await raw('GET', api.inquiry.list.path, { token: 'not-a-token' })).code).toBe(Code.SUCCESS);
      });
    });

    describe('the lifecycle check before quoting', () => {
      async function buyerIds() {
        const everything = await allInquiries();
        const of = (name: string) => {
          const item = everything.find((i) => i.memberName === name)!;
          return { memberId: item.memberId, roleId: item.memberRoleId, lifeCycleStageRuleId: 1 };
        };
        return { demoBuyer: of(DEMO_BUYER_NAME), forbidding: of(FORBIDDING_BUYER_NAME) };
      }
      const path = api.inquiry.checkLifecycle.path;

      it('needs a login', async () => {
        const { demoBuyer } = await buyerIds();
        expect((await raw('POST', path, { body: demoBuyer })).code).toBe(Code.LOGIN_EXPIRED);
      });

      it('says no to a supplier the buyer has not admitted', async () => {
        const { demoBuyer } = await buyerIds();
        expect(await call(api.inquiry.checkLifecycle, { token: await login('newsupplier'), body: demoBuyer })).toBe(false);
      });

      it('says yes to an admitted supplier, and no where its stage forbids', async () => {
        const { demoBuyer, forbidding } = await buyerIds();
        const token = await login('supplier');
        expect(await call(api.inquiry.checkLifecycle, { token, body: demoBuyer })).toBe(true);
        expect(await call(api.inquiry.checkLifecycle, { token, body: forbidding })).toBe(false);
      });
    });

    describe('files', () => {
      it('serves the pictures the data refers to, cacheable for a day', async () => {
        const [banner] = (await call(api.advert.platform, { query: { columnType: 4 } }))!;
        const response = await fetch(new URL(`/api${banner!.imageUrl}`, platform.url));
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
        expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
        const svg = await response.text();
        expect(svg).toContain('width="944"');
        expect(svg).toContain(banner!.title);
        expect((await fetch(new URL('/api/files/nothing.png', platform.url))).status).toBe(404);
      });
    });
  });
}
