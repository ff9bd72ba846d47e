// The execution stories of agreement-execution-suite.ts (docs/decisions/025-contracts.md, "Execution"):
// a signed contract delivered in parts and never above what is left, deliveries decided once (a
// rejection with its reason, delivered again), stages paid from the buyer's capital account into the
// supplier's (never above the stage, never above the balance), completed when all is accepted and
// paid; terminations; the order that links to its contract; keyed retries that act once.
import { type SQL, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api, type AgreementTermsBody, type Endpoint } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import { addDays } from '../agreement/award-queries.ts';
import { selectRows } from '../db/client.ts';
import { type AgreementStories, type AgreementWorld, AT, draftAgreement, signedAgreement } from './agreement-fixture.ts';
import type { Call } from './client.ts';
import type { TenderSupplier } from './tender-fixture.ts';
import { freshKey } from './member-helpers.ts';
import { siteFields } from '#contract/time.ts';

/** The platform's today (Beijing) at AT, where the fixture leaves the clock. */
export const TODAY = siteFields(AT).date;

/** Terms with every line delivered on `deliveryDate` and `paymentPlan`. */
export function planned(
  agreementLines: Array<{ lineNo: number; quantity: number }>,
  deliveryDate: string,
  paymentPlan: AgreementTermsBody['paymentPlan'],
) {
  return { lines: agreementLines.map(({ lineNo, quantity }) => ({ lineNo, quantity, deliveryDate })), paymentPlan };
}

export function executionHelpers(world: () => AgreementWorld) {
  const call = <E extends Endpoint>(endpoint: E, input?: Call) => world().client.call(endpoint, input);
  return {
    call,
    detail: (id: number, token: string) => call(api.agreement.detail, { token, query: { id } }),
    deliver: (supplier: TenderSupplier, id: number, lineNo: number, quantity: number, idempotencyKey = freshKey()) => ({
      token: supplier.token,
      body: { id, lineNo, quantity, deliveredOn: TODAY, note: '第一批', idempotencyKey },
    }),
    decide: (id: number, deliveryId: number, decision: 'accept' | 'reject', reason?: string, idempotencyKey = freshKey()) => ({
      token: world().buyer(),
      body: { id, deliveryId, decision, ...(reason === undefined ? {} : { reason }), idempotencyKey },
    }),
    pay: (id: number, stageNo: number, amount: number, idempotencyKey = freshKey()) => ({
      token: world().buyer(),
      body: { id, stageNo, amount, idempotencyKey },
    }),
    terminate: (token: string, id: number, reason: string, idempotencyKey = freshKey()) => ({ token, body: { id, reason, idempotencyKey } }),
    ledger: (token: string) => call(api.memberCentre.capitalAccount, { token, query: { pageSize: 100 } }),
    /** The contract's events of `kind`, as the record keeps them. */
    events: async (id: number, kind: string) =>
      selectRows<{ detail: Record<string, unknown> }>(
        world().platform.db,
        sql`select detail from agreement_events where agreement_id = ${id} and kind = ${kind} order by id`,
      ),
  };
}

export function executionStories({ world, notified, refusalOf }: AgreementStories) {
  const { call, detail, deliver, decide, pay, terminate, ledger, events } = executionHelpers(world);
  let contract: Agreement;

  it('a signed contract is delivered in parts, never above what is left of a line; the buyer is told', async () => {
    const w = world();
    const [s1] = w.suppliers;
    const draft = await call(api.agreementBuyer.draft, { token: w.buyer(), query: { orderId: w.inquiry.s1.orderId } });
    const drafted = await draftAgreement(
      w,
      w.inquiry.s1.orderId,
      planned(draft.terms.lines, addDays(TODAY, 10), [
        { name: '预付款', ratio: 30, condition: 'signing', dueDate: null, payDay: 28 },
        { name: '验收款', ratio: 70, condition: 'acceptance', dueDate: null, payDay: null },
      ]),
    );
    expect(drafted.execution).toBeNull();
    // Not signed yet: nothing is delivered against a contract under negotiation.
    await w.expectCode(api.agreementSupplier.deliver, deliver(s1, drafted.id, 1, 10), Code.AGREEMENT_STATE_FORBIDS);
    await w.expectCode(api.agreement.terminate, terminate(s1.token, drafted.id, ''), Code.PARAM_INVALID);
    // A draft ended before signing frees the order's lines: the buyer drafts again. Retried with its key, it is ended once.
    const termination = terminate(w.buyer(), drafted.id, '条款需重新拟定');
    const ended = await call(api.agreement.terminate, termination);
    expect(ended).toMatchObject({ state: 'terminated', endReason: '条款需重新拟定', execution: null });
    expect(await call(api.agreement.terminate, termination)).toEqual(ended);
    expect(await events(drafted.id, 'terminated')).toHaveLength(1);
    await w.expectCode(api.agreement.terminate, terminate(w.buyer(), drafted.id, '条款需重新拟定'), Code.AGREEMENT_STATE_FORBIDS);
    expect((await notified(s1.memberId, 'agreement.terminated')).at(-1)!.payload).toMatchObject({
      agreementId: drafted.id,
      reason: '条款需重新拟定',
    });

    contract = await signedAgreement(w, w.inquiry.s1, {
      lines: draft.terms.lines.map(({ lineNo, quantity }) => ({ lineNo, quantity, deliveryDate: addDays(TODAY, 10) })),
      paymentPlan: [
        { name: '预付款', ratio: 30, condition: 'signing', dueDate: null, payDay: 28 },
        { name: '验收款', ratio: 70, condition: 'acceptance', dueDate: null, payDay: null },
      ],
    });
    expect(contract.execution).toMatchObject({
      lines: [
        { lineNo: 1, quantity: 100, delivered: 0, accepted: 0, overdue: false },
        { lineNo: 2, quantity: 50, delivered: 0, accepted: 0, overdue: false },
      ],
      // Signed today: the first stage falls due on the 28th, the second once everything is accepted.
      stages: [
        { stageNo: 1, amount: 600, paid: 0, dueDate: addDays(TODAY, 1), overdue: false },
        { stageNo: 2, amount: 1400, paid: 0, dueDate: null, overdue: false },
      ],
      deliveries: [],
      payments: [],
      acceptedPercent: 0,
      paidPercent: 0,
    });

    const first = await call(api.agreementSupplier.deliver, deliver(s1, contract.id, 1, 60));
    expect(first.execution!.lines[0]).toMatchObject({ delivered: 60, accepted: 0 });
    expect(first.execution!.deliveries).toMatchObject([
      { lineNo: 1, quantity: 60, deliveredOn: TODAY, note: '第一批', state: 'pending', reason: null },
    ]);
    await w.expectCode(api.agreementSupplier.deliver, deliver(s1, contract.id, 1, 40.001), Code.DELIVERY_ABOVE_CONTRACTED);
    // A line the contract does not have is not found, as an unknown delivery is; a delivery is not dated after today.
    await w.expectCode(api.agreementSupplier.deliver, deliver(s1, contract.id, 3, 1), Code.NOT_FOUND);
    const tomorrow = deliver(s1, contract.id, 1, 1);
    await w.expectCode(
      api.agreementSupplier.deliver,
      { ...tomorrow, body: { ...tomorrow.body, deliveredOn: addDays(TODAY, 1) } },
      Code.PARAM_INVALID,
    );
    const second = await call(api.agreementSupplier.deliver, deliver(s1, contract.id, 1, 40));
    expect(second.execution!.lines[0]).toMatchObject({ delivered: 100 });
    expect(second.events.filter((e) => e.kind === 'delivered').map((e) => e.text)).toEqual(['#1 · ×60', '#1 · ×40']);
    const told = await notified(w.seeded.buyerMe.memberId, 'agreement.delivered');
    expect(told.at(-1)!.payload).toMatchObject({ agreementId: contract.id, code: contract.agreementNo, lineNo: 1, quantity: 40 });

    // Only the contract's supplier delivers: another supplier finds no such contract, a buyer may not deliver.
    await w.expectCode(api.agreementSupplier.deliver, deliver(w.suppliers[1], contract.id, 2, 1), Code.NOT_FOUND);
    await w.expectCode(api.agreementSupplier.deliver, { ...deliver(s1, contract.id, 2, 1), token: w.buyer() }, Code.NO_ACCESS);
  });

  it('the buyer decides each delivery once; a rejection gives its reason and frees its quantity', async () => {
    const w = world();
    const [s1] = w.suppliers;
    const [sixty, forty] = (await detail(contract.id, w.buyer())).execution!.deliveries;
    const accepted = await call(api.agreementBuyer.decideDelivery, decide(contract.id, sixty!.id, 'accept'));
    expect(accepted.execution!.lines[0]).toMatchObject({ delivered: 100, accepted: 60 });
    await w.expectCode(api.agreementBuyer.decideDelivery, decide(contract.id, sixty!.id, 'reject', '外观破损'), Code.DELIVERY_DECIDED);
    await w.expectCode(api.agreementBuyer.decideDelivery, decide(contract.id, forty!.id, 'reject'), Code.PARAM_INVALID);
    await w.expectCode(api.agreementBuyer.decideDelivery, decide(contract.id, 999_999, 'accept'), Code.NOT_FOUND);
    await w.expectCode(api.agreementBuyer.decideDelivery, { ...decide(contract.id, forty!.id, 'accept'), token: s1.token }, Code.NO_ACCESS);

    const rejected = await call(api.agreementBuyer.decideDelivery, decide(contract.id, forty!.id, 'reject', '外观破损'));
    expect(rejected.execution!.deliveries[1]).toMatchObject({ state: 'rejected', reason: '外观破损' });
    expect(rejected.execution!.lines[0]).toMatchObject({ delivered: 60, accepted: 60 });
    expect((await notified(s1.memberId, 'agreement.deliveryRejected')).at(-1)!.payload).toMatchObject({
      agreementId: contract.id,
      reason: '外观破损',
    });
    expect((await notified(s1.memberId, 'agreement.deliveryAccepted')).at(-1)!.payload).toMatchObject({ agreementId: contract.id, quantity: 60 });

    // The rejected 40 may be delivered again.
    const again = await call(api.agreementSupplier.deliver, deliver(s1, contract.id, 1, 40));
    expect(again.execution!.lines[0]).toMatchObject({ delivered: 100, accepted: 60 });
  });

  it('a stage is paid from the buyer’s balance into the supplier’s, never above the stage or the balance', async () => {
    const w = world();
    const [s1] = w.suppliers;
    const before = await ledger(w.buyer());
    await w.expectCode(api.agreementBuyer.pay, pay(contract.id, 1, 600.01), Code.PAYMENT_ABOVE_STAGE);
    await w.expectCode(api.agreementBuyer.pay, pay(contract.id, 3, 1), Code.NOT_FOUND);
    await w.expectCode(api.agreementBuyer.pay, { ...pay(contract.id, 1, 1), token: s1.token }, Code.NO_ACCESS);

    // The buyer's balance is short: it withdrew all but 100.
    const db = w.platform.db;
    await db.execute(sql`insert into capital_movements (member_id, kind, amount, balance_after, frozen_after, remark, create_time)
      values (${w.seeded.buyerMe.memberId}, 'withdrawal', ${100 - before.balance}, 100, ${before.frozen}, '提现', now())`);
    await w.expectCode(api.agreementBuyer.pay, pay(contract.id, 1, 200), Code.BALANCE_INSUFFICIENT);
    await db.execute(sql`insert into capital_movements (member_id, kind, amount, balance_after, frozen_after, remark, create_time)
      values (${w.seeded.buyerMe.memberId}, 'deposit', ${before.balance - 100}, ${before.balance}, ${before.frozen}, '充值', now())`);

    const paid = await call(api.agreementBuyer.pay, pay(contract.id, 1, 200));
    expect(paid.execution!.stages[0]).toMatchObject({ stageNo: 1, amount: 600, paid: 200 });
    expect(paid.execution!.payments).toMatchObject([{ stageNo: 1, amount: 200 }]);
    expect(paid.execution!.paidPercent).toBe(10);
    await w.expectCode(api.agreementBuyer.pay, pay(contract.id, 1, 400.01), Code.PAYMENT_ABOVE_STAGE);
    const rest = await call(api.agreementBuyer.pay, pay(contract.id, 1, 400));
    expect(rest.execution!.stages[0]).toMatchObject({ paid: 600, overdue: false });
    expect(rest.events.filter((e) => e.kind === 'paid').map((e) => e.text)).toEqual(['#1 · 200.00 CNY', '#1 · 400.00 CNY']);

    // Both ledgers show the payments, each line after the one before it.
    const buyer = await ledger(w.buyer());
    expect(buyer.balance).toBeCloseTo(before.balance - 600, 2);
    expect(buyer.movements.data.slice(0, 2)).toMatchObject([
      { kind: 'payment', amount: -400, balanceAfter: before.balance - 600, remark: `支付合同 ${contract.agreementNo} 第1期「预付款」` },
      { kind: 'payment', amount: -200, balanceAfter: before.balance - 200 },
    ]);
    const supplier = await ledger(s1.token);
    expect(supplier).toMatchObject({ balance: 600, frozen: 0 });
    expect(supplier.movements.data).toMatchObject([
      { kind: 'income', amount: 400, balanceAfter: 600, remark: `合同 ${contract.agreementNo} 第1期「预付款」回款` },
      { kind: 'income', amount: 200, balanceAfter: 200 },
    ]);
    expect((await notified(s1.memberId, 'agreement.paid')).at(-1)!.payload).toMatchObject({ agreementId: contract.id, totalAmount: 400, stageNo: 1 });
  });

  it('keyed retries deliver, decide and pay once', async () => {
    const w = world();
    const [s1] = w.suppliers;
    const key = freshKey();
    const once = await call(api.agreementSupplier.deliver, deliver(s1, contract.id, 2, 50, key));
    const twice = await call(api.agreementSupplier.deliver, deliver(s1, contract.id, 2, 50, key));
    expect(twice.execution!.deliveries).toHaveLength(once.execution!.deliveries.length);
    expect(twice.execution!.lines[1]).toMatchObject({ delivered: 50 });
    await w.expectCode(api.agreementSupplier.deliver, deliver(s1, contract.id, 2, 49, key), Code.IDEMPOTENCY_KEY_REUSED);

    const delivery = twice.execution!.deliveries.at(-1)!;
    const decisionKey = freshKey();
    await call(api.agreementBuyer.decideDelivery, decide(contract.id, delivery.id, 'accept', undefined, decisionKey));
    const replayed = await call(api.agreementBuyer.decideDelivery, decide(contract.id, delivery.id, 'accept', undefined, decisionKey));
    expect(replayed.execution!.lines[1]).toMatchObject({ accepted: 50 });
    expect(await events(contract.id, 'accepted')).toHaveLength(2);

    const payKey = freshKey();
    const before = await ledger(w.buyer());
    await call(api.agreementBuyer.pay, pay(contract.id, 2, 100, payKey));
    const paidTwice = await call(api.agreementBuyer.pay, pay(contract.id, 2, 100, payKey));
    expect(paidTwice.execution!.stages[1]).toMatchObject({ paid: 100 });
    expect((await ledger(w.buyer())).movements.totalCount).toBe(before.movements.totalCount + 1);
  });

  it('completed when every line is accepted and every stage paid; both sides are told; then it ends no more', async () => {
    const w = world();
    const [s1] = w.suppliers;
    const pending = (await detail(contract.id, w.buyer())).execution!.deliveries.filter((d) => d.state === 'pending');
    expect(pending.map((d) => [d.lineNo, d.quantity])).toEqual([[1, 40]]);
    const accepted = await call(api.agreementBuyer.decideDelivery, decide(contract.id, pending[0]!.id, 'accept'));
    // Fully accepted today: the acceptance stage falls due today; not completed while it is unpaid.
    expect(accepted).toMatchObject({ state: 'signed', execution: { acceptedPercent: 100 } });
    expect(accepted.execution!.stages[1]).toMatchObject({ dueDate: TODAY, paid: 100, overdue: false });
    await w.expectCode(api.agreementSupplier.deliver, deliver(s1, contract.id, 2, 0.001), Code.DELIVERY_ABOVE_CONTRACTED);

    const completed = await call(api.agreementBuyer.pay, pay(contract.id, 2, 1300));
    expect(completed).toMatchObject({ state: 'completed', execution: { acceptedPercent: 100, paidPercent: 100 } });
    expect(completed.endTime).not.toBeNull();
    expect(completed.events.at(-1)).toMatchObject({ kind: 'completed', side: null });
    for (const memberId of [w.seeded.buyerMe.memberId, s1.memberId]) {
      expect((await notified(memberId, 'agreement.completed')).map((n) => n.payload.agreementId)).toContain(contract.id);
    }
    await w.expectCode(api.agreement.terminate, terminate(s1.token, contract.id, '不再合作'), Code.AGREEMENT_STATE_FORBIDS);
    await w.expectCode(api.agreementBuyer.pay, pay(contract.id, 2, 0.01), Code.AGREEMENT_STATE_FORBIDS);
  });

  it('either side terminates a running contract with a reason; the other side is told; nothing runs after it', async () => {
    const w = world();
    const [s1] = w.suppliers;
    const signed = await signedAgreement(w, w.tender);
    await call(api.agreementSupplier.deliver, deliver(s1, signed.id, 1, 1));
    const ended = await call(api.agreement.terminate, terminate(s1.token, signed.id, '原材料停产，无法继续供货'));
    expect(ended).toMatchObject({ state: 'terminated', endReason: '原材料停产，无法继续供货', viewerSide: 'supplier' });
    expect(ended.endTime).not.toBeNull();
    expect(ended.events.at(-1)).toMatchObject({ kind: 'terminated', side: 'supplier', text: '原材料停产，无法继续供货' });
    expect((await notified(w.seeded.buyerMe.memberId, 'agreement.terminated')).at(-1)!.payload).toMatchObject({
      agreementId: signed.id,
      reason: '原材料停产，无法继续供货',
    });
    // What was delivered stays on the record; nothing more is delivered, decided, paid or terminated.
    expect(ended.execution!.deliveries).toHaveLength(1);
    await w.expectCode(api.agreementSupplier.deliver, deliver(s1, signed.id, 1, 1), Code.AGREEMENT_STATE_FORBIDS);
    await w.expectCode(
      api.agreementBuyer.decideDelivery,
      decide(signed.id, ended.execution!.deliveries[0]!.id, 'accept'),
      Code.AGREEMENT_STATE_FORBIDS,
    );
    await w.expectCode(api.agreementBuyer.pay, pay(signed.id, 1, 1), Code.AGREEMENT_STATE_FORBIDS);
    await w.expectCode(api.agreement.terminate, terminate(w.buyer(), signed.id, '再次终止'), Code.AGREEMENT_STATE_FORBIDS);
    await w.expectCode(api.agreement.terminate, terminate(w.suppliers[2].token, signed.id, '?'), Code.NOT_FOUND);
  });

  it('the order’s detail names its contract, to the buyer and to the supplier', async () => {
    const w = world();
    const [s1] = w.suppliers;
    for (const token of [w.buyer(), s1.token]) {
      const order = await call(api.order.detail, { token, query: { id: w.inquiry.s1.orderId } });
      expect(order.agreement).toEqual({ id: contract.id, agreementNo: contract.agreementNo });
    }
    // An order with no contract yet names none.
    const free = await call(api.order.detail, { token: w.buyer(), query: { id: w.inquiry.s2.orderId } });
    expect(free.agreement).toBeNull();
  });

  it('the database refuses what no action writes: a state or side outside its list, nothing delivered or paid', async () => {
    const { deliveries, payments } = (await detail(contract.id, world().buyer())).execution!;
    const [delivery, payment] = [deliveries[0]!, payments[0]!];
    const paymentLike = (amount: number, buyerMovement: SQL) =>
      sql`insert into agreement_payments (agreement_id, stage_no, amount, buyer_movement_id, supplier_movement_id, recorded_by_user_id, create_time)
        select agreement_id, stage_no, ${amount}, ${buyerMovement}, supplier_movement_id, recorded_by_user_id, now() from agreement_payments where id = ${payment.id}`;
    const refused: Array<[SQL, string]> = [
      [sql`update agreements set state = 'archived' where id = ${contract.id}`, 'agreements_state'],
      [sql`update agreements set ended_by_side = 'platform' where id = ${contract.id}`, 'agreements_ended_by_side'],
      [sql`update agreement_deliveries set state = 'lost' where id = ${delivery.id}`, 'agreement_deliveries_state'],
      [sql`update agreement_deliveries set quantity = 0 where id = ${delivery.id}`, 'agreement_deliveries_quantity'],
      [paymentLike(0, sql`buyer_movement_id`), 'agreement_payments_amount'],
      [
        sql`insert into agreement_events (agreement_id, kind, side, create_time) values (${contract.id}, 'commented', 'platform', now())`,
        'agreement_events_side',
      ],
      [
        sql`insert into agreement_overdue_told (agreement_id, kind, number, told_time) values (${contract.id}, 'term', 1, now())`,
        'agreement_overdue_told_kind',
      ],
    ];
    for (const [statement, constraint] of refused) expect(await refusalOf(statement)).toContain(constraint);
  });
}
