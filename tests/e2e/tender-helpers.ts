// What the tender journeys share (docs/product/tenders.md): the platform's clock set to an instant of
// a tender's schedule, a schedule of whole minutes, a tender published, registered for and bid on
// through the platform's API as the parties' own software would do it (E2E_PLATFORM_URL), uploads,
// the tender notifications of a member, a browser logged in afresh (a session lasts 7 days of the
// platform's clock, and the journeys move it weeks ahead), and the phone-width check.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before } from 'node:test';
import type { Page } from 'playwright-core';
import { api, type BidBody, type RegisterTenderBody, type TenderFormBody } from '#contract/endpoints.ts';
import { siteFields } from '#contract/time.ts';
import { loginAs, until, visit } from './browser.ts';
import { DAY, login, ok, platform, setClock } from './inquiry-helpers.ts';
import { describeFindings, seriousViolations } from '#tests/support/axe.ts';
import { PDF_BYTES } from './members.ts';

export { beijing, DAY, expectAxeClean, login, ok, setClock } from './inquiry-helpers.ts';

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;

/** A fresh idempotency key. */
export const key = () => `e2e-${randomBytes(8).toString('hex')}`;

/**
 * The serious accessibility findings of the pages a journey opens, gathered as it goes (a finding
 * does not stop the journey's later steps) and asserted by its last test.
 */
export function axeFindings(): { check: (page: Page, what: string) => Promise<void>; assertNone: () => void } {
  const found: string[] = [];
  return {
    async check(page, what) {
      const findings = await seriousViolations(page);
      if (findings.length > 0) found.push(`${what}:\n${describeFindings(findings)}`);
    },
    assertNone() {
      assert.equal(found.length, 0, `pages with serious accessibility findings:\n${found.join('\n')}`);
    },
  };
}

/** The file's journeys start on the real clock and give it back at the end: other journeys share the portal. */
export function realClockAround(): void {
  before(async () => {
    await setClock(0);
  });
  after(async () => {
    await setClock(0);
  });
}

/** A notification's sentence as my messages shows it: its template with the payload's values. */
export const sentence = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));

/** An instant as the member centre shows it (Beijing time, to the minute). */
export const shownAt = (at: number) => siteFields(at).dateTime.replace('T', ' ');

/** The platform's clock set to `instant` (it runs on from there). */
export async function clockAt(instant: number): Promise<void> {
  await setClock(instant - Date.now());
}

/** The next whole minute at least `ahead` ms from now: what a datetime-local field can hold. */
export function wholeMinute(ahead: number): number {
  return Math.ceil((Date.now() + ahead) / MINUTE) * MINUTE;
}

/**
 * A public tender's schedule from `start` (registration opens): registration 2 days, prequalification
 * days 2–4, bidding days 4–25, the opening at the deadline. Publishing at `start` leaves 25 days, more
 * than the site's minimum tendering period (20).
 */
export function scheduleFrom(start: number) {
  return {
    registerStartTime: start,
    registerEndTime: start + 2 * DAY,
    preCheckStartTime: start + 2 * DAY,
    preCheckEndTime: start + 4 * DAY,
    inviteTenderStartTime: start + 4 * DAY,
    inviteTenderEndTime: start + 25 * DAY,
    openTenderTime: start + 25 * DAY,
  };
}

type Inbox = { data: Array<{ notification?: { kind: string; payload: Record<string, unknown> } | null }> };

/** The member's notifications about tender `tenderId`, newest first. */
export async function tenderNotices(token: string, tenderId: number): Promise<Array<{ kind: string; payload: Record<string, unknown> }>> {
  const inbox = await ok<Inbox>(api.message.inbox, { token, query: { filter: 'system', pageSize: 100 } });
  return inbox.data.flatMap((item) => (item.notification && item.notification.payload.tenderId === tenderId ? [item.notification] : []));
}

/** Waits until the member has a notification of `kind` about the tender; answers it. */
export function noticeOf(token: string, tenderId: number, kind: string): Promise<{ kind: string; payload: Record<string, unknown> }> {
  return until(async () => {
    const notices = await tenderNotices(token, tenderId);
    const found = notices.find((n) => n.kind === kind);
    assert.ok(found, `${kind} among ${notices.map((n) => n.kind).join(', ') || 'none'}`);
    return found;
  });
}

/** Uploads a PDF as the member would (a document): its id. */
export async function uploadPdf(token: string, name: string): Promise<number> {
  const url = new URL(`/api${api.upload.file.path}`, process.env.E2E_PLATFORM_URL);
  url.searchParams.set('purpose', 'document');
  url.searchParams.set('idempotencyKey', key());
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(PDF_BYTES)], { type: 'application/pdf' }), name);
  const response = await fetch(url, { method: 'POST', headers: { token }, body: form });
  const answer = (await response.json()) as { code: number; message: string; data: { id: number } };
  assert.equal(answer.code, 1000, `upload: ${answer.message}`);
  return answer.data.id;
}

/** A category the catalogue knows (a tender names one): the category of one of the buyer's tenders (the seed gives the demo buyer some). */
export async function someCategory(buyer: string): Promise<number> {
  const list = await ok<{ data: Array<{ id: number }> }>(api.tenderBuyer.list, { token: buyer, query: { pageSize: 1 } });
  assert.ok(list.data[0], 'the buyer has a tender');
  return (await ok<{ categoryId: number }>(api.tenderBuyer.detail, { token: buyer, query: { id: list.data[0].id } })).categoryId;
}

/** The demo buyer publishes a tender through the API: `start` must not be before the platform's clock. */
export async function publishTender(buyer: string, start: number, overrides: Partial<TenderFormBody> = {}): Promise<number> {
  const form: TenderFormBody = {
    projectName: `E2E 招标 ${randomBytes(3).toString('hex')}`,
    categoryId: await someCategory(buyer),
    purchaseType: 2,
    materiels: [
      { code: 'P-1', name: '离心泵', type: 'IS80-65-160', unit: '台', count: 4 },
      { code: 'V-1', name: '闸阀', type: 'Z41H-16C', unit: '个', count: 10 },
    ],
    isAllArea: true,
    deliverAddress: '上海市浦东新区张江路 1 号',
    hopeDate: start + 60 * DAY,
    ...scheduleFrom(start),
    isQualificationCheck: false,
    preCheckStartTime: undefined,
    preCheckEndTime: undefined,
    evaluationMethod: 'scored',
    evaluationCriteria: [
      { name: '价格', weight: 60, isPrice: true },
      { name: '技术方案', weight: 40 },
    ],
    tenderScope: 'public',
    ...overrides,
  };
  const draft = await ok<{ id: number }>(api.tenderBuyer.save, { token: buyer, body: { form, idempotencyKey: key() } });
  await ok(api.tenderBuyer.publish, { token: buyer, body: { id: draft.id, idempotencyKey: key() } });
  return draft.id;
}

/** A registration's body: a contact in Shanghai. */
export function registrationBody(tenderId: number, overrides: Partial<RegisterTenderBody> = {}): RegisterTenderBody {
  return {
    tenderId,
    contactName: '赵六',
    phone: '13800138000',
    email: 'bids@example.com',
    provinceCode: '310000',
    cityCode: '310100',
    address: '浦东新区世纪大道 100 号',
    idempotencyKey: key(),
    ...overrides,
  };
}

/** The supplier registers for a tender with prequalification, a qualification document uploaded: its registration's review. */
export async function registerWithQualification(token: string, tenderId: number): Promise<string> {
  const qualification = await uploadPdf(token, '资质证书.pdf');
  const body = registrationBody(tenderId, { qualificationFileIds: [qualification] });
  return (await ok<{ review: string }>(api.tenderRegistration.register, { token, body })).review;
}

/** The name of the caller's company. */
export async function companyName(token: string): Promise<string> {
  return (await ok<{ name: string }>(api.memberCentre.company, { token })).name;
}

/**
 * The demo suppliers (supplier, supplier02 … supplier11, in that order, less `except`) whose
 * registration for the tender the platform would take now (admitted by the demo buyer, a stage that
 * may take part): `count` of them, by account with a token. The tender's registration must be open.
 */
export async function suppliersWhoMayRegister(
  tenderId: number,
  count: number,
  except: string[] = [],
): Promise<Array<{ account: string; token: string }>> {
  const accounts = ['supplier', ...Array.from({ length: 10 }, (_, i) => `supplier${String(i + 2).padStart(2, '0')}`)].filter(
    (a) => !except.includes(a),
  );
  const found: Array<{ account: string; token: string }> = [];
  for (const account of accounts) {
    if (found.length === count) break;
    const token = await login(account);
    const form = await ok<{ refusal: number | null }>(api.tenderRegistration.form, { token, query: { inviteTenderId: tenderId } });
    if (form.refusal === null) found.push({ account, token });
  }
  assert.equal(found.length, count, `${count} demo suppliers may register for tender ${tenderId}`);
  return found;
}

/** The tender's material lines as the bid page lists them. */
export async function materielIds(token: string, tenderId: number): Promise<number[]> {
  const form = await ok<{ tender: { materiels: Array<{ id: number }> } }>(api.tenderBid.form, { token, query: { inviteTenderId: tenderId } });
  return form.tender.materiels.map((m) => m.id);
}

/** A bid's body: a unit price per line, in the lines' order. */
export function bidBody(tenderId: number, lineIds: number[], prices: number[]): BidBody {
  return {
    tenderId,
    lines: lineIds.map((materielId, i) => ({ materielId, price: prices[i]!, deliveryDays: 20, note: '' })),
    taxRate: 13,
    terms: { payment: '货到验收后 30 天付款', delivery: '合同签订后 20 天交货', validityDays: 90, warranty: '一年' },
    remark: '',
    idempotencyKey: key(),
  };
}

/** A page of `open()`'s logged in through the form as `account` (never a session from before the clock moved). */
export async function signedIn(open: () => Promise<{ page: Page }>, account: string): Promise<Page> {
  const { page } = await open();
  await loginAs(page, account);
  return page;
}

/**
 * Why the page scrolls sideways on a 390 px phone, or null: the document is wider than the window
 * and than the member centre's frame (its fixed desktop width, MemberLayout.module.css, which scrolls
 * sideways on a phone for every page alike): its width and the outermost elements reaching past the
 * edge (what a scrolling box holds is inside it, not past it).
 */
export async function phoneOverflow(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const frame = document.querySelector('[data-testid="member-layout"]');
    const edge = Math.max(window.innerWidth, frame ? Number.parseFloat(getComputedStyle(frame).minWidth) || 0 : 0);
    const width = document.documentElement.scrollWidth;
    if (width <= edge) return null;
    const clipped = (el: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(el).overflowX);
    const outermost: string[] = [];
    const walk = (el: Element) => {
      if (el.getBoundingClientRect().right > edge + 1) {
        const testId = el.getAttribute('data-testid');
        const name = `${el.tagName.toLowerCase()}${testId ? `[data-testid=${testId}]` : ''}.${[...el.classList].slice(0, 2).join('.')}`;
        const wide = [...el.children].some((child) => child.getBoundingClientRect().right > edge + 1);
        if (!wide || clipped(el)) return void outermost.push(name);
      }
      if (!clipped(el)) for (const child of el.children) walk(child);
    };
    walk(document.body);
    return `${width} px wide (the frame: ${edge} px): ${outermost.slice(0, 6).join(', ')}`;
  });
}

/**
 * Opens `path` until `check` holds: a public list or page is cached for a few seconds (the 'short'
 * strategy, bff/cache/strategies.ts), so what the platform has just done shows on a later look.
 */
export async function seenOn(page: Page, path: string, check: () => Promise<void>): Promise<void> {
  await until(
    async () => {
      await visit(page, path);
      await check();
    },
    { timeout: 45_000, interval: 1_000 },
  );
}

export { platform as call };

/**
 * Waits for a system message naming `title` and saying `words` on "my messages": other journeys (run
 * before, with the clock further ahead) may leave newer unread messages, so it looks through the
 * first five pages of system messages.
 */
export async function findMessage(page: Page, title: string, words: string): Promise<void> {
  const found = page.getByTestId('message-text').filter({ hasText: title }).filter({ hasText: words });
  for (let current = 1; current <= 5; current++) {
    await visit(page, `/memberCenter/message?filter=system&current=${current}`);
    await page.getByTestId('message-text').first().waitFor();
    if ((await found.count()) > 0) break;
  }
  await found.first().waitFor();
}
