// The auction log's verifier (contract/bidding-log.ts): a chain built as the platform builds it (Node's
// SHA-256 over the previous hash and the canonical entry) verifies; an altered amount, a dropped entry
// or a stated ranking that the bids do not make does not.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type BiddingLog, type BiddingLogEntry, canonicalEntry, GENESIS_HASH, rankingOf, verifyBiddingLog } from './bidding-log.ts';

const bids: Array<[string, string, boolean]> = [
  ['B1', '9900.00', true],
  ['B2', '9900.00', false],
  ['B2', '9800.00', true],
  ['B1', '9800.00', false],
  ['B3', '9700.00', true],
  ['B1', '9700.00', false],
];

function logOf(rows: typeof bids): BiddingLog {
  let previous = GENESIS_HASH;
  const entries: BiddingLogEntry[] = rows.map(([bidder, price, accepted], index) => {
    const entry = { seq: index + 1, bidder, price, receivedAt: 1_000 + index, accepted, code: accepted ? null : 60157, closeTime: 9_000 };
    const hash = createHash('sha256')
      .update(previous + canonicalEntry(entry))
      .digest('hex');
    const full = { ...entry, prevHash: previous, hash };
    previous = hash;
    return full;
  });
  return { biddingId: 1, biddingNo: 'JJ20260511000001', entries, ranking: rankingOf(entries), own: 'B2' };
}

describe('verifyBiddingLog', () => {
  it('verifies the chain and ranks the lowest price first, of equal prices the earlier bid', async () => {
    const log = logOf(bids);
    expect(await verifyBiddingLog(log)).toEqual({
      ok: true,
      brokenAt: null,
      rankingMatches: true,
      ranking: [
        { rank: 1, bidder: 'B3', price: '9700.00', seq: 5 },
        { rank: 2, bidder: 'B2', price: '9800.00', seq: 3 },
        { rank: 3, bidder: 'B1', price: '9900.00', seq: 1 },
      ],
    });
  });

  it('finds an altered amount, a dropped entry and a stated ranking the bids do not make', async () => {
    const log = logOf(bids);
    const altered = { ...log, entries: log.entries.map((e) => (e.seq === 3 ? { ...e, price: '9000.00' } : e)) };
    expect(await verifyBiddingLog(altered)).toMatchObject({ ok: false, brokenAt: 3 });
    const dropped = { ...log, entries: log.entries.filter((e) => e.seq !== 2) };
    expect(await verifyBiddingLog(dropped)).toMatchObject({ ok: false, brokenAt: 3 });
    const claimed = { ...log, ranking: [...log.ranking].reverse() };
    expect(await verifyBiddingLog(claimed)).toMatchObject({ ok: false, brokenAt: null, rankingMatches: false });
  });
});
