// A buyer reviews the applications made to it (docs/decisions/011-members-and-admission.md):
// approves or rejects a waiting one (a reason required to reject), and sets its admitted suppliers'
// lifecycle stage. Each is one transaction that appends to the admission's history and notifies
// the supplier.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AdmittedSupplier, Application } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { members, supplierAdmissionEvents, supplierAdmissions } from '../db/schema.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { notify } from '../message/index.ts';
import { stageAllows } from './lifecycle.ts';
import { admittedSupplier, applicationDetail, asBuyer, supplierMember } from './queries.ts';

/** Approves (admitted, stage qualified) or rejects a waiting application to the caller; decided once (25070 after). */
export async function decide({ db, now }: PlatformContext, { body, caller }: RouteInput<typeof api.admission.decide, 'login'>): Promise<Application> {
  requireBuyer(caller);
  const reason = body.reason?.trim() || null;
  if (body.decision === 'reject' && !reason) throw new BusinessError(Code.REASON_REQUIRED);
  const approve = body.decision === 'approve';
  await transaction(db, async (tx) => {
    const at = new Date(now());
    // Decided only while it waits: of two decisions, the second finds no waiting row.
    const [decided] = await tx
      .update(supplierAdmissions)
      .set({
        status: approve ? 'admitted' : 'rejected',
        decideTime: at,
        updateTime: at,
        rejectReason: approve ? null : reason,
        ...(approve ? { lifecycleStage: 'qualified' as const } : {}),
      })
      .where(and(eq(supplierAdmissions.id, body.id), asBuyer(caller), eq(supplierAdmissions.status, 'applied')))
      .returning();
    if (!decided) {
      const [mine] = await tx
        .select({ id: supplierAdmissions.id })
        .from(supplierAdmissions)
        .where(and(eq(supplierAdmissions.id, body.id), asBuyer(caller)));
      throw new BusinessError(mine ? Code.ALREADY_DECIDED : Code.NOT_FOUND);
    }
    await tx
      .insert(supplierAdmissionEvents)
      .values({ admissionId: decided.id, kind: approve ? 'approved' : 'rejected', actorUserId: caller.userId, reason, createTime: at });
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    await notify(tx, {
      recipientMemberId: decided.supplierMemberId,
      kind: approve ? 'admission.approved' : 'admission.rejected',
      payload: {
        admissionId: decided.id,
        buyerMemberId: caller.memberId,
        buyerRoleId: caller.memberRoleId,
        buyerName: buyer?.name ?? '',
        reason,
      },
      at: at.getTime(),
    });
  });
  return applicationDetail(db, body.id, caller);
}

/** Moves a supplier the caller admitted to a lifecycle stage (404 for one it has not admitted). */
export async function changeStage(
  { db, now }: PlatformContext,
  { body, caller }: RouteInput<typeof api.admission.changeStage, 'login'>,
): Promise<AdmittedSupplier> {
  requireBuyer(caller);
  const reason = body.reason?.trim() || null;
  return transaction(db, async (tx) => {
    const [row] = await tx
      .select({ admission: supplierAdmissions, name: supplierMember.name, logo: supplierMember.logo })
      .from(supplierAdmissions)
      .innerJoin(supplierMember, eq(supplierMember.id, supplierAdmissions.supplierMemberId))
      .where(and(eq(supplierAdmissions.id, body.id), asBuyer(caller), eq(supplierAdmissions.status, 'admitted')))
      .for('update', { of: supplierAdmissions });
    if (!row) throw new BusinessError(Code.NOT_FOUND);
    const from = row.admission.lifecycleStage;
    if (from === body.stage) return admittedSupplier(row.admission, row);
    const at = new Date(now());
    const [changed] = await tx
      .update(supplierAdmissions)
      .set({ lifecycleStage: body.stage, updateTime: at })
      .where(eq(supplierAdmissions.id, body.id))
      .returning();
    await tx.insert(supplierAdmissionEvents).values({
      admissionId: body.id,
      kind: 'stageChanged',
      actorUserId: caller.userId,
      reason,
      payload: { from, to: body.stage },
      createTime: at,
    });
    const [buyer] = await tx.select({ name: members.name }).from(members).where(eq(members.id, caller.memberId));
    await notify(tx, {
      recipientMemberId: changed!.supplierMemberId,
      kind: 'admission.stageChanged',
      payload: { admissionId: body.id, buyerName: buyer?.name ?? '', from, to: body.stage, stageAllows: stageAllows(body.stage), reason },
      at: at.getTime(),
    });
    return admittedSupplier(changed!, row);
  });
}
