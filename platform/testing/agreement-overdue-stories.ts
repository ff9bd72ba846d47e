// The overdue stories of agreement-execution-suite.ts (docs/decisions/025-contracts.md, "Execution"): a
// stage due on a date and a line due for delivery, both past once the clock moves; the sweep flags each
// once, writes it on the record and tells the buyer (the stages) and the supplier (the lines), one
// event and one message per contract and kind, listing what it flags; a line delivered in full and
// waiting for acceptance is not the supplier's delay; a contract with everything told is swept no
// more; the lists show the contract overdue. Moves the clock: run last.
import { expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { addDays } from '../agreement/award-queries.ts';
import { contractsToSweep, sweepOverdue } from '../agreement/overdue.ts';
import { DAY } from './inquiry-fixture.ts';
import { type AgreementStories, AT, awardedInquiry, signedAgreement } from './agreement-fixture.ts';
import { executionHelpers, planned, TODAY } from './agreement-execution-stories.ts';

export function overdueStories({ world, notified }: AgreementStories) {
  const { call, detail, deliver, decide, events } = executionHelpers(world);

  it('a stage past its date unpaid and a line past its delivery date undelivered are flagged once, and told', async () => {
    const w = world();
    const [, s2, s3] = w.suppliers;
    const draft = await call(api.agreementBuyer.draft, { token: w.buyer(), query: { orderId: w.auction.orderId } });
    const contract = await signedAgreement(
      w,
      w.auction,
      planned(draft.terms.lines, addDays(TODAY, 2), [{ name: '全款', ratio: 100, condition: 'date', dueDate: addDays(TODAY, 3), payDay: null }]),
    );
    await call(api.agreementSupplier.deliver, deliver(s2, contract.id, 1, 1));
    // Three lines and two stages, all due in two to four days; the third line is delivered in full now.
    const small = await awardedInquiry(w, AT, [{ supplier: s3, prices: [10, 20, 30] }], [0, 0, 0]);
    const award = { orderId: small.orders.get(s3.memberId)!, supplier: s3, sourceType: 1 as const };
    const three = await call(api.agreementBuyer.draft, { token: w.buyer(), query: { orderId: award.orderId } });
    const several = await signedAgreement(
      w,
      award,
      planned(three.terms.lines, addDays(TODAY, 2), [
        { name: '首付款', ratio: 50, condition: 'date', dueDate: addDays(TODAY, 3), payDay: null },
        { name: '尾款', ratio: 50, condition: 'date', dueDate: addDays(TODAY, 4), payDay: null },
      ]),
    );
    const delivered = await call(api.agreementSupplier.deliver, deliver(s3, several.id, 3, 20));
    await sweepOverdue(w.platform.db, AT);
    expect(await events(contract.id, 'stageOverdue')).toEqual([]);

    // Five days on: the lines were due in two, the stages in three and four.
    const later = AT + 5 * DAY;
    await w.clockAt(later);
    const flagged = await detail(contract.id, w.buyer());
    expect(flagged.execution!.stages[0]).toMatchObject({ dueDate: addDays(TODAY, 3), paid: 0, overdue: true });
    expect(flagged.execution!.lines[0]).toMatchObject({ delivered: 1, accepted: 0, overdue: true });
    const rows = await call(api.agreementBuyer.list, { token: w.buyer(), query: { view: 'execution', pageSize: 50 } });
    expect(rows.data.find((row) => row.id === contract.id)).toMatchObject({ overdue: true, paidAmount: 0, acceptedAmount: 0 });
    // Delivered in full and waiting for the buyer: not the supplier's delay.
    expect((await detail(several.id, s3.token)).execution!.lines.map((line) => line.overdue)).toEqual([true, true, false]);

    // Two of the first, four of the second (and what other stories of this suite left overdue).
    expect(await sweepOverdue(w.platform.db, later)).toBeGreaterThanOrEqual(2 + 4);
    expect(await sweepOverdue(w.platform.db, later)).toBe(0);
    expect(await sweepOverdue(w.platform.db, later + DAY)).toBe(0);
    expect(await events(contract.id, 'stageOverdue')).toMatchObject([{ detail: { stages: [{ stageNo: 1, dueDate: addDays(TODAY, 3) }] } }]);
    expect(await events(contract.id, 'deliveryOverdue')).toMatchObject([{ detail: { lines: [{ lineNo: 1, deliveryDate: addDays(TODAY, 2) }] } }]);
    const stageTold = (await notified(w.seeded.buyerMe.memberId, 'agreement.stageOverdue')).filter((n) => n.payload.agreementId === contract.id);
    const lineTold = (await notified(s2.memberId, 'agreement.deliveryOverdue')).filter((n) => n.payload.agreementId === contract.id);
    expect(stageTold).toHaveLength(1);
    expect(lineTold).toHaveLength(1);
    expect(stageTold[0]!.payload).toMatchObject({ code: contract.agreementNo, link: `/memberCenter/contract/detail?id=${contract.id}` });
    const record = (await detail(contract.id, s2.token)).events.filter((e) => e.kind.endsWith('Overdue'));
    expect(record.map((e) => [e.kind, e.side, e.text])).toEqual([
      ['stageOverdue', null, '#1'],
      ['deliveryOverdue', null, '#1'],
    ]);

    // Several at once: one event and one message per kind, listing them.
    expect((await detail(several.id, w.buyer())).events.filter((e) => e.kind.endsWith('Overdue')).map((e) => [e.kind, e.text])).toEqual([
      ['stageOverdue', '#1 #2'],
      ['deliveryOverdue', '#1 #2'],
    ]);
    const severalTold = (await notified(s3.memberId, 'agreement.deliveryOverdue')).filter((n) => n.payload.agreementId === several.id);
    expect(severalTold.map((n) => n.payload.lines)).toMatchObject([[{ lineNo: 1 }, { lineNo: 2 }]]);
    const stagesTold = (await notified(w.seeded.buyerMe.memberId, 'agreement.stageOverdue')).filter((n) => n.payload.agreementId === several.id);
    expect(stagesTold.map((n) => n.payload.stages)).toMatchObject([
      [
        { stageNo: 1, name: '首付款' },
        { stageNo: 2, name: '尾款' },
      ],
    ]);

    // Everything told of the first contract: the sweep reads it no more. The third line, rejected, is owed again and told alone.
    expect(await contractsToSweep(w.platform.db, 0, 10_000)).not.toContain(contract.id);
    expect(await contractsToSweep(w.platform.db, 0, 10_000)).toContain(several.id);
    await call(api.agreementBuyer.decideDelivery, decide(several.id, delivered.execution!.deliveries[0]!.id, 'reject', '规格不符'));
    expect(await sweepOverdue(w.platform.db, later)).toBe(1);
    expect((await events(several.id, 'deliveryOverdue')).map((e) => e.detail)).toMatchObject([
      { lines: [{ lineNo: 1 }, { lineNo: 2 }] },
      { lines: [{ lineNo: 3 }] },
    ]);
    expect(await contractsToSweep(w.platform.db, 0, 10_000)).not.toContain(several.id);
  });
}
