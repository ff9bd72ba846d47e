// The exports against the real platform (PGlite in memory, the demo's seed) through the counting proxy
// (docs/decisions/027-documents.md): each member-centre list comes whole, every page gathered at the
// largest page size, with the page's filters; what the member may not read is refused as its page would
// be; the buyer's comparison and ranking, and a contract's PDF for its party.
import ExcelJS from 'exceljs';
import { getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { MAX_PAGE_SIZE } from '#contract/vocabulary.ts';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { translations } from '#tests/support/render-page.tsx';
import type { Translate } from '../forms.server.ts';
import { login } from '../member/member.server.ts';
import { memberContext } from '../member/session.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { exportComparison } from './comparison.server.ts';
import { exportContractPdf } from './contract-pdf.server.ts';
import { exportEvaluation } from './evaluation.server.ts';
import type { MemberExportList } from './lists.ts';
import { exportMemberList } from './member-list.server.ts';
import { exportRanking } from './ranking.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
let t: Translate;
beforeAll(async () => {
  const i18n = await translations('en-US');
  t = (key, options) => String(i18n.t(key as never, options as never));
});

async function signedIn(account: string): Promise<string | null> {
  const result = await login(new Request('http://localhost/login'), 'en-US', account, 'demo1234');
  return result.ok ? result.setCookie.split(';')[0]! : null;
}
const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { cookie } });

async function rowsOf(response: Response): Promise<{ header: unknown[]; rows: unknown[][] }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const sheet = workbook.worksheets[0]!;
  // Data rows from the third to the first empty line (the notes come after it).
  const rows: unknown[][] = [];
  for (let number = 3; number <= sheet.rowCount && sheet.getRow(number).hasValues; number++)
    rows.push((sheet.getRow(number).values as unknown[]).slice(1));
  return { header: (sheet.getRow(2).values as unknown[]).slice(1), rows };
}

/** What a list's own call says it holds, read as the page reads it (one row asked). */
async function totalOf(cookie: string, path: string, endpoint: typeof api.inquiryBuyer.list, query: Record<string, unknown> = {}) {
  const ctx = await memberContext(get(path, cookie), 'en-US');
  const answer = await callUpstream(endpoint, { ctx, query: { current: 1, pageSize: 1, ...query } as never });
  if (!answer.ok) throw new Error(answer.message);
  return answer.data.totalCount;
}

const exportOf = (cookie: string, list: MemberExportList, search = '') =>
  exportMemberList(get(`/memberCenter/export/list/${list}${search}`, cookie), 'en-US', t, list);

describe('a member-centre list as a file', () => {
  it('comes whole, every page gathered at the largest page size, named in the user’s language', async () => {
    const buyer = (await signedIn('buyer'))!;
    const total = await totalOf(buyer, '/memberCenter/purchaseInquiry/inquiry', api.inquiryBuyer.list);
    upstream().calls.length = 0;
    const response = await exportOf(buyer, 'inquiries', '?current=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Inquiries_\d{4}-\d{2}-\d{2}\.xlsx"; filename\*=UTF-8''Inquiries_/,
    );
    const { header, rows } = await rowsOf(response);
    expect(header.slice(0, 3)).toEqual(['No.', 'Title', 'Quotes']);
    expect(rows).toHaveLength(total);
    const listCalls = upstream().calls.filter((call) => call.includes('/inquiry/buyer/list'));
    expect(listCalls).toHaveLength(Math.max(1, Math.ceil(total / MAX_PAGE_SIZE)));
  });

  it('takes the page’s filters', async () => {
    const buyer = (await signedIn('buyer'))!;
    const drafts = await totalOf(buyer, '/memberCenter/purchaseInquiry/inquiry', api.inquiryBuyer.list, { state: 'draft' });
    const { rows } = await rowsOf(await exportOf(buyer, 'inquiries', '?state=draft&keyword='));
    expect(rows).toHaveLength(drafts);
    expect(rows.every((row) => row[8] === 'Draft')).toBe(true);
  });

  it.each([
    ['buyer', ['purchaseOrders', 'tenders', 'biddings', 'suppliers', 'reviews', 'capital', 'invitations']],
    ['supplier', ['quotes', 'saleOrders', 'myTenders', 'myBiddings', 'applications', 'capital']],
  ] as const)('answers each of the %s’s lists as a sheet', async (account, lists) => {
    const cookie = (await signedIn(account))!;
    for (const list of lists) {
      const response = await exportOf(cookie, list);
      expect(response.status, list).toBe(200);
      expect((await rowsOf(response)).header.length, list).toBeGreaterThan(2);
    }
  });

  it('refuses a list of the other side as its page would (404), and sends a visitor to log in', async () => {
    const supplier = (await signedIn('supplier'))!;
    const refused = await exportOf(supplier, 'inquiries');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toMatch(/^text\/plain/);
    const visitor = await exportMemberList(new Request('http://localhost/memberCenter/export/list/quotes'), 'en-US', t, 'quotes').catch((e) => e);
    expect(visitor).toBeInstanceOf(Response);
    expect((visitor as Response).headers.get('location')).toMatch(/^\/login\?redirect=/);
  });
});

describe('an award’s figures as a file', () => {
  it('gives the buyer an inquiry’s comparison and a tender’s evaluation report', async () => {
    const buyer = (await signedIn('buyer'))!;
    const ctx = await memberContext(get('/memberCenter', buyer), 'en-US');
    const inquiries = await callUpstream(api.inquiryBuyer.list, { ctx, query: { current: 1, pageSize: MAX_PAGE_SIZE } });
    // Prices readable: open quotes, or sealed ones opened.
    const inquiry = inquiries.ok ? inquiries.data.data.find((row) => row.quoteCount > 0 && (row.priceContrast === 2 || row.opened)) : undefined;
    expect(inquiry).toBeDefined();
    const comparison = await exportComparison(get(`/memberCenter/export/comparison?id=${inquiry!.id}`, buyer), 'en-US', t);
    expect(comparison.status).toBe(200);
    expect((await rowsOf(comparison)).header).toContain('No.');

    const tenders = await callUpstream(api.tenderBuyer.list, { ctx, query: { current: 1, pageSize: MAX_PAGE_SIZE } });
    // The demo's tenders are not opened yet: the report's sheet is there, its ranking empty and said to be provisional.
    const tender = tenders.ok ? tenders.data.data.find((row) => row.phase !== 'draft') : undefined;
    expect(tender).toBeDefined();
    const report = await exportEvaluation(get(`/memberCenter/export/evaluation?id=${tender!.id}`, buyer), 'en-US', t);
    expect(report.status).toBe(200);
    const sheet = await rowsOf(report);
    expect(sheet.header.slice(0, 3)).toEqual(['Rank', 'Supplier', 'Bid total']);
    expect(sheet.rows).toEqual([]);
    // Another member's inquiry: its page's 404.
    const supplier = (await signedIn('supplier'))!;
    expect((await exportComparison(get(`/memberCenter/export/comparison?id=${inquiry!.id}`, supplier), 'en-US', t)).status).toBe(404);
  });
});

describe('a contract as a PDF', () => {
  it('is its party’s to download, with the hash it shows, and no one else’s; its auction’s ranking beside', async () => {
    // The seeded contracts' buyers have accounts buyerNN (platform/seed/agreements.ts): the first with a contract.
    let found: { cookie: string; id: number; hash: string; no: string; auctionId: number | null } | null = null;
    for (const account of ['buyer', ...Array.from({ length: 30 }, (_, i) => `buyer${String(i + 1).padStart(2, '0')}`)]) {
      const cookie = await signedIn(account);
      if (!cookie) continue;
      const ctx = await memberContext(get('/memberCenter', cookie), 'en-US');
      const list = await callUpstream(api.agreementBuyer.list, { ctx, query: { current: 1, pageSize: 10, view: 'all' } });
      const row = list.ok ? list.data.data[0] : undefined;
      if (!row) continue;
      const detail = await callUpstream(api.agreement.detail, { ctx, query: { id: row.id } });
      if (!detail.ok) continue;
      const signed = detail.data.signatures.find((one) => one.version === detail.data.signedVersion);
      const auctionId = detail.data.source.type === 3 ? detail.data.source.id : null;
      found = { cookie, id: row.id, hash: signed?.hash ?? detail.data.hash, no: row.agreementNo, auctionId };
      break;
    }
    expect(found).not.toBeNull();
    const response = await exportContractPdf(get(`/memberCenter/contract/document.pdf?id=${found!.id}`, found!.cookie), 'en-US', t);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(await response.arrayBuffer()));
    const text = (await (await document.getPage(1)).getTextContent()).items.map((item) => ('str' in item ? item.str : '')).join('');
    expect(text).toContain(found!.no);
    expect(text).toContain(`SHA-256 ${found!.hash}`);

    // The seeded contracts come from awarded auctions: the buyer's final ranking of that auction.
    expect(found!.auctionId).not.toBeNull();
    const ranking = await exportRanking(get(`/memberCenter/export/ranking?id=${found!.auctionId}`, found!.cookie), 'en-US', t);
    expect(ranking.status).toBe(200);
    const { header, rows } = await rowsOf(ranking);
    expect(header).toEqual(['Rank', 'Bidder', 'Company', 'Best price', 'Bids', 'Best bid received']);
    expect(rows[0]![0]).toBe(1);
    expect(typeof rows[0]![3]).toBe('number');

    const stranger = (await signedIn('supplier'))!;
    expect((await exportContractPdf(get(`/memberCenter/contract/document.pdf?id=${found!.id}`, stranger), 'en-US', t)).status).toBe(404);
  });
});
