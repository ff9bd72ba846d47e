// The auction's journal (docs/product/rules.md): every bid of the auction's bidders (a caller without
// an approved sign-up is refused before it: placing.ts), accepted or refused, appended inside the bid's transaction under the auction's lock, so the entries of one auction are
// numbered 1, 2, … with no gap and each is chained to the one before by its hash (contract/bidding-log.ts
// says how; the database refuses to change or delete an entry: migration 0019). A bidder is named in
// it by an alias (B1, B2, … in order of its first bid), so the log can be published as it is. After
// the close the buyer and every supplier whose sign-up it approved download it with the ranking the
// bids make, to verify both. An entry's receipt time is when the bid reached the platform, so it need
// not grow with seq (a bid may wait for the lock); the order of decision is seq's.
import { asc, eq, sql } from 'drizzle-orm';
import { type BiddingLog, type BiddingLogEntry, canonicalEntry, GENESIS_HASH } from '#contract/bidding-log.ts';
import { Code } from '#contract/codes.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sha256 } from '../db/hashing.ts';
import { biddingJournal, biddings, bids } from '../db/schema.ts';
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

/** What a new entry continues: the last entry's sequence (0 for none) and hash, and the caller's alias in it. */
export type JournalHead = { seq: number; hash: string; bidder: string };

/**
 * The journal's head for the caller as columns of one statement (placing.ts reads them with the
 * rest of a bid's facts, in one round trip under the lock): the last entry, and the caller's alias —
 * the one it has, or the next one (B1, B2, … in order of a bidder's first entry).
 */
export function journalHeadColumns(biddingId: number, caller: Caller) {
  const ofBidding = sql`${biddingJournal.biddingId} = ${biddingId}`;
  return {
    lastSeq: sql<number | null>`(select ${biddingJournal.seq} from ${biddingJournal} where ${ofBidding} order by ${biddingJournal.seq} desc limit 1)`,
    lastHash: sql<
      string | null
    >`(select ${biddingJournal.hash} from ${biddingJournal} where ${ofBidding} order by ${biddingJournal.seq} desc limit 1)`,
    // COALESCE counts the aliases only for a caller that has none yet.
    bidder: sql<string>`coalesce(
      (select ${biddingJournal.bidder} from ${biddingJournal} where ${ofBidding} and ${biddingJournal.memberId} = ${caller.memberId} and ${biddingJournal.memberRoleId} = ${caller.memberRoleId} limit 1),
      'B' || ((select count(distinct ${biddingJournal.bidder}) from ${biddingJournal} where ${ofBidding}) + 1)::text)`,
  };
}

/** The head as journalHeadColumns read it. */
export function journalHeadOf(row: { lastSeq: unknown; lastHash: unknown; bidder: unknown }): JournalHead {
  return { seq: row.lastSeq === null ? 0 : Number(row.lastSeq), hash: (row.lastHash as string | null) ?? GENESIS_HASH, bidder: String(row.bidder) };
}

/** The journal's head for the caller, read on its own. */
async function headOf(tx: Db, biddingId: number, caller: Caller): Promise<JournalHead> {
  const [row] = await tx.select(journalHeadColumns(biddingId, caller)).from(biddings).where(eq(biddings.id, biddingId));
  return journalHeadOf(row!);
}

/**
 * Appends one entry, in the transaction that holds the auction's lock: its sequence and hash. `head`,
 * when the caller read it under the same lock (nothing else appends meanwhile), saves reading it again.
 */
export async function appendEntry(tx: Db, input: JournalInput, head?: JournalHead): Promise<{ seq: number; hash: string }> {
  const last = head ?? (await headOf(tx, input.biddingId, input.caller));
  const entry = {
    seq: last.seq + 1,
    bidder: last.bidder,
    price: input.price.toFixed(2),
    receivedAt: input.receivedAt,
    accepted: input.accepted,
    code: input.code,
    closeTime: input.closeTime.getTime(),
  };
  const prevHash = last.hash;
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
