// The public opening of a tender's sealed bids (docs/product/tenders.md#the-public-opening,
// docs/decisions/023-tender-phases.md): at openTenderTime, by the platform's clock and with no buyer
// action, every active bid's latest submission is decrypted, its receipt recomputed from what was
// opened and compared with the stored one, and the opening record is written once (tender_openings,
// unique per tender, append-only): each bidder, its total, its receipt's hash, whether it verified,
// whether it answered the tender's latest revision, whether it counts. Fewer valid bids than the
// site's minimum (tenderingRules) and the tender fails. Everyone is told in the same transaction.
// Two ways lead here, both idempotent and race-safe: the sweep (claims due tenders with FOR UPDATE
// SKIP LOCKED, as inquiry/deadline-reminders.ts does), and any read of a due tender (`withOpened`).
// A bid that cannot be decrypted is logged and recorded as not verified; when not one bid of a tender
// can be (the seal key is not the one the bids were sealed with), nothing is written: the error is
// logged for the operator and the tender stays unopened, read as such, until the key is right. One
// tender that cannot be opened never holds up the others.
import { and, asc, eq, ne, notExists, notInArray, sql } from 'drizzle-orm';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { members, tenderBidRevisions, tenderBids, tenderOpenings, tenderRegistrations, tenders } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { tenderingRules } from '../site/queries.ts';
import type { Sealer } from '../sourcing/seal.ts';
import { bidReceiptHash, bidSealBinding, pricedLines, storedReceiptContent } from './bid-receipts.ts';
import type { OpenedBid, SealedBidPrices } from './schema.ts';
import { failReasonOf, materielCounts, memberName, type TenderRow } from './tender.ts';
import { rejectUnreviewed } from './unreviewed.ts';
import { tenderPhase, tenderPhaseIs } from './windows.ts';

/** Where the opening tells what went wrong: the platform's logger, or a request's. */
export type Log = { warn(details: object, message: string): void; error(details: object, message: string): void };

/** How often the platform sweeps for due tenders. */
export const OPENING_SWEEP_INTERVAL_MS = 60_000;
/** Tenders one sweep opens at most (each in its own transaction); the next sweep takes the rest. */
const SWEEP_BATCH = 20;

/** Whether the tender is due: published, its opening time reached (the phase says evaluation), not opened. */
const isDue = (tender: TenderRow, at: number) => tender.state === 'published' && tenderPhase(tender, at) === 'evaluation';

/** Each active bid's latest revision with its supplier's name, oldest bid first. */
function activeBids(db: Db, tenderId: number) {
  return db
    .select({ bid: tenderBids, revision: tenderBidRevisions, name: members.name })
    .from(tenderBids)
    .innerJoin(tenderBidRevisions, and(eq(tenderBidRevisions.bidId, tenderBids.id), eq(tenderBidRevisions.revision, tenderBids.revision)))
    .innerJoin(members, eq(members.id, tenderBids.memberId))
    .where(and(eq(tenderBids.tenderId, tenderId), eq(tenderBids.state, 'active')))
    .orderBy(asc(tenderBids.createTime), asc(tenderBids.id));
}

/**
 * Opens `tender` (read FOR UPDATE by the caller, due at `at`) unless it was opened already: the
 * record, the failure when too few bids are valid, the notifications. Answers the outcome, or null
 * when there was nothing to do. Throws, writing nothing, when there are bids and not one decrypts.
 */
export async function openTender(tx: Db, sealer: Sealer, tender: TenderRow, at: number, log: Log): Promise<'opened' | 'failed' | null> {
  if (!isDue(tender, at)) return null;
  // One after another: a transaction's client takes one query at a time.
  const { minValidBids } = await tenderingRules(tx);
  const counts = await materielCounts(tx, tender.id);
  const rows = await activeBids(tx, tender.id);
  let decrypted = 0;
  const bids = rows.map(({ bid, revision, name }): OpenedBid => {
    const supplier = { memberId: bid.memberId, roleId: bid.memberRoleId };
    const where = { tenderId: tender.id, bidId: bid.id, revision: revision.revision };
    let opened: ReturnType<typeof pricedLines> | null = null;
    try {
      const prices = sealer.open(revision.sealedPrices ?? '', bidSealBinding(bid.id, revision.revision)) as SealedBidPrices;
      decrypted++;
      opened = pricedLines(prices.lines, counts);
    } catch (error) {
      // Changed, sealed for another bid or under another key: recorded as not verified, never counted.
      log.warn({ err: error, ...where }, 'a sealed bid could not be opened, or does not price the tender’s lines');
    }
    const verified = opened !== null && bidReceiptHash(storedReceiptContent(revision, supplier, opened)) === revision.receiptHash;
    const current = revision.tenderRevision === tender.revision;
    return {
      bidId: bid.id,
      revision: revision.revision,
      supplier: { ...supplier, name },
      sealedHash: sha256(revision.sealedPrices ?? ''),
      receiptHash: revision.receiptHash,
      verified,
      current,
      valid: verified && current,
      totalAmount: opened?.totalAmount ?? 0,
      taxRate: revision.taxRate,
      lines: opened?.lines ?? [],
      submittedTime: revision.createTime.getTime(),
    };
  });
  if (rows.length > 0 && decrypted === 0) {
    // Not one bid: the key, not the bidders. An append-only record would fail the tender for good.
    log.error({ tenderId: tender.id, bids: rows.length }, 'no sealed bid of the tender could be opened: check QUOTE_SEAL_KEY');
    throw new Error(`tender ${tender.id}: none of its ${rows.length} sealed bids could be opened`);
  }
  const validCount = bids.filter((bid) => bid.valid).length;
  const outcome = validCount >= minValidBids ? 'opened' : 'failed';
  const [written] = await tx
    .insert(tenderOpenings)
    .values({ tenderId: tender.id, bids, validCount, outcome, digest: sha256(canonicalJson(bids)), createTime: new Date(at) })
    .onConflictDoNothing({ target: tenderOpenings.tenderId })
    .returning({ id: tenderOpenings.id });
  if (!written) return null;
  if (outcome === 'failed') {
    await tx
      .update(tenders)
      .set({ state: 'failed', failReason: failReasonOf(validCount, minValidBids), updateTime: new Date(at) })
      .where(eq(tenders.id, tender.id));
  }
  await tellEveryone(tx, tender, outcome, at);
  return outcome;
}

/** The buyer and every bidder (opened), or the buyer and every registered supplier not rejected (failed). */
async function tellEveryone(tx: Db, tender: TenderRow, outcome: 'opened' | 'failed', at: number): Promise<void> {
  const payload = { tenderId: tender.id, code: tender.code, title: tender.projectName, buyerName: await memberName(tx, tender.memberId) };
  const kind = outcome === 'opened' ? 'tender.opened' : 'tender.failed';
  const bidders = await tx.selectDistinct({ memberId: tenderBids.memberId }).from(tenderBids).where(eq(tenderBids.tenderId, tender.id));
  const bidderIds = new Set(bidders.map((b) => b.memberId));
  const registered =
    outcome === 'failed'
      ? await tx
          .selectDistinct({ memberId: tenderRegistrations.memberId })
          .from(tenderRegistrations)
          .where(and(eq(tenderRegistrations.tenderId, tender.id), ne(tenderRegistrations.review, 'rejected')))
      : [];
  const others = registered.map((r) => r.memberId).filter((id) => !bidderIds.has(id));
  await notify(tx, { recipientMemberId: tender.memberId, kind, payload: { ...payload, link: LINKS.tenderOpening(tender.id) }, at });
  for (const memberId of bidderIds) {
    await notify(tx, { recipientMemberId: memberId, kind, payload: { ...payload, link: LINKS.tenderOpening(tender.id) }, at });
  }
  for (const memberId of others) {
    await notify(tx, { recipientMemberId: memberId, kind, payload: { ...payload, link: LINKS.myTenders() }, at });
  }
}

/**
 * Opens the tender `id` first if it is due (a reader never waits for the sweep): a cheap look without
 * a lock, then the tender locked FOR UPDATE (a bid still being taken holds it shared: the opening
 * waits for it) and looked at again. A failure is logged, never thrown: the reader reads the tender
 * unopened, and the sweep tries again.
 */
export async function openIfDue({ db, now }: PlatformContext, sealer: Sealer, id: number, log: Log): Promise<void> {
  try {
    const [[row], [opening]] = await Promise.all([
      db.select().from(tenders).where(eq(tenders.id, id)),
      db.select({ id: tenderOpenings.id }).from(tenderOpenings).where(eq(tenderOpenings.tenderId, id)),
    ]);
    if (!row || opening || !isDue(row, now())) return;
    await transaction(db, async (tx) => {
      const [tender] = await tx.select().from(tenders).where(eq(tenders.id, id)).for('update');
      if (tender) await openTender(tx, sealer, tender, now(), log);
    });
  } catch (error) {
    log.error({ err: error, tenderId: id }, 'a due tender could not be opened on reading it');
  }
}

/** What `read` answers once the tender `id` is opened if it is due (openIfDue): a read of a tender that may be due is one call. */
export async function withOpened<T>(context: PlatformContext, sealer: Sealer, log: Log, id: number, read: () => Promise<T>): Promise<T> {
  await openIfDue(context, sealer, id, log);
  return read();
}

/**
 * One sweep: claims due tenders one at a time (SKIP LOCKED: another instance takes others) and opens
 * each; answers how many. A tender that cannot be opened is logged and passed over for the rest of the
 * sweep (the next one tries it again), so it holds up none of the others.
 */
export async function openDueTenders({ db, now }: PlatformContext, sealer: Sealer, log: Log): Promise<number> {
  let opened = 0;
  const passedOver: number[] = [];
  for (let i = 0; i < SWEEP_BATCH; i++) {
    const claim: { id: number | null } = { id: null };
    try {
      const done = await transaction(db, async (tx) => {
        const at = now();
        const [tender] = await tx
          .select()
          .from(tenders)
          .where(
            and(
              eq(tenders.state, 'published'),
              tenderPhaseIs('evaluation', at),
              notExists(tx.select({ one: sql`1` }).from(tenderOpenings).where(eq(tenderOpenings.tenderId, tenders.id))),
              passedOver.length > 0 ? notInArray(tenders.id, passedOver) : undefined,
            ),
          )
          .orderBy(asc(tenders.openTenderTime), asc(tenders.id))
          .limit(1)
          .for('update', { of: tenders, skipLocked: true });
        if (!tender) return false;
        claim.id = tender.id;
        await openTender(tx, sealer, tender, at, log);
        return true;
      });
      if (!done) break;
      opened++;
    } catch (error) {
      if (claim.id === null) throw error;
      passedOver.push(claim.id);
      log.error({ err: error, tenderId: claim.id }, 'a due tender could not be opened; the next sweep tries it again');
    }
  }
  return opened;
}

/**
 * Sweeps every `intervalMs` until stopped: registrations the prequalification closed on unreviewed
 * (unreviewed.ts), then the due tenders; a failed sweep is logged and tried at the next.
 */
export function startTenderOpenings(context: PlatformContext, sealer: Sealer, log: Log, intervalMs = OPENING_SWEEP_INTERVAL_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    rejectUnreviewed(context)
      .catch((error) => log.warn({ err: error }, 'unreviewed registrations could not be settled'))
      .then(() => openDueTenders(context, sealer, log))
      .catch((error) => log.warn({ err: error }, 'tender openings failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
