// The buyer pays (part of) a payment stage of its signed contract (docs/decisions/025-contracts.md,
// "Execution"): never above what is left of the stage (39036), never above the buyer's available
// balance (39037); a stage the contract does not have is not found (404). The payment is two
// movements, out of the buyer's capital account and into the supplier's, each remark naming the
// contract and the stage. The supplier is told; the payment may complete the contract
// (completion.ts). Keyed: a retry pays nothing twice.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Agreement } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { agreementPayments } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { ledgerFigures, lockLedgers, moveBalance } from './capital.ts';
import { completeIfDone } from './completion.ts';
import { lockedAgreement, recordEvent, refuseState, tellParties, termsOf } from './execution.ts';
import { readAgreement } from './queries.ts';

const cents = (amount: number) => Math.round(amount * 100);

/** The buyer pays `amount` of stage `stageNo`, keyed; the contract as the buyer reads it after. */
export async function payStage(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreementBuyer.pay, 'login'>,
): Promise<Agreement> {
  requireBuyer(caller);
  const key = requestKey(body.idempotencyKey, request);
  await once(db, `m${caller.memberId}:agreementPayment:${body.id}`, key, async (tx) => {
    const { row } = await lockedAgreement(tx, body.id, caller, 'buyer');
    refuseState(row, ['signed']);
    const terms = await termsOf(tx, row);
    const stage = terms.paymentPlan.find((s) => s.stageNo === body.stageNo);
    if (!stage) throw new BusinessError(Code.NOT_FOUND, `stageNo: ${body.stageNo}`);
    const paid = await tx
      .select({ amount: agreementPayments.amount })
      .from(agreementPayments)
      .where(and(eq(agreementPayments.agreementId, row.id), eq(agreementPayments.stageNo, stage.stageNo)));
    const left = cents(stage.amount) - paid.reduce((total, p) => total + cents(p.amount), 0);
    if (cents(body.amount) > left) throw new BusinessError(Code.PAYMENT_ABOVE_STAGE, `${left / 100}`);
    await lockLedgers(tx, [row.buyerMemberId, row.supplierMemberId]);
    const { balance } = await ledgerFigures(tx, row.buyerMemberId);
    if (cents(body.amount) > cents(balance)) throw new BusinessError(Code.BALANCE_INSUFFICIENT);
    const at = now();
    const stageText = `第${stage.stageNo}期「${stage.name}」`;
    const buyerMovementId = await moveBalance(tx, {
      memberId: row.buyerMemberId,
      kind: 'payment',
      amount: -body.amount,
      remark: `支付合同 ${row.agreementNo} ${stageText}`,
      at,
    });
    const supplierMovementId = await moveBalance(tx, {
      memberId: row.supplierMemberId,
      kind: 'income',
      amount: body.amount,
      remark: `合同 ${row.agreementNo} ${stageText}回款`,
      at,
    });
    const [payment] = await tx
      .insert(agreementPayments)
      .values({
        agreementId: row.id,
        stageNo: stage.stageNo,
        amount: body.amount,
        buyerMovementId,
        supplierMovementId,
        recordedByUserId: caller.userId,
        createTime: new Date(at),
      })
      .returning({ id: agreementPayments.id });
    const detail = { paymentId: payment!.id, stageNo: stage.stageNo, name: stage.name, amount: body.amount };
    await recordEvent(tx, { agreementId: row.id, kind: 'paid', side: 'buyer', userId: caller.userId, detail, at });
    // totalAmount: what the message names as the amount (the payment's).
    await tellParties(tx, row, terms, ['supplier'], 'agreement.paid', { ...detail, totalAmount: body.amount }, at);
    await completeIfDone(tx, row, terms, at);
    return { id: payment!.id };
  });
  return readAgreement(db, body.id, caller, now());
}
