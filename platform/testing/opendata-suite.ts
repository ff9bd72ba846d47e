// Open data as a harvester and a reader find it (docs/product/open-data.md): every seeded inquiry,
// tender and auction a record valid against the official OCDS record package schema, the release list
// walked page by page to its end with every release once and every page a valid release package, no
// person anywhere, and an inquiry made here whose sealed prices appear only with its award, after the
// opening. Run by opendata.test.ts (PGlite) and opendata.postgres.test.ts (PostgreSQL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type OcdsReleasePage } from '#contract/endpoints.ts';
import { selectRows } from '../db/client.ts';
import type { RunningPlatform } from '../server.ts';
import { apiClient } from './client.ts';
import { DAY, type InquiryPlatform, startInquiryPlatform, type SuiteDatabase } from './inquiry-fixture.ts';
import { inquiryStories, NOW } from './inquiry-stories.ts';
import { freshKey, memberHelpers } from './member-helpers.ts';
import { signedContractWithPayment } from './opendata-contract.ts';
import { ocdsValidator } from './ocds-validator.ts';

type Release = { ocid: string; id: string; date: string; tag: string[]; awards?: Array<{ value?: { amount: number } }> } & Record<string, unknown>;
type RecordPackage = { records: Array<{ ocid: string; releases: Release[]; compiledRelease: Record<string, unknown> & { tender: { id: string } } }> };

/** The standard's codes (tags, roles, statuses …): words of OCDS, not of anyone's data (a demo account is called "buyer"). */
const CODE_FIELDS = new Set([
  'tag',
  'roles',
  'status',
  'procurementMethod',
  'procurementMethodDetails',
  'mainProcurementCategory',
  'initiationType',
  'language',
  'currency',
]);

/** Every string and every number anywhere in a document, but the standard's codes. */
function valuesIn(value: unknown): Array<string | number> {
  if (typeof value === 'string' || typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(valuesIn);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, v]) => (CODE_FIELDS.has(key) ? [] : valuesIn(v)));
  return [];
}

export function describeOpendataSuite(databaseName: string, database: () => Promise<SuiteDatabase>, options: { skipped?: string } = {}) {
  let seeded: InquiryPlatform;
  let platform: RunningPlatform;
  const client = apiClient(() => platform.url);
  const { call } = client;
  const helpers = memberHelpers({ client, now: NOW, clock: { move() {}, reset() {} }, db: () => platform.db, url: () => platform.url });
  const stories = inquiryStories(client, helpers, () => seeded);
  const validator = ocdsValidator();

  const recordOf = async (ocid: string) => (await call(api.opendata.record, { query: { ocid } })) as unknown as RecordPackage;

  /** The whole release list, page after page from `since`; each page checked against the release package schema. */
  async function harvest(query: { since?: string; pageSize?: number } = {}) {
    const releases: Release[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: OcdsReleasePage = await call(api.opendata.releases, {
        query: { pageSize: query.pageSize ?? 100, ...(query.since ? { since: query.since } : {}), ...(cursor ? { cursor } : {}) },
      });
      expect(validator.releasePackage(page.package), `page ${pages + 1}`).toEqual([]);
      releases.push(...(page.package.releases as Release[]));
      cursor = page.nextCursor;
      pages += 1;
      expect(pages, 'the list ends').toBeLessThan(1_000);
    } while (cursor !== null);
    return { releases, pages };
  }

  /** The ocids of every process anyone can see (not a buyer's draft), from the database. */
  async function publishedOcids(): Promise<string[]> {
    const rows = await selectRows<{ ocid: string }>(
      platform.db,
      sql`select 'ocds-procportal-inquiry-' || id as ocid from inquiries where state <> 'draft'
          union all select 'ocds-procportal-tender-' || id from tenders where state <> 'draft'
          union all select 'ocds-procportal-bidding-' || id from biddings where state <> 'draft'`,
    );
    return rows.map((r) => r.ocid).sort();
  }

  const title = options.skipped ? `open data on ${databaseName} (skipped: ${options.skipped})` : `open data on ${databaseName}`;
  describe.skipIf(options.skipped !== undefined)(title, () => {
    let listed: Awaited<ReturnType<typeof harvest>>;

    beforeAll(async () => {
      seeded = await startInquiryPlatform(database, NOW);
      platform = seeded.platform;
      listed = await harvest({ pageSize: 37 });
    }, 180_000);
    afterAll(() => seeded?.stop());

    it('lists every release once, in (date, id) order, page after page to its end, and every published process in it', async () => {
      const ids = listed.releases.map((r) => r.id);
      expect(new Set(ids).size).toBe(ids.length);
      const keys = listed.releases.map((r) => [Date.parse(r.date), r.id] as const);
      for (let i = 1; i < keys.length; i++) {
        const [[date, id], [previousDate, previousId]] = [keys[i]!, keys[i - 1]!];
        expect(date > previousDate || (date === previousDate && id > previousId), `${previousId} then ${id}`).toBe(true);
      }
      const ocids = await publishedOcids();
      expect(ocids.length).toBeGreaterThan(200);
      expect([...new Set(listed.releases.map((r) => r.ocid))].sort()).toEqual(ocids);
      // One publication per process.
      expect(
        listed.releases
          .filter((r) => r.tag.includes('tender'))
          .map((r) => r.ocid)
          .sort(),
      ).toEqual(ocids);
      expect(listed.pages).toBe(Math.ceil(listed.releases.length / 37));
    });

    it('gives every seeded inquiry, tender and auction a record valid against the official schema, holding the releases the list holds', async () => {
      const byOcid = new Map<string, string[]>();
      for (const r of listed.releases) byOcid.set(r.ocid, [...(byOcid.get(r.ocid) ?? []), r.id]);
      const kinds = new Set<string>();
      for (const ocid of await publishedOcids()) {
        const record = await recordOf(ocid);
        expect(validator.recordPackage(record), ocid).toEqual([]);
        const [only] = record.records;
        expect(only!.ocid).toBe(ocid);
        expect(only!.releases.map((r) => r.id)).toEqual(byOcid.get(ocid));
        expect(only!.compiledRelease.tag).toEqual(['compiled']);
        kinds.add(ocid.split('-')[2]!);
      }
      expect([...kinds].sort()).toEqual(['bidding', 'inquiry', 'tender']);
    });

    it('names no person: no user’s name, account or phone, no registration’s or sign-up’s contact, anywhere in the list', async () => {
      const people = await selectRows<{ value: string }>(
        platform.db,
        sql`select name as value from users union select account from users union select phone from users where phone is not null
            union select contact_name from tender_registrations union select phone from tender_registrations union select email from tender_registrations
            union select contact_name from bidding_signups union select phone from bidding_signups union select email from bidding_signups
            except select name from members`,
      );
      const personal = new Set(people.map((p) => p.value).filter((v) => v.length >= 2));
      expect(personal.size).toBeGreaterThan(20);
      const found = valuesIn(listed.releases).filter((v) => typeof v === 'string' && personal.has(v));
      expect(found).toEqual([]);
    });

    it('keeps a sealed inquiry’s prices out until its opening, then publishes its award, contract and payment, in order after what a harvester had', async () => {
      const [a, b] = [await stories.admittedSupplier(), await stories.admittedSupplier()];
      const inquiry = await stories.published({ priceContrast: 1 });
      const ocid = `ocds-procportal-inquiry-${inquiry.id}`;
      await call(api.inquiryQuote.submit, { token: a.token, body: stories.quote(inquiry.id, inquiry.lineIds, [4321.87, 9.99]) });
      await call(api.inquiryQuote.submit, { token: b.token, body: stories.quote(inquiry.id, inquiry.lineIds, [4000.01, 19.5]) });
      const prices = [4321.87, 9.99, 4000.01, 19.5, 432_186.5, 400_976];

      const sealed = await recordOf(ocid);
      expect(validator.recordPackage(sealed)).toEqual([]);
      expect(sealed.records[0]!.releases.map((r) => r.tag)).toEqual([['tender']]);
      expect(sealed.records[0]!.compiledRelease).toMatchObject({ tender: { status: 'active', procurementMethod: 'open' } });
      expect(valuesIn(sealed).filter((v) => prices.includes(v as number))).toEqual([]);
      const before = await harvest();
      expect(valuesIn(before.releases).filter((v) => prices.includes(v as number))).toEqual([]);

      await stories.clockAt(3 * DAY);
      await call(api.inquiryBuyer.open, { token: seeded.buyer, body: { id: inquiry.id } });
      const comparison = await call(api.inquiryBuyer.comparison, { token: seeded.buyer, query: { id: inquiry.id } });
      const [quoteA, quoteB] = comparison.suppliers.map((s) => s.quoteId);
      const award = await call(api.inquiryBuyer.award, {
        token: seeded.buyer,
        body: {
          id: inquiry.id,
          lines: [
            { materielId: inquiry.lineIds[0]!, quoteId: quoteB! },
            { materielId: inquiry.lineIds[1]!, quoteId: quoteA! },
          ],
          idempotencyKey: freshKey(),
        },
      });
      const contract = await signedContractWithPayment(platform.db, award.orderIds[0]!, NOW + 4 * DAY, 1_000, NOW + 5 * DAY);
      // Nothing is published ahead of the clock: the payment appears once its day has come.
      expect((await recordOf(ocid)).records[0]!.releases.map((r) => r.tag[0])).toEqual(['tender', 'award']);
      await stories.clockAt(6 * DAY);

      const record = await recordOf(ocid);
      expect(validator.recordPackage(record)).toEqual([]);
      const [only] = record.records;
      expect(only!.releases.map((r) => r.tag[0])).toEqual(['tender', 'award', 'contract', 'implementation']);
      const compiled = only!.compiledRelease as unknown as Record<string, unknown> & {
        awards: Array<{ suppliers: Array<{ id: string }>; value: { amount: number } }>;
      };
      expect(compiled.tender).toMatchObject({ status: 'complete' });
      expect(compiled.awards.map((x) => [x.suppliers[0]!.id, x.value.amount])).toEqual([
        [`member-${b.memberId}`, 400_001],
        [`member-${a.memberId}`, 499.5],
      ]);
      expect(compiled.contracts).toMatchObject([
        {
          id: String(contract.contractId),
          status: 'active',
          value: { amount: contract.totalAmount, currency: 'CNY' },
          implementation: {
            transactions: [{ id: String(contract.paymentId), value: { amount: 1_000 }, payee: { id: `member-${contract.supplierMemberId}` } }],
          },
        },
      ]);
      // A harvester that read to the end before asks again from its last date on (inclusive: that
      // release again, here the inquiry's publication) and finds the three new releases after it.
      const since = before.releases.at(-1)!;
      expect(since.ocid).toBe(ocid);
      const again = (await harvest({ since: since.date })).releases;
      expect(again.every((r) => r.date >= since.date)).toBe(true);
      expect(again.filter((r) => r.ocid === ocid).map((r) => r.tag[0])).toEqual(['tender', 'award', 'contract', 'implementation']);
    });

    it('answers 404 for a process that is not published or not this publisher’s, and 1102 for a cursor it did not write', async () => {
      const [draft] = await selectRows<{ id: number }>(platform.db, sql`select id from inquiries where state = 'draft' order by id limit 1`);
      const unknown = ['ocds-procportal-inquiry-2000000000', 'ocds-other-tender-1', ...(draft ? [`ocds-procportal-inquiry-${draft.id}`] : [])];
      for (const ocid of unknown) {
        expect(await client.raw('GET', api.opendata.record.path, { query: { ocid } }), ocid).toMatchObject({ code: Code.NOT_FOUND, data: null });
      }
      const forged = Buffer.from(JSON.stringify(['x', 'y'])).toString('base64url');
      expect(await client.raw('GET', api.opendata.releases.path, { query: { cursor: forged } })).toMatchObject({ code: Code.PARAM_INVALID });
      expect(await client.raw('GET', api.opendata.releases.path, { query: { pageSize: 1000 } })).toMatchObject({ code: Code.PARAM_INVALID });
    });
  });
}
