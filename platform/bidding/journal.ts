// The auction's journal (docs/product/rules.md): every bid of the auction's bidders (a caller without
// an approved sign-up is refused before it: placing.ts), accepted or refused, appended inside the bid's transaction under the auction's lock, so the entries of one auction are
// numbered 1, 2, … with no gap and each is chained to the one before by its hash (contract/bidding-log.ts
// says how; the database refuses to change or delete an entry: migration 0019). A bidder is named in
// it by an alias (B1, B2, … in order of its first bid), so the log can be published as it is. After
// the close the buyer and every supplier whose sign-up it approved download it with the ranking the
// bids make, to verify both. An entry's receipt time is when the bid reached the platform, so it need
// not grow with seq (a bid may wait for the lock); the order of decision is seq's.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type BiddingLog, type BiddingLogEntry, canonicalEntry, GENESIS_HASH } from '#contract/bidding-log.ts';
import { Code } from '#contract/codes.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sha256 } from '../db/hashing.ts';
import { biddingJournal, bids } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { biddingFor, isAdmittedBidder, isPublisher } from './bidding.ts';
import { biddingPhase } from './windows.ts';

/** What a new entry says; the sequence, alias and hashes are the journal's. */
export type JournalInput = {
  biddingId: number;
  caller: Caller;
  price: number;
  receivedAt: number;
  accepted: boolean;
  code: number | null;
  closeTime: Date;
  bidId: number | null;
};

/** The caller's alias in the auction's journal: the one it has, or the next one. */
async function aliasOf(tx: Db, biddingId: number, caller: Caller): Promise<string> {
  const [own] = await tx
    .select({ bidder: biddingJournal.bidder })
    .from(biddingJournal)
    .where(
      and(
        eq(biddingJournal.biddingId, biddingId),
        eq(biddingJournal.memberId, caller.memberId),
        eq(biddingJournal.memberRoleId, caller.memberRoleId),
      ),
    )
    .limit(1);
  if (own) return own.bidder;
  const [known] = await tx
    .select({ n: sql<number>`count(distinct ${biddingJournal.bidder})::int` })
    .from(biddingJournal)
    .where(eq(biddingJournal.biddingId, biddingId));
  return `B${(known?.n ?? 0) + 1}`;
}

/** Appends one entry, in the transaction that holds the auction's lock: its sequence and hash. */
export async function appendEntry(tx: Db, input: JournalInput): Promise<{ seq: number; hash: string }> {
  const [last] = await tx
    .select({ seq: biddingJournal.seq, hash: biddingJournal.hash })
    .from(biddingJournal)
    .where(eq(biddingJournal.biddingId, input.biddingId))
    .orderBy(desc(biddingJournal.seq))
    .limit(1);
  const entry = {
    seq: (last?.seq ?? 0) + 1,
    bidder: await aliasOf(tx, input.biddingId, input.caller),
    price: input.price.toFixed(2),
    receivedAt: input.receivedAt,
    accepted: input.accepted,
    code: input.code,
    closeTime: input.closeTime.getTime(),
  };
  const prevHash = last?.hash ?? GENESIS_HASH;
  const hash = sha256(prevHash + canonicalEntry(entry));
  await tx.insert(biddingJournal).values({
    biddingId: input.biddingId,
    seq: entry.seq,
    memberId: input.caller.memberId,
    memberRoleId: input.caller.memberRoleId,
    userId: input.caller.userId,
    bidder: entry.bidder,
    price: entry.price,
    receivedAt: new Date(entry.receivedAt),
    accepted: entry.accepted,
    code: entry.code,
    closeTime: input.closeTime,
    bidId: input.bidId,
    prevHash,
    hash,
  });
  return { seq: entry.seq, hash };
}

/**
 * The journal as the caller downloads it after the close (60151 before): the buyer and every supplier
 * whose sign-up the buyer approved; 404 for anyone else (an outsider, a pending or rejected sign-up). The ranking is the one the accepted bids make (each bidder's
 * lowest price; of equal prices the earlier bid), read from the bids, not from the journal, so the
 * verifier checks one against the other.
 */
export async function biddingLog({ db, now }: PlatformContext, biddingId: number, caller: Caller): Promise<BiddingLog> {
  const bidding = await biddingFor(db, biddingId);
  if (!isPublisher(bidding, caller) && !(await isAdmittedBidder(db, biddingId, caller))) throw new BusinessError(Code.NOT_FOUND);
  const rows = await db.select().from(biddingJournal).where(eq(biddingJournal.biddingId, biddingId)).orderBy(asc(biddingJournal.seq));
  const mine = rows.find((row) => row.memberId === caller.memberId && row.memberRoleId === caller.memberRoleId);
  const phase = biddingPhase(bidding, now());
  // Closed by the clock, the log waits for the close to be told (the grace lets queued bids be decided first).
  const ended = ['awarded', 'failed', 'cancelled'].includes(phase) || (phase === 'closed' && bidding.closeToldTime !== null);
  if (!ended) throw new BusinessError(Code.BIDDING_STATE_FORBIDS, phase);
  const entries: BiddingLogEntry[] = rows.map((row) => ({
    seq: row.seq,
    bidder: row.bidder,
    price: row.price,
    receivedAt: row.receivedAt.getTime(),
    accepted: row.accepted,
    code: row.code,
    closeTime: row.closeTime.getTime(),
    prevHash: row.prevHash,
    hash: row.hash,
  }));
  const aliasByBid = new Map(rows.flatMap((row) => (row.bidId === null ? [] : [[row.bidId, { bidder: row.bidder, seq: row.seq }] as const])));
  const accepted = await db.select({ id: bids.id, price: bids.price }).from(bids).where(eq(bids.biddingId, biddingId)).orderBy(asc(bids.id));
  const best = new Map<string, { price: number; seq: number }>();
  for (const bid of accepted) {
    const journaled = aliasByBid.get(bid.id);
    if (!journaled) continue;
    const held = best.get(journaled.bidder);
    if (!held || bid.price < held.price) best.set(journaled.bidder, { price: bid.price, seq: journaled.seq });
  }
  const ranking = [...best.entries()]
    .sort(([, a], [, b]) => a.price - b.price || a.seq - b.seq)
    .map(([bidder, held], index) => ({ rank: index + 1, bidder, price: held.price.toFixed(2), seq: held.seq }));
  return { biddingId, biddingNo: bidding.biddingNo, entries, ranking, own: mine?.bidder ?? null };
}
