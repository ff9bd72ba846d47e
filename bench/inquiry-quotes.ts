// Benchmark of inquiry quoting (docs/decisions/017-inquiry-sealed-quotes-and-currency.md), over real HTTP
// against the platform on PGlite in memory, or with DATABASE_URL on a database of its own created on
// that PostgreSQL server (and dropped at the end):
//   1. 100 suppliers submit a quote to one open inquiry within the same second, each twice with the
//      same idempotency key (a double click), then all revise at once: every accepted quote must be
//      stored exactly once per submission, the retries must create nothing; p50/p99 per submission.
//   2. 50 suppliers quote on a sealed inquiry of 100 lines; past its deadline (the test clock) the
//      buyer opens it and asks for the comparison: the time of each.
//
//   node bench/inquiry-quotes.ts
//
// Bounded: it stops itself after 5 minutes; it touches no other database.
import { sql } from 'drizzle-orm';
import { api, type InquiryFormBody, type QuoteBody } from '#contract/endpoints.ts';
import { selectRows } from '#platform/db/client.ts';
import { admittedSupplierTokens, benchPlatform, DAY, demoBuyer, ms, percentile, stopAfter } from './platform-harness.ts';

stopAfter('inquiry-quotes', 5);
const bench = await benchPlatform();
const { platform, send } = bench;

try {
  const me = await demoBuyer(bench);
  const buyer = me.token;
  const category = { id: me.categoryId };
  const db = platform.db;

  // 100 suppliers the demo buyer admitted, each with a session.
  const tokens = await admittedSupplierTokens(bench, me, 100, '压测供应商');

  const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ number: `M-${i}`, name: `物料${i}`, unit: '个', purchaseCount: 10 + i }));
  const publish = async (form: Partial<InquiryFormBody>) => {
    const draft = (await send(api.inquiryBuyer.save, buyer, {
      form: {
        details: '压测询价',
        categoryId: category!.id,
        materiels: lines(10),
        deliveryTime: Date.now() + 20 * DAY,
        address: '上海',
        offerEndTime: Date.now() + 3 * DAY,
        purchaseType: 2,
        priceContrast: 2,
        isAllArea: true,
        ...form,
      },
      idempotencyKey: `bench-${Math.random().toString(36).slice(2, 12)}`,
    })) as { id: number };
    return (await send(api.inquiryBuyer.publish, buyer, { id: draft.id })) as { id: number; materiels: Array<{ id: number }> };
  };
  // One delivery date for every quote: a retry with its key must send the same body (else 1120).
  const delivery = Date.now() + 10 * DAY;
  const quote = (inquiry: { id: number; materiels: Array<{ id: number }> }, seed: number, key: string): QuoteBody => ({
    inquiryId: inquiry.id,
    lines: inquiry.materiels.map((m, i) => ({ materielId: m.id, unitPrice: 100 + ((seed * 7 + i * 13) % 50), quantity: 10 + i })),
    taxRate: 13,
    deliveryTime: delivery,
    idempotencyKey: key,
  });

  // 1. The burst.
  const open = await publish({});
  const timings: number[] = [];
  const timed = async (token: string, body: QuoteBody) => {
    const started = performance.now();
    const receipt = await send(api.inquiryQuote.submit, token, body);
    timings.push(performance.now() - started);
    return receipt as { revision: number; sha256: string };
  };
  const burstStart = performance.now();
  const firstKeys = tokens.map((_, i) => `first-${i}-${Date.now()}`);
  const first = await Promise.all(
    tokens.flatMap((token, i) => [timed(token, quote(open, i, firstKeys[i]!)), timed(token, quote(open, i, firstKeys[i]!))]),
  );
  const revised = await Promise.all(tokens.map((token, i) => timed(token, quote(open, i + 1, `second-${i}-${Date.now()}`))));
  const burstMs = performance.now() - burstStart;
  const replaysEqual = tokens.every((_, i) => first[2 * i]!.sha256 === first[2 * i + 1]!.sha256);
  const [stored] = await selectRows<{ quotes: number; revisions: number }>(
    db,
    sql`select (select count(*)::int from quotes where inquiry_id = ${open.id}) as quotes,
               (select count(*)::int from quote_revisions where inquiry_id = ${open.id}) as revisions`,
  );
  console.info('1. 100 suppliers, one open inquiry of 10 lines: 200 submissions (100 retried with the same key) then 100 revisions');
  console.info(`   all in ${ms(burstMs)}; per submission p50 ${ms(percentile(timings, 50))}, p99 ${ms(percentile(timings, 99))}`);
  console.info(
    `   stored: ${stored!.quotes} quotes (want 100), ${stored!.revisions} revisions (want 200); retries answered the same receipt: ${replaysEqual}; all revised to revision 2: ${revised.every((r) => r.revision === 2)}`,
  );
  if (stored!.quotes !== 100 || stored!.revisions !== 200 || !replaysEqual) process.exitCode = 1;

  // 2. Opening and comparison: 50 quotes × 100 lines.
  const sealed = await publish({ priceContrast: 1, materiels: lines(100) });
  for (let i = 0; i < 50; i += 10) {
    await Promise.all(tokens.slice(i, i + 10).map((token, k) => send(api.inquiryQuote.submit, token, quote(sealed, i + k, `sealed-${i + k}`))));
  }
  await send(api.testing.clock, undefined, { offsetMs: 4 * DAY });
  let started = performance.now();
  const record = (await send(api.inquiryBuyer.open, buyer, { id: sealed.id })) as { quotes: Array<{ verified: boolean }> };
  const openMs = performance.now() - started;
  started = performance.now();
  const comparison = (await send(api.inquiryBuyer.comparison, buyer, undefined, { id: String(sealed.id) })) as { suppliers: unknown[] };
  const compareMs = performance.now() - started;
  console.info('2. a sealed inquiry of 100 lines with 50 quotes');
  console.info(
    `   opening (decrypt, verify every receipt, store the record) ${ms(openMs)}: ${record.quotes.filter((q) => q.verified).length}/50 verified`,
  );
  console.info(`   comparison (50 suppliers × 100 lines) ${ms(compareMs)}: ${comparison.suppliers.length} suppliers`);
} finally {
  await bench.close();
}
