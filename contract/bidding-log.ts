// The auction's journal as anyone can check it (docs/product/rules.md): every bid the platform received,
// accepted or refused, each entry chained to the one before by
// hash = sha256(previous hash + canonical entry), the first entry's previous hash GENESIS_HASH.
// The platform writes the chain with canonicalEntry (platform/bidding/journal.ts); verifyBiddingLog
// recomputes it and the ranking from the accepted bids (lowest price first; of equal prices, the
// bid accepted first: the lower seq). The order is seq's alone: an entry's receipt time is when the
// bid reached the platform, and a bid that waited for the auction's lock is decided after one received
// later, so receipt times need not grow with seq. Pure and free of Node: the portal's verifier page
// and scripts/verify-bidding-log.ts run the same function (Web Crypto's SHA-256).
import { z } from 'zod';

export const GENESIS_HASH = '0'.repeat(64);

/** One journal entry as a downloaded log holds it: the bidder aliased (B1, B2, … by first bid). */
export const BiddingLogEntry = z.object({
  seq: z.number().int().min(1),
  bidder: z.string(),
  /** Yuan with two decimals, as text so no float rounding touches it. */
  price: z.string().regex(/^\d+\.\d{2}$/),
  /** The server's receipt time, epoch ms: when the bid reached the platform (not monotonic with seq). */
  receivedAt: z.number().int(),
  accepted: z.boolean(),
  /** The refusal's code; null when accepted. */
  code: z.number().int().nullable(),
  /** The close after this entry, epoch ms. */
  closeTime: z.number().int(),
  prevHash: z.string(),
  hash: z.string(),
});
export type BiddingLogEntry = z.infer<typeof BiddingLogEntry>;

/** A bidder's place in the result: its best accepted price and the entry that made it. */
export const BiddingRank = z.object({ rank: z.number().int(), bidder: z.string(), price: z.string(), seq: z.number().int() });
export type BiddingRank = z.infer<typeof BiddingRank>;

/** The log a bidder downloads: the auction, the entries, the ranking the platform states, and which alias is the reader's own. */
export const BiddingLog = z.object({
  biddingId: z.number().int(),
  biddingNo: z.string(),
  entries: z.array(BiddingLogEntry),
  ranking: z.array(BiddingRank),
  own: z.string().nullable(),
});
export type BiddingLog = z.infer<typeof BiddingLog>;

/** A log read from a file's text: the log, or why it is not one (not JSON, or not a log's shape). */
export function parseBiddingLog(text: string): { log: BiddingLog } | { notALog: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { notALog: 'not JSON' };
  }
  const parsed = BiddingLog.safeParse(json);
  if (parsed.success) return { log: parsed.data };
  const issue = parsed.error.issues[0];
  return { notALog: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
}

/** The text an entry's hash covers (with the previous hash before it): its fields in a fixed order. */
export function canonicalEntry(entry: Omit<BiddingLogEntry, 'prevHash' | 'hash'>): string {
  return JSON.stringify([entry.seq, entry.bidder, entry.price, entry.receivedAt, entry.accepted, entry.code, entry.closeTime]);
}

/** Cents of a two-decimal price, to compare prices exactly. */
const cents = (price: string) => Math.round(Number(price) * 100);

/** The ranking the accepted entries make: each bidder's lowest price, lowest first; of equal prices, the earlier entry (seq, never receivedAt). */
export function rankingOf(entries: readonly Omit<BiddingLogEntry, 'prevHash' | 'hash'>[]): BiddingRank[] {
  const best = new Map<string, { price: string; seq: number }>();
  for (const entry of [...entries].sort((a, b) => a.seq - b.seq)) {
    if (!entry.accepted) continue;
    const held = best.get(entry.bidder);
    if (!held || cents(entry.price) < cents(held.price)) best.set(entry.bidder, { price: entry.price, seq: entry.seq });
  }
  return [...best.entries()]
    .map(([bidder, held]) => ({ bidder, ...held }))
    .sort((a, b) => cents(a.price) - cents(b.price) || a.seq - b.seq)
    .map((row, index) => ({ rank: index + 1, ...row }));
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type BiddingLogVerdict = {
  ok: boolean;
  /** The first entry whose sequence, previous hash or hash is not what the chain makes; null when all are. */
  brokenAt: number | null;
  /** The ranking recomputed from the entries, and whether the log's stated ranking is it. */
  ranking: BiddingRank[];
  rankingMatches: boolean;
};

/** Recomputes the log's chain and its ranking: ok when every hash holds and the stated ranking is the recomputed one. */
export async function verifyBiddingLog(log: BiddingLog): Promise<BiddingLogVerdict> {
  let previous = GENESIS_HASH;
  let brokenAt: number | null = null;
  for (const [index, entry] of log.entries.entries()) {
    const expected = await sha256Hex(previous + canonicalEntry(entry));
    if (entry.seq !== index + 1 || entry.prevHash !== previous || entry.hash !== expected) {
      brokenAt = entry.seq;
      break;
    }
    previous = entry.hash;
  }
  const ranking = rankingOf(log.entries);
  const rankingMatches =
    JSON.stringify(ranking) === JSON.stringify(log.ranking.map(({ rank, bidder, price, seq }) => ({ rank, bidder, price, seq })));
  return { ok: brokenAt === null && rankingMatches, brokenAt, ranking, rankingMatches };
}
