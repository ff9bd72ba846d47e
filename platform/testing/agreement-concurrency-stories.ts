// Two actions at once on one contract, on PostgreSQL only (agreement.postgres.test.ts: PGlite has one
// connection, so nothing there runs at once). Each action locks the contract's row before it reads
// what is left (execution.ts lockedAgreement): two payments with different keys whose sum exceeds a
// stage pay it once and refuse the other (39036); two deliveries whose sum exceeds a line likewise
// (39026). docs/decisions/025-contracts.md, "Execution".
import { expect, it } from 'vitest';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import { type AgreementStories, signedAgreement } from './agreement-fixture.ts';
import { executionHelpers } from './agreement-execution-stories.ts';

export function concurrencyStories({ world }: AgreementStories) {
  const { deliver, pay, detail } = executionHelpers(world);
  const both = (endpoint: { method: string; path: string }, first: object, second: object) =>
    Promise.all([world().client.raw(endpoint.method, endpoint.path, first), world().client.raw(endpoint.method, endpoint.path, second)]);

  it('two payments at once whose sum exceeds the stage: one pays, the other is refused (39036); two deliveries above the line likewise (39026)', async () => {
    const w = world();
    const [, s2] = w.suppliers;
    // S2's line 3 of the inquiry: 20 at 28, one stage of 560 on signing.
    const contract = await signedAgreement(w, w.inquiry.s2, {
      paymentPlan: [{ name: '全款', ratio: 100, condition: 'signing', dueDate: null, payDay: null }],
    });
    const payments = await both(api.agreementBuyer.pay, pay(contract.id, 1, 400), pay(contract.id, 1, 300));
    expect(payments.map((answer) => answer.code).sort()).toEqual([Code.SUCCESS, Code.PAYMENT_ABOVE_STAGE].sort());
    const deliveries = await both(api.agreementSupplier.deliver, deliver(s2, contract.id, 1, 15), deliver(s2, contract.id, 1, 10));
    expect(deliveries.map((answer) => answer.code).sort()).toEqual([Code.SUCCESS, Code.DELIVERY_ABOVE_CONTRACTED].sort());

    const after = (await detail(contract.id, w.buyer())).execution!;
    expect(after.payments).toHaveLength(1);
    expect(after.stages[0]!.paid).toBeLessThanOrEqual(560);
    expect(after.deliveries).toHaveLength(1);
    expect(after.lines[0]!.delivered).toBeLessThanOrEqual(20);
  });
}
