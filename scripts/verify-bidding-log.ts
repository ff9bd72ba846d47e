// `node scripts/verify-bidding-log.ts <log.json>`: checks an auction's journal as a bidder downloaded it
// (docs/product/rules.md): recomputes every entry's hash from the one before and the ranking from the
// accepted bids, with the same function the portal's verifier page runs (contract/bidding-log.ts).
// Prints OK or FAIL with the result; exits 0 on OK, 1 on FAIL, 2 when the file is not a log.
import { readFileSync } from 'node:fs';
import { BiddingLog, verifyBiddingLog } from '#contract/bidding-log.ts';

const path = process.argv[2];
if (!path) {
  console.error('usage: node scripts/verify-bidding-log.ts <log.json>');
  process.exit(2);
}
const parsed = BiddingLog.safeParse(JSON.parse(readFileSync(path, 'utf8')));
if (!parsed.success) {
  console.error(`FAIL: not an auction log (${parsed.error.issues[0]?.path.join('.') ?? ''}: ${parsed.error.issues[0]?.message ?? ''})`);
  process.exit(2);
}
const log = parsed.data;
const verdict = await verifyBiddingLog(log);
const chain = verdict.brokenAt === null ? `chain of ${log.entries.length} entries holds` : `chain broken at entry ${verdict.brokenAt}`;
const ranking = verdict.rankingMatches ? 'ranking matches' : 'ranking differs from the one the log states';
console.log(`${verdict.ok ? 'OK' : 'FAIL'}: auction ${log.biddingNo}: ${chain}; ${ranking}`);
for (const row of verdict.ranking) {
  console.log(`  ${row.rank}. ${row.bidder}${row.bidder === log.own ? ' (you)' : ''}  ${row.price}  (entry ${row.seq})`);
}
process.exit(verdict.ok ? 0 : 1);
