// The auction log's verifier (contract/bidding-log.ts): a chain built as the platform builds it (Node's
// SHA-256 over the previous hash and the canonical entry) verifies; an altered amount, a dropped entry
// or a stated ranking that the bids do not make does not; receipt times that do not grow with seq (a
// bid that waited for the lock) are no fault, and a tie goes to the lower seq. A file that is not a
// log is told so in one line by scripts/verify-bidding-log.ts (exit 2).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BiddingLog, type BiddingLogEntry, canonicalEntry, GENESIS_HASH, parseBiddingLog, rankingOf, verifyBiddingLog } from './bidding-log.ts';

const bids: Array<[string, string, boolean]> = [
  ['B1', '9900.00', true],
  ['B2', '9900.00', false],
  ['B2', '9800.00', true],
  ['B1', '9800.00', false],
  ['B3', '9700.00', true],
  ['B1', '9700.00', false],
];

function logOf(rows: typeof bids, receivedAt = (index: number) => 1_000 + index): BiddingLog {
  let previous = GENESIS_HASH;
  const entries: BiddingLogEntry[] = rows.map(([bidder, price, accepted], index) => {
    const entry = { seq: index + 1, bidder, price, receivedAt: receivedAt(index), accepted, code: accepted ? null : 60157, closeTime: 9_000 };
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

  it('takes receipt times that do not grow with seq; of equal prices the lower seq ranks first', async () => {
    const tied: typeof bids = [
      ['B1', '9900.00', true],
      ['B2', '9800.00', true],
      ['B1', '9800.00', true],
    ];
    // B1's second bid reached the platform first but waited for the lock: decided (seq 3) after B2's.
    const log = logOf(tied, (index) => [1_000, 2_000, 1_500][index]!);
    expect(await verifyBiddingLog(log)).toEqual({
      ok: true,
      brokenAt: null,
      rankingMatches: true,
      ranking: [
        { rank: 1, bidder: 'B2', price: '9800.00', seq: 2 },
        { rank: 2, bidder: 'B1', price: '9800.00', seq: 3 },
      ],
    });
  });
});

describe('a file that is not a log', () => {
  it("is told why: not JSON, or which field is not a log's", () => {
    expect(parseBiddingLog('{"entries": [')).toEqual({ notALog: 'not JSON' });
    expect(parseBiddingLog('{"biddingId": 1}')).toMatchObject({ notALog: expect.stringMatching(/^biddingNo: /) });
    const log = logOf(bids);
    expect(parseBiddingLog(JSON.stringify(log))).toEqual({ log });
  });

  it('makes scripts/verify-bidding-log.ts exit 2 with one line, no stack trace', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bidding-log-'));
    const notJson = join(dir, 'log.json');
    writeFileSync(notJson, '<html>not a log</html>');
    const run = spawnSync(process.execPath, ['scripts/verify-bidding-log.ts', notJson], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe('FAIL: not an auction log (not JSON)\n');
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(logOf(bids)));
    const ok = spawnSync(process.execPath, ['scripts/verify-bidding-log.ts', good], { encoding: 'utf8' });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/^OK: auction JJ20260511000001: chain of 6 entries holds; ranking matches\n/);
  });
});
