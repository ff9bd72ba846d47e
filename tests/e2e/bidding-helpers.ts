// What the competitive bid's journey (bidding.e2e.ts) does in its rooms (docs/product/rules.md, "The live
// reverse auction"): a room opened in a browser of its own with a mark on its window (a reload or a
// navigation would drop it, so a page that still holds it was updated live), a bid placed through the
// room's form and its confirmation, the figures the room shows, and the downloaded log checked with the
// verifier script (scripts/verify-bidding-log.ts) as a bidder would run it.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { api } from '#contract/endpoints.ts';
import { hydrated, until, visit } from './browser.ts';
import { beijing, DAY, HOUR, login, ok, phoneOverflow, signedIn } from './tender-helpers.ts';

const root = path.resolve(import.meta.dirname, '../..');

export const roomPath = (id: number) => `/memberCenter/onlineBid/room?id=${id}`;
export const buyerPath = (id: number) => `/memberCenter/purchaseBid/search/detail?id=${id}`;

/** The pages wider than the member centre's frame at 390 px, noted as the journey goes. */
export const tooWide: string[] = [];

/** Notes the page if at 390 px it is wider than the member centre's frame (or the window). */
export async function fitsPhone(page: Page, what: string): Promise<void> {
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await phoneOverflow(page);
  if (overflow) tooWide.push(`${what}: ${overflow}`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

const MARK = 'bidding-journey-mark';

/** Marks the page's window: the mark lasts as long as the document (no reload, no navigation). */
export async function markWindow(page: Page): Promise<void> {
  await page.evaluate((name) => Object.assign(window, { [name]: true }), MARK);
}

/** The page still shows the document marked by markWindow: what changed on it came live. */
export async function notReloaded(page: Page, who: string): Promise<void> {
  assert.equal(
    await page.evaluate((name) => (window as unknown as Record<string, unknown>)[name] === true, MARK),
    true,
    `${who}'s page was not reloaded`,
  );
}

/**
 * Fills the buyer's auction form: one line of 4 pumps, sign-up from `start` to an hour before bidding,
 * a starting price of 10,000, 10 bids each, a step of 100 yuan, 5 min more for a better bid in the last
 * 5 min (twice at most), every bidder seeing the best price.
 */
export async function fillAuctionForm(
  page: Page,
  auction: { title: string; start: number; biddingStart: number; biddingEnd: number },
): Promise<void> {
  await page.getByTestId('bidding-details').fill(auction.title);
  await page.getByTestId('bidding-category').selectOption({ index: 1 });
  const row = page.getByTestId('bidding-material-row').first();
  for (const [field, value] of [
    ['code', 'P-1'],
    ['name', '离心泵'],
    ['type', 'IS80-65-160'],
    ['unit', '台'],
    ['count', '4'],
  ] as const) {
    await row.getByTestId(`bidding-material-${field}`).fill(value);
  }
  await page.getByTestId('bidding-address').fill('上海市浦东新区张江路 1 号');
  await page.getByTestId('bidding-deliver').fill(beijing(auction.start + 30 * DAY).date);
  for (const [field, at] of [
    ['startSignUp', auction.start],
    ['endSignUp', auction.biddingStart - HOUR],
    ['biddingStartTime', auction.biddingStart],
    ['biddingEndTime', auction.biddingEnd],
  ] as const) {
    await page.getByTestId(`bidding-${field}`).fill(beijing(at).dateTime);
  }
  for (const [field, value] of [
    ['startingPrice', '10000'],
    ['allowPurchaseCount', '10'],
    ['minPriceStep', '100'],
    ['triggerMinutes', '5'],
    ['extensionMinutes', '5'],
    ['maxExtensions', '2'],
  ] as const) {
    await page.getByTestId(`bidding-${field}`).fill(value);
  }
  await page.getByTestId('bidding-step-amount').check();
  await page.getByTestId('bidding-visibility-choice').selectOption('bestPrice');
}

/**
 * Resolves when the next socket the page opens to /ws says "connected" (server/ws.ts: events flow from
 * then on). Events published before it are not the room's to replay: its loader read them.
 */
export function socketConnected(page: Page): Promise<void> {
  const connected = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no live socket connected on ${page.url()} within 15 s`)), 15_000);
    page.on('websocket', (socket) => {
      if (!new URL(socket.url()).pathname.startsWith('/ws')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"action":"connected"')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
  // Awaited after the page has loaded: a refusal meanwhile must not count as unhandled.
  connected.catch(() => undefined);
  return connected;
}

/** The room in `page`, hydrated, its socket connected, its window marked. */
export async function openRoom(page: Page, biddingId: number): Promise<Page> {
  const connected = socketConnected(page);
  await visit(page, roomPath(biddingId));
  await hydrated(page.getByTestId('bidding-room'));
  await connected;
  await markWindow(page);
  return page;
}

/** `account`'s browser (a context of its own: its own cookies) on the auction's room, live and marked. */
export async function roomOf(open: () => Promise<{ page: Page }>, account: string, biddingId: number): Promise<Page> {
  return openRoom(await signedIn(open, account), biddingId);
}

/** A bid typed in the room and confirmed. */
export async function bidInRoom(page: Page, price: string): Promise<void> {
  // Each try finds the field anew: the form may be drawn again meanwhile (a new bid key after the room is read again).
  const input = await until(() => hydrated(page.getByTestId('bidding-room-price'), 3_000), { timeout: 15_000 });
  await input.fill(price);
  await page.getByTestId('bidding-room-place').click();
  await page.getByTestId('bidding-room-confirm-send').click();
}

/** The value a room's fact shows (its label is the line above it). */
export async function factOf(page: Page, testId: string): Promise<string> {
  const text = await page.getByTestId(testId).first().innerText();
  return text.split('\n').at(-1)?.trim() ?? '';
}

/** Waits until a room's fact shows `value` (a live event, or the room read again after a bid, brings it). */
export async function untilFact(page: Page, testId: string, value: RegExp): Promise<void> {
  await until(async () => assert.match(await factOf(page, testId), value, testId), { timeout: 15_000, interval: 250 });
}

/** The room's phase, as its badge says it. */
export const phaseOf = (page: Page) => page.getByTestId('bidding-phase').first().getAttribute('data-phase');

/** Waits (up to 15 s: the platform's sweep runs every second) until the room shows `phase`. */
export async function untilPhase(page: Page, phases: readonly string[]): Promise<void> {
  await until(async () => assert.ok(phases.includes((await phaseOf(page)) ?? ''), `phase ${await phaseOf(page)}, expected ${phases.join(' or ')}`), {
    timeout: 15_000,
    interval: 250,
  });
}

/** Waits until the room's live status line says `text`. */
export async function untilStatus(page: Page, text: string | RegExp): Promise<void> {
  await until(
    async () => {
      const said = await page.getByTestId('bidding-room-status').innerText();
      if (typeof text === 'string') assert.ok(said.includes(text), `the status line says "${said}", not "${text}"`);
      else assert.match(said, text);
    },
    { timeout: 15_000, interval: 250 },
  );
}

/** The rows of the buyer's table of bids, as text. */
export async function bidRows(page: Page): Promise<string[]> {
  return page.getByTestId('bidding-room-bids').locator('tbody tr').allInnerTexts();
}

/** The close the room counts down to (epoch ms), and the words it shows it with. */
export async function closeOf(page: Page): Promise<{ at: number; shown: string }> {
  const close = page.getByTestId('bidding-room-close').first();
  return { at: Number(await close.getAttribute('data-close')), shown: await close.innerText() };
}

/** Runs the verifier script on a log file: its exit code and what it printed. */
export function verifyWithScript(file: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, ['scripts/verify-bidding-log.ts', file], { cwd: root, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The room's log as the bidder downloads it ("download the log"): the file it saved. */
export async function downloadedLog(page: Page): Promise<string> {
  const button = await hydrated(page.getByTestId('bidding-log-download'));
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'bidding-log-')), download.suggestedFilename());
  await download.saveAs(file);
  return file;
}

/** The room's "check a log file" verdict on `file` chosen in it (data-ok "true" or "false"), once it names that file. */
export async function checkedInPortal(page: Page, file: string): Promise<string | null> {
  await (await hydrated(page.getByTestId('bidding-log-file'))).setInputFiles(file);
  const verdict = page.getByTestId('bidding-log-file-verdict').filter({ hasText: path.basename(file) });
  await verdict.waitFor();
  return verdict.getAttribute('data-ok');
}

/** A copy of the log file beside it with one accepted entry's amount lowered by a yuan (its hash left as it was). */
export function withOneAmountAltered(file: string): string {
  const log = JSON.parse(readFileSync(file, 'utf8')) as { entries: Array<{ accepted: boolean; price: string }> };
  const entry = log.entries.find((e) => e.accepted);
  assert.ok(entry, 'the log holds an accepted bid');
  entry.price = (Number(entry.price) - 1).toFixed(2);
  const altered = path.join(path.dirname(file), 'altered.json');
  writeFileSync(altered, JSON.stringify(log, null, 2));
  return altered;
}

type Inbox = { data: Array<{ notification?: { kind: string; payload: Record<string, unknown> } | null }> };

/** The member's notifications about auction `biddingId`, newest first. */
export async function biddingNotices(account: string, biddingId: number): Promise<Array<{ kind: string; payload: Record<string, unknown> }>> {
  const inbox = await ok<Inbox>(api.message.inbox, { token: await login(account), query: { filter: 'system', pageSize: 100 } });
  return inbox.data.flatMap((m) => (m.notification && m.notification.payload.biddingId === biddingId ? [m.notification] : []));
}
