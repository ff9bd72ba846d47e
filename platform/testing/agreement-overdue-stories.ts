// The overdue stories of agreement-execution-suite.ts (docs/decisions/025-contracts.md, "Execution"): a
// stage due on a date and a line due for delivery, both past once the clock moves; the sweep flags each
// once, writes it on the record and tells the buyer (the stage) and the supplier (the line); the lists
// show the contract overdue. Moves the clock: run last.
import { expect, it } from 'vitest';
import { api } from '#contract/endpoints.ts';
import { addDays } from '../agreement/award-queries.ts';
import { sweepOverdue } from '../agreement/overdue.ts';
import { DAY } from './inquiry-fixture.ts';
import { type AgreementStories, AT, signedAgreement } from './agreement-fixture.ts';
import { executionHelpers, planned, TODAY } from './agreement-execution-stories.ts';

export function overdueStories({ world, notified }: AgreementStories) {
  const { call, detail, deliver, events } = executionHelpers(world);

  it('a stage past its date unpaid and a line past its delivery date unaccepted are flagged once, and told', async () => {
    const w = world();
    const [, s2] = w.suppliers;
    const draft = await call(api.agreementBuyer.draft, { token: w.buyer(), query: { orderId: w.auction.orderId } });
    const contract = await signedAgreement(
      w,
      w.auction,
      planned(draft.terms.lines, addDays(TODAY, 2), [{ name: '全款', ratio: 100, condition: 'date', dueDate: addDays(TODAY, 3), payDay: null }]),
    );
    await call(api.agreementSupplier.deliver, deliver(s2, contract.id, 1, 1));
    await sweepOverdue(w.platform.db, AT);
    expect(await events(contract.id, 'stageOverdue')).toEqual([]);

    // Five days on: the line was due in two, the stage in three.
    const later = AT + 5 * DAY;
    await w.clockAt(later);
    const flagged = await detail(contract.id, w.buyer());
    expect(flagged.execution!.stages[0]).toMatchObject({ dueDate: addDays(TODAY, 3), paid: 0, overdue: true });
    expect(flagged.execution!.lines[0]).toMatchObject({ delivered: 1, accepted: 0, overdue: true });
    const rows = await call(api.agreementBuyer.list, { token: w.buyer(), query: { view: 'execution', pageSize: 50 } });
    expect(rows.data.find((row) => row.id === contract.id)).toMatchObject({ overdue: true, paidAmount: 0, acceptedAmount: 0 });

    expect(await sweepOverdue(w.platform.db, later)).toBeGreaterThanOrEqual(2);
    expect(await sweepOverdue(w.platform.db, later)).toBe(0);
    expect(await sweepOverdue(w.platform.db, later + DAY)).toBe(0);
    expect(await events(contract.id, 'stageOverdue')).toMatchObject([{ detail: { stageNo: 1, dueDate: addDays(TODAY, 3) } }]);
    expect(await events(contract.id, 'deliveryOverdue')).toMatchObject([{ detail: { lineNo: 1, deliveryDate: addDays(TODAY, 2) } }]);
    const stageTold = (await notified(w.seeded.buyerMe.memberId, 'agreement.stageOverdue')).filter((n) => n.payload.agreementId === contract.id);
    const lineTold = (await notified(s2.memberId, 'agreement.deliveryOverdue')).filter((n) => n.payload.agreementId === contract.id);
    expect(stageTold).toHaveLength(1);
    expect(lineTold).toHaveLength(1);
    expect(stageTold[0]!.payload).toMatchObject({ code: contract.agreementNo, link: `/memberCenter/contract/detail?id=${contract.id}` });
    const record = (await detail(contract.id, s2.token)).events.filter((e) => e.kind.endsWith('Overdue'));
    expect(record.map((e) => [e.kind, e.side])).toEqual([
      ['stageOverdue', null],
      ['deliveryOverdue', null],
    ]);
  });
}
