// `node scripts/verify-bidding-log.ts <log.json>`: checks an auction's journal as a bidder downloaded it
// (docs/product/rules.md): recomputes every entry's hash from the one before and the ranking from the
// accepted bids, with the same function the portal's verifier page runs (contract/bidding-log.ts).
// Prints OK or FAIL with the result; exits 0 on OK, 1 on FAIL, 2 when the file is not a log (unreadable,
// not JSON, or not a log's shape), with one line saying so.
import { readFileSync } from 'node:fs';
import { parseBiddingLog, verifyBiddingLog } from '#contract/bidding-log.ts';

const path = process.argv[2];
if (!path) {
  console.error('usage: node scripts/verify-bidding-log.ts <log.json>');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(path, 'utf8');
} catch (error) {
  console.error(`FAIL: not an auction log (cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  process.exit(2);
}
const parsed = parseBiddingLog(text);
if ('notALog' in parsed) {
  console.error(`FAIL: not an auction log (${parsed.notALog})`);
  process.exit(2);
}
const { log } = parsed;
const verdict = await verifyBiddingLog(log);
const chain = verdict.brokenAt === null ? `chain of ${log.entries.length} entries holds` : `chain broken at entry ${verdict.brokenAt}`;
const ranking = verdict.rankingMatches ? 'ranking matches' : 'ranking differs from the one the log states';
console.log(`${verdict.ok ? 'OK' : 'FAIL'}: auction ${log.biddingNo}: ${chain}; ${ranking}`);
for (const row of verdict.ranking) {
  console.log(`  ${row.rank}. ${row.bidder}${row.bidder === log.own ? ' (you)' : ''}  ${row.price}  (entry ${row.seq})`);
}
process.exit(verdict.ok ? 0 : 1);
