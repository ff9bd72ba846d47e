// The negotiation stories of agreement-suite.ts (docs/product/contracts.md): the supplier proposes a
// later delivery, the diff shows it, both confirm version 2 and the contract is signed; stale versions
// and hashes, a version that changes nothing, confirmations that do not count twice or for a newer
// version, two confirmations at once, strangers refused, files, the lists, and versions that cannot
// be changed.
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type Endpoint } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import { addDays } from '../agreement/award-queries.ts';
import type { Db } from '../db/client.ts';
import { type AgreementStories, AT, awardedInquiry, draftAgreement, termsBody } from './agreement-fixture.ts';
import type { Call } from './client.ts';
import { freshKey, PDF } from './member-helpers.ts';

export function negotiationStories({ world, notified, refusalOf }: AgreementStories) {
  const call = <E extends Endpoint>(endpoint: E, input?: Call) => world().client.call(endpoint, input);
  const detail = (id: number, token: string) => call(api.agreement.detail, { token, query: { id } });
  const sign = (agreement: Pick<Agreement, 'id' | 'version' | 'hash'>, token: string, idempotencyKey = freshKey()) =>
    call(api.agreement.sign, { token, body: { id: agreement.id, version: agreement.version, hash: agreement.hash, idempotencyKey } });
  const propose = (agreement: Agreement, token: string, terms = termsBody(agreement.terms), comment = '') => ({
    token,
    body: { id: agreement.id, baseVersion: agreement.version, terms, comment, idempotencyKey: freshKey() },
  });
  /** The terms with line `lineNo`'s delivery `days` later. */
  const later = (agreement: Agreement, lineNo: number, days: number) =>
    termsBody(agreement.terms, {
      lines: agreement.terms.lines.map((line) => ({
        lineNo: line.lineNo,
        quantity: line.quantity,
        deliveryDate: line.lineNo === lineNo ? addDays(line.deliveryDate, days) : line.deliveryDate,
      })),
    });

  it('draft, the supplier proposes a later delivery, the diff shows it, both confirm version 2: signed', async () => {
    const w = world();
    const [s1, s2, s3] = w.suppliers;
    const spec = await w.suite.helpers.uploaded(w.buyer(), PDF, '技术协议.pdf', 'document');
    const drafted = await draftAgreement(w, w.tender.orderId, { fileIds: [spec.id], text: '第一条 标的\n第二条 价格' });
    const v1 = await detail(drafted.id, s1.token);
    expect(v1).toMatchObject({ viewerSide: 'supplier', version: 1, terms: { attachments: [{ fileId: spec.id, name: '技术协议.pdf' }] } });
    // Both parties read the files a version carries; nobody else does.
    expect((await w.client.file(spec.url, s1.token)).status).toBe(200);
    expect((await w.client.file(spec.url, s2.token)).status).not.toBe(200);

    // Strangers: the supplier of another order, a supplier of none, another buyer.
    const other = await w.suite.helpers.register('buyer');
    for (const token of [s2.token, s3.token, other.token]) {
      await w.expectCode(api.agreement.detail, { token, query: { id: drafted.id } }, Code.NOT_FOUND);
      await w.expectCode(api.agreement.version, { token, query: { id: drafted.id, version: 1 } }, Code.NOT_FOUND);
      await w.expectCode(api.agreement.diff, { token, query: { id: drafted.id, from: 1, to: 1 } }, Code.NOT_FOUND);
      await w.expectCode(api.agreement.propose, propose(v1, token, later(v1, 1, 10)), Code.NOT_FOUND);
      await w.expectCode(api.agreement.comment, { token, body: { id: drafted.id, comment: '?', idempotencyKey: freshKey() } }, Code.NOT_FOUND);
      await w.expectCode(
        api.agreement.sign,
        { token, body: { id: drafted.id, version: 1, hash: v1.hash, idempotencyKey: freshKey() } },
        Code.NOT_FOUND,
      );
    }

    const v2 = await call(api.agreement.propose, propose(v1, s1.token, later(v1, 1, 10), '第一行需延后十天交付'));
    expect(v2).toMatchObject({ version: 2, viewerSide: 'supplier', terms: { attachments: [{ fileId: spec.id }] } });
    expect(v2.versions.map((v) => [v.version, v.side, v.comment])).toEqual([
      [1, 'buyer', ''],
      [2, 'supplier', '第一行需延后十天交付'],
    ]);
    expect(v2.hash).not.toBe(v1.hash);
    expect((await notified(w.seeded.buyerMe.memberId, 'agreement.proposed')).at(-1)?.payload).toMatchObject({ agreementId: drafted.id, revision: 2 });
    await w.expectCode(api.agreement.propose, propose(v2, s1.token), Code.AGREEMENT_UNCHANGED);
    await w.expectCode(api.agreement.propose, propose(v1, w.buyer(), later(v1, 2, 5)), Code.AGREEMENT_VERSION_STALE);

    const diff = await call(api.agreement.diff, { token: w.buyer(), query: { id: drafted.id, from: 1, to: 2 } });
    const delivery = v1.terms.lines[0]!.deliveryDate;
    expect(diff).toEqual({
      from: 1,
      to: 2,
      changes: [{ section: 'line', key: '1', field: 'deliveryDate', before: delivery, after: addDays(delivery, 10) }],
    });
    expect((await call(api.agreement.version, { token: s1.token, query: { id: drafted.id, version: 1 } })).terms).toEqual(v1.terms);
    await w.expectCode(api.agreement.version, { token: s1.token, query: { id: drafted.id, version: 3 } }, Code.NOT_FOUND);

    // A comment retried with its key is made once (the record below holds one).
    const comment = { token: w.buyer(), body: { id: drafted.id, comment: '同意延后', idempotencyKey: freshKey() } };
    const [commented, retried] = await Promise.all([call(api.agreement.comment, comment), call(api.agreement.comment, comment)]);
    expect(retried.events).toEqual(commented.events);
    await w.expectCode(api.agreement.comment, { ...comment, body: { ...comment.body, comment: '另一条' } }, Code.IDEMPOTENCY_KEY_REUSED);
    await w.expectCode(api.agreement.comment, { token: w.buyer(), body: { id: drafted.id, comment: '无键' } }, Code.PARAM_INVALID);
    expect((await notified(s1.memberId, 'agreement.commented')).at(-1)?.payload).toMatchObject({ agreementId: drafted.id, comment: '同意延后' });
    await w.expectCode(
      api.agreement.sign,
      { token: w.buyer(), body: { id: drafted.id, version: 1, hash: v1.hash, idempotencyKey: freshKey() } },
      Code.AGREEMENT_VERSION_STALE,
    );
    const byBuyer = await sign(v2, w.buyer());
    expect(byBuyer).toMatchObject({ state: 'negotiating', versions: [{ confirmedBy: [] }, { confirmedBy: ['buyer'] }] });
    // A second confirmation by the same side writes nothing.
    expect(await sign(v2, w.buyer())).toEqual(byBuyer);
    await w.expectCode(
      api.agreement.sign,
      { token: s1.token, body: { id: drafted.id, version: 2, hash: v1.hash, idempotencyKey: freshKey() } },
      Code.AGREEMENT_VERSION_STALE,
    );

    const signed = await sign(v2, s1.token);
    expect(signed).toMatchObject({ state: 'signed', signedVersion: 2, signTime: expect.any(Number), viewerSide: 'supplier' });
    expect(signed.signatures.map((s) => [s.side, s.version, s.hash])).toEqual([
      ['buyer', 2, v2.hash],
      ['supplier', 2, v2.hash],
    ]);
    expect(signed.events.map((e) => e.kind)).toEqual(['drafted', 'proposed', 'commented', 'confirmed', 'confirmed', 'signed']);
    expect(signed.events[2]).toMatchObject({ side: 'buyer', text: 'v2 · 同意延后' });
    expect(signed.execution).not.toBeNull();
    for (const memberId of [w.seeded.buyerMe.memberId, s1.memberId]) {
      expect((await notified(memberId, 'agreement.signed')).at(-1)?.payload).toMatchObject({ agreementId: drafted.id, revision: 2 });
    }
    // Signed: no new version, no comment; a repeated confirmation answers the contract as it is.
    await w.expectCode(api.agreement.propose, propose(signed, s1.token, later(signed, 1, 1)), Code.AGREEMENT_STATE_FORBIDS);
    await w.expectCode(
      api.agreement.comment,
      { token: s1.token, body: { id: drafted.id, comment: '…', idempotencyKey: freshKey() } },
      Code.AGREEMENT_STATE_FORBIDS,
    );
    expect((await sign(v2, s1.token)).events).toHaveLength(6);
  });

  it('a newer version withdraws nothing silently: the confirmation of the older one does not count for it; files and lines of a proposal', async () => {
    const w = world();
    const s3 = w.suppliers[2];
    const small = await awardedInquiry(w, AT, [{ supplier: s3, prices: [10, 20, 30] }], [0, 0, 0]);
    const drafted = await draftAgreement(w, small.orders.get(s3.memberId)!);
    await sign(drafted, w.buyer());
    const v1 = await detail(drafted.id, s3.token);
    const own = await w.suite.helpers.uploaded(s3.token, PDF, '供货计划.pdf', 'document');
    const foreign = await w.suite.helpers.uploaded(w.suppliers[0].token, PDF, '别人的文件.pdf', 'document');
    const [line1, line2, line3] = termsBody(v1.terms).lines;
    await w.expectCode(api.agreement.propose, propose(v1, s3.token, termsBody(v1.terms, { fileIds: [foreign.id] })), Code.FILE_UNUSABLE);
    await w.expectCode(api.agreement.propose, propose(v1, s3.token, termsBody(v1.terms, { lines: [line1!, line2!] })), Code.AGREEMENT_LINES_INVALID);
    const more = { ...line3!, quantity: line3!.quantity + 1 };
    await w.expectCode(
      api.agreement.propose,
      propose(v1, s3.token, termsBody(v1.terms, { lines: [line1!, line2!, more] })),
      Code.AGREEMENT_ABOVE_AWARD,
    );
    const v2 = await call(api.agreement.propose, propose(v1, s3.token, termsBody(v1.terms, { fileIds: [own.id] })));
    expect(v2.terms.attachments.map((file) => file.name)).toEqual(['供货计划.pdf']);
    const bySupplier = await sign(v2, s3.token);
    expect(bySupplier).toMatchObject({ state: 'negotiating', versions: [{ confirmedBy: ['buyer'] }, { confirmedBy: ['supplier'] }] });
    // The buyer may keep the supplier's file in a version of its own.
    const v3 = await call(api.agreement.propose, propose(bySupplier, w.buyer(), later(bySupplier, 3, 3)));
    expect(v3.terms.attachments.map((file) => file.fileId)).toEqual([own.id]);
    await sign(v3, w.buyer());
    expect((await sign(v3, s3.token)).state).toBe('signed');
  });

  it('two confirmations at once sign the contract once', async () => {
    const w = world();
    const drafted = await draftAgreement(w, w.auction.orderId);
    await Promise.all([sign(drafted, w.buyer()), sign(drafted, w.auction.supplier.token)]);
    const signed = await detail(drafted.id, w.buyer());
    expect(signed).toMatchObject({ state: 'signed', signedVersion: 1, source: { type: 3 }, terms: { totalAmount: 9700 } });
    expect(signed.events.filter((e) => e.kind === 'signed')).toHaveLength(1);
    expect(signed.signatures).toHaveLength(2);
  });

  it('the lists: each side its own contracts with the other party; the execution view only signed ones; 1210 to the other side', async () => {
    const w = world();
    const [s1] = w.suppliers;
    // S1's contracts are the suite's alone (the demo buyer may have others, seeded).
    const mine = await w.client.all(api.agreementSupplier.list, {}, s1.token);
    const ours = new Set(mine.map((row) => row.id));
    const buyerRows = (await w.client.all(api.agreementBuyer.list, {}, w.buyer())).filter((row) => ours.has(row.id));
    expect(buyerRows.map((row) => row.id).sort()).toEqual([...ours].sort());
    const tenderRow = buyerRows.find((row) => row.source.type === 2)!;
    expect(tenderRow).toMatchObject({ state: 'signed', counterpart: { memberId: s1.memberId, name: s1.name }, version: 2, confirmedByMe: true });
    const signedIds = buyerRows.filter((row) => row.state === 'signed').map((row) => row.id);
    const execution = await w.client.all(api.agreementBuyer.list, { view: 'execution' }, w.buyer());
    expect(execution.filter((row) => ours.has(row.id)).map((row) => row.id)).toEqual(signedIds);
    const negotiating = await w.client.all(api.agreementBuyer.list, { state: 'negotiating' }, w.buyer());
    expect(negotiating.every((row) => row.state === 'negotiating')).toBe(true);
    expect(negotiating.filter((row) => ours.has(row.id))).toHaveLength(2);
    expect((await w.client.all(api.agreementBuyer.list, { keyword: tenderRow.agreementNo }, w.buyer())).map((row) => row.id)).toEqual([tenderRow.id]);
    expect(mine.every((row) => row.counterpart.memberId === w.seeded.buyerMe.memberId)).toBe(true);
    expect(mine.map((row) => row.id)).toContain(tenderRow.id);
    expect(mine.map((row) => row.source.type).sort()).toEqual([1, 1, 2]);
    await w.expectCode(api.agreementSupplier.list, { token: w.buyer() }, Code.NO_ACCESS);
    await w.expectCode(api.agreementBuyer.list, { token: s1.token }, Code.NO_ACCESS);
  });

  it('versions, confirmations and the record are kept as written: the database refuses to change them', async () => {
    for (const statement of [
      sql`update agreement_versions set comment = 'changed'`,
      sql`delete from agreement_versions`,
      sql`update agreement_confirmations set hash = 'x'`,
      sql`delete from agreement_events`,
    ]) {
      expect(await refusalOf(statement)).not.toBe('done');
    }
  });

  it('a contract is read with one version’s terms (the current, or the one asked); the lists and the execution read the signed terms by key', async () => {
    const w = world();
    const [signed] = (await w.client.all(api.agreementBuyer.list, { view: 'execution' }, w.buyer())).filter((row) => row.version >= 3);
    const termsReads = async (action: () => Promise<unknown>) =>
      (await statementsOf(w.platform.db, action)).filter((query) => query.includes('from "agreement_versions"') && query.includes('"terms"'));
    const byKey = /"version" = |\) in \(\(/;
    const read = await termsReads(() => detail(signed!.id, w.buyer()));
    expect(read).toHaveLength(1);
    expect(read[0]).toMatch(byKey);
    const version = await termsReads(() => call(api.agreement.version, { token: w.buyer(), query: { id: signed!.id, version: 1 } }));
    expect(version).toHaveLength(1);
    expect(version[0]).toMatch(byKey);
    const list = await termsReads(() => call(api.agreementBuyer.list, { token: w.buyer(), query: { view: 'execution' } }));
    expect(list.length).toBeGreaterThan(0);
    for (const query of list) expect(query).toMatch(byKey);
  });
}

/** The SQL statements the platform's database ran during `action` (its sessions' logger, as bench/agreement.ts counts them). */
async function statementsOf(db: Db, action: () => Promise<unknown>): Promise<string[]> {
  type Logger = { logQuery(query: string, params: unknown[]): void };
  const session = (db as unknown as { session: { logger: Logger; options: { logger?: Logger } } }).session;
  const saved = { logger: session.logger, options: session.options.logger };
  const statements: string[] = [];
  const logger: Logger = { logQuery: (query) => void statements.push(query) };
  session.logger = logger;
  session.options.logger = logger;
  try {
    await action();
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.options;
  }
  return statements;
}
