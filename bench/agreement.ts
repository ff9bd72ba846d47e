// Benchmark of a 500-line contract (docs/product/contracts.md), over real HTTP on the loopback against
// the platform on PGlite in memory, or with DATABASE_URL on a database of its own created on that
// PostgreSQL server (and dropped at the end), the test clock not moved. RUNS awards of 500 lines for
// one supplier: an inquiry's limit is 200 lines, so each is an inquiry of 200 lines published, quoted
// by the supplier and awarded whole through the API, its order then given 300 more lines (inquiry
// materials and order lines written directly with SQL, the order's total raised to match). Timed per
// request, RUNS times each, p50/p99/max and the answer's size:
//   1. the draft prefilled from an award (api.agreementBuyer.draft) and the drafting of its 500 lines
//      (api.agreementBuyer.create), one contract per award;
//   2. on the first contract, RUNS proposals each changing 50 lines' delivery dates (api.agreement.propose),
//      the diff v1→v2 (api.agreement.diff), and the detail (api.agreement.detail) with RUNS + 1 versions
//      and, for scale, of a contract with one;
//   3. signing every contract: the buyer's confirmation, then the supplier's, which signs it (api.agreement.sign).
// Also the SQL statements drizzle sends per request (the session's lookup included).
//
//   export PATH=node_modules/.bin:$PATH
//   node bench/agreement.ts                                             # PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/agreement.ts
//
// Bounded: 10 awards, about 130 requests, and it stops itself after 5 minutes; it touches no other database.
import { randomBytes } from 'node:crypto';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { type AgreementTermsBody, api, CreateAgreementBody, type InquiryFormBody } from '#contract/endpoints.ts';
import type { Agreement, AgreementDiff, AgreementTerms, ContractableAward } from '#contract/schemas.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { termsChanges } from '#platform/agreement/diff.ts';
import { agreementHash } from '#platform/agreement/terms.ts';
import type { Db } from '#platform/db/client.ts';
import { canonicalJson } from '#platform/db/hashing.ts';
import { inquiryMateriels, purchaseOrderLines, purchaseOrders } from '#platform/db/schema.ts';
import { lineAmount, sum } from '#platform/sourcing/money.ts';
import { admittedSupplierSessions, benchPlatform, DAY, demoBuyer, percentile, stopAfter } from './platform-harness.ts';

const LINES = 500;
const API_LINES = INQUIRY_LIMITS.materiels;
const RUNS = 10;
const CHANGED = 50;

stopAfter('agreement', 5);
const bench = await benchPlatform();
console.info(`${availableParallelism()} cores (${cpus()[0]?.model.trim()}), load average ${loadavg()[0]!.toFixed(1)} at the start`);
const { platform } = bench;
const db = platform.db;

/** Counts the statements drizzle sends (every session, transactions' included: they share its options). */
const statements = { count: 0 };
{
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const counter = { logQuery: () => void statements.count++ };
  session.logger = counter;
  session.options.logger = counter;
}

type Call<T> = { data: T; ms: number; kb: number; statements: number };

/** One request as `token`, timed from sending to the whole answer read; throws unless it succeeded. */
async function call<T>(
  endpoint: { method: string; path: string },
  token: string,
  input: { body?: unknown; query?: Record<string, string | number> },
): Promise<Call<T>> {
  const url = new URL(`${platform.url}/api${endpoint.path}`);
  for (const [name, value] of Object.entries(input.query ?? {})) url.searchParams.set(name, String(value));
  const before = statements.count;
  const started = performance.now();
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { 'content-type': 'application/json', token },
    body: input.body === undefined ? undefined : JSON.stringify(input.body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  const answer = JSON.parse(text) as { code: number; message: string; data: T };
  if (answer.code !== 1000) throw new Error(`${endpoint.path}: ${answer.code} ${answer.message}`);
  return { data: answer.data, ms, kb: Buffer.byteLength(text) / 1024, statements: statements.count - before };
}

const key = (name: string) => `bench-${name}-${randomBytes(6).toString('hex')}`;

/** One line of figures: p50/p99/max over the calls, the answer's size and the statements per call. */
function report(label: string, calls: Array<Call<unknown>>): void {
  const times = calls.map((c) => c.ms);
  const kb = calls.map((c) => c.kb);
  const counts = [...new Set(calls.map((c) => c.statements))].sort((a, b) => a - b);
  console.info(
    `${label.padEnd(50)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms  max ${Math.max(
      ...times,
    )
      .toFixed(1)
      .padStart(7)} ms  ` +
      `${(kb.reduce((a, b) => a + b, 0) / kb.length).toFixed(1).padStart(6)} KB  ${counts.join('/')} statements  (n=${calls.length})`,
  );
}

/**
 * An award of LINES lines for `supplier`: an inquiry of API_LINES lines published, quoted and awarded
 * whole through the API, then its order given the other lines directly (an inquiry holds 200 at most).
 */
async function awardOf500(buyer: { token: string; categoryId: number }, supplier: { token: string }, n: number): Promise<number> {
  const line = (i: number) => ({ number: `M-${n}-${i}`, name: `物料${i}`, model: `型号-${i}`, unit: '件', purchaseCount: 10 + (i % 7) });
  const price = (i: number) => 100 + ((i * 13) % 50) + 0.25;
  const form: InquiryFormBody = {
    details: `合同压测询价 ${n}`,
    categoryId: buyer.categoryId,
    materiels: Array.from({ length: API_LINES }, (_, i) => line(i)),
    deliveryTime: Date.now() + 20 * DAY,
    address: '上海市浦东新区张江路 1 号',
    offerEndTime: Date.now() + 3 * DAY,
    purchaseType: 2,
    priceContrast: 2,
    isAllArea: true,
  };
  const { data: draft } = await call<{ id: number }>(api.inquiryBuyer.save, buyer.token, { body: { form, idempotencyKey: key('inquiry') } });
  const { data: inquiry } = await call<{ id: number; materiels: Array<{ id: number }> }>(api.inquiryBuyer.publish, buyer.token, {
    body: { id: draft.id },
  });
  await call(api.inquiryQuote.submit, supplier.token, {
    body: {
      inquiryId: inquiry.id,
      lines: inquiry.materiels.map((m, i) => ({ materielId: m.id, unitPrice: price(i), quantity: line(i).purchaseCount })),
      taxRate: 13,
      deliveryTime: Date.now() + 15 * DAY,
      idempotencyKey: key('quote'),
    },
  });
  const { data: comparison } = await call<{ suppliers: Array<{ quoteId: number }> }>(api.inquiryBuyer.comparison, buyer.token, {
    query: { id: inquiry.id },
  });
  const quoteId = comparison.suppliers[0]!.quoteId;
  const { data: award } = await call<{ orderIds: number[] }>(api.inquiryBuyer.award, buyer.token, {
    body: { id: inquiry.id, lines: inquiry.materiels.map((m) => ({ materielId: m.id, quoteId })), idempotencyKey: key('award') },
  });
  const orderId = award.orderIds[0]!;
  await extendOrder(db, inquiry.id, orderId, (i) => ({ ...line(i), unitPrice: price(i) }));
  return orderId;
}

/** The order's lines API_LINES + 1 … LINES, as the award would have made them, and its total raised to match. */
async function extendOrder(
  database: Db,
  inquiryId: number,
  orderId: number,
  lineOf: (i: number) => { number: string; name: string; model: string; unit: string; purchaseCount: number; unitPrice: number },
): Promise<void> {
  const extra = Array.from({ length: LINES - API_LINES }, (_, k) => API_LINES + k);
  await database.transaction(async (tx) => {
    const materiels = await tx
      .insert(inquiryMateriels)
      .values(extra.map((i) => ({ parentId: inquiryId, ...pick(lineOf(i)), purchaseCount: lineOf(i).purchaseCount, sort: i })))
      .returning({ id: inquiryMateriels.id });
    const rows = extra.map((i, k) => ({
      orderId,
      materielId: materiels[k]!.id,
      ...pick(lineOf(i)),
      quantity: lineOf(i).purchaseCount,
      unitPrice: lineOf(i).unitPrice,
      amount: lineAmount(lineOf(i).unitPrice, lineOf(i).purchaseCount),
      sort: i,
    }));
    await tx.insert(purchaseOrderLines).values(rows);
    const [order] = await tx.select({ total: purchaseOrders.totalAmount }).from(purchaseOrders).where(eq(purchaseOrders.id, orderId));
    const total = sum([order!.total, ...rows.map((row) => row.amount)]);
    await tx.update(purchaseOrders).set({ totalAmount: total }).where(eq(purchaseOrders.id, orderId));
  });
}

const pick = ({ number, name, model, unit }: { number: string; name: string; model: string; unit: string }) => ({ number, name, model, unit });

/** What the portal's form sends for `terms`, each line's delivery date as `deliveryDate` says. */
function termsBody(terms: AgreementTerms, deliveryDate: (line: AgreementTerms['lines'][number]) => string): AgreementTermsBody {
  return {
    title: terms.title,
    startDate: terms.startDate,
    endDate: terms.endDate,
    lines: terms.lines.map((line) => ({ lineNo: line.lineNo, quantity: line.quantity, deliveryDate: deliveryDate(line) })),
    paymentPlan: terms.paymentPlan.map(({ name, ratio, condition, dueDate, payDay }) => ({ name, ratio, condition, dueDate, payDay })),
    deliveryAddress: terms.deliveryAddress,
    text: terms.text,
    fileIds: terms.attachments.map((file) => file.fileId),
  };
}

/** The day `days` after `date` (YYYY-MM-DD). */
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

try {
  const buyer = await demoBuyer(bench);
  const [supplier] = await admittedSupplierSessions(bench, buyer, 1, '合同压测供应商');
  const started = performance.now();
  const orders: number[] = [];
  for (let n = 0; n < RUNS; n++) orders.push(await awardOf500(buyer, supplier!, n));
  console.info(`${RUNS} awards of ${LINES} lines for one supplier made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // 1. The draft prefilled, then drafted, from each award.
  const drafts: Array<Call<{ award: ContractableAward; terms: AgreementTerms }>> = [];
  const creates: Array<Call<Agreement>> = [];
  for (const orderId of orders) {
    const draft = await call<{ award: ContractableAward; terms: AgreementTerms }>(api.agreementBuyer.draft, buyer.token, { query: { orderId } });
    if (draft.data.terms.lines.length !== LINES) throw new Error(`a draft of ${draft.data.terms.lines.length} lines`);
    drafts.push(draft);
    creates.push(
      await call<Agreement>(api.agreementBuyer.create, buyer.token, {
        body: { orderId, terms: termsBody(draft.data.terms, (line) => line.deliveryDate), comment: '', idempotencyKey: key('create') },
      }),
    );
  }
  const contracts = creates.map((c) => c.data);
  console.info(`\non ${bench.databaseUrl ? 'PostgreSQL' : 'PGlite in memory'}, a contract of ${contracts[0]!.terms.lines.length} lines:`);
  report('1. draft prefill (agreementBuyer.draft)', drafts);
  report('   drafting (agreementBuyer.create)', creates);

  // 2. Proposals on the first contract, each moving 50 lines' delivery dates a day further.
  const first = contracts[0]!;
  const proposals: Array<Call<Agreement>> = [];
  let current = first;
  for (let k = 1; k <= RUNS; k++) {
    const moved = (line: AgreementTerms['lines'][number]) =>
      line.lineNo % (LINES / CHANGED) === 0 ? addDays(line.deliveryDate, 1) : line.deliveryDate;
    const proposal = await call<Agreement>(api.agreement.propose, k % 2 === 0 ? buyer.token : supplier!.token, {
      body: {
        id: first.id,
        baseVersion: current.version,
        terms: termsBody(current.terms, moved),
        comment: `第 ${k} 稿`,
        idempotencyKey: key('propose'),
      },
    });
    proposals.push(proposal);
    current = proposal.data;
  }
  const diffs: Array<Call<AgreementDiff>> = [];
  const details: Array<Call<Agreement>> = [];
  const oneVersion: Array<Call<Agreement>> = [];
  for (let k = 0; k < RUNS; k++) {
    diffs.push(await call<AgreementDiff>(api.agreement.diff, buyer.token, { query: { id: first.id, from: 1, to: 2 } }));
    details.push(await call<Agreement>(api.agreement.detail, buyer.token, { query: { id: first.id } }));
    oneVersion.push(await call<Agreement>(api.agreement.detail, buyer.token, { query: { id: contracts[1]!.id } }));
  }
  const lineChanges = diffs[0]!.data.changes.filter((c) => c.section === 'line').length;
  report(`2. proposal, ${CHANGED} delivery dates (agreement.propose)`, proposals);
  report(`   diff v1→v2, ${lineChanges} changes (agreement.diff)`, diffs);
  report(`   detail, ${current.version} versions (agreement.detail)`, details);
  report('   detail, 1 version (agreement.detail)', oneVersion);

  // 3. Signing each contract: the buyer confirms, the supplier's confirmation signs it.
  const firstSides: Array<Call<Agreement>> = [];
  const secondSides: Array<Call<Agreement>> = [];
  for (const contract of [current, ...contracts.slice(1)]) {
    const body = (side: string) => ({ id: contract.id, version: contract.version, hash: contract.hash, idempotencyKey: key(side) });
    firstSides.push(await call<Agreement>(api.agreement.sign, buyer.token, { body: body('buyer') }));
    const signed = await call<Agreement>(api.agreement.sign, supplier!.token, { body: body('supplier') });
    if (signed.data.state !== 'signed') throw new Error(`contract ${contract.id} is ${signed.data.state} after both confirmations`);
    secondSides.push(signed);
  }
  report('3. first confirmation (agreement.sign)', firstSides);
  report('   second confirmation, signing (agreement.sign)', secondSides);

  // For scale, in process: the pure work a 500-line request does besides the database.
  const terms = contracts[1]!.terms;
  const body = { orderId: orders[1]!, terms: termsBody(terms, (line) => line.deliveryDate), comment: '', idempotencyKey: key('scale') };
  const inProcess = (label: string, work: () => unknown) => {
    const began = performance.now();
    for (let i = 0; i < 20; i++) work();
    console.info(`   in process: ${label} ${((performance.now() - began) / 20).toFixed(1)} ms`);
  };
  console.info('\nfor scale:');
  inProcess('the create body parsed (zod)', () => CreateAgreementBody.parse(body));
  inProcess('the body as canonical JSON (the idempotency hash)', () => canonicalJson(body));
  inProcess('the hash of the terms (agreementHash)', () => agreementHash(terms));
  inProcess('the diff v1→v2 (termsChanges)', () => termsChanges(first.terms, proposals[0]!.data.terms));
} finally {
  await bench.close();
}
