// A supplier applies to a buyer (docs/decisions/011-members-and-admission.md): one waiting
// application per pair, the pair's supplier_admissions row, which a rejection lets it submit again
// with the company as its profile now is; the submission is appended to the admission's history.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { Application } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { supplierAdmissionEvents, supplierAdmissions } from '../db/schema.ts';
import { ownFiles } from '../files/queries.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { applicationCompany, knownCategories } from '../member/queries.ts';
import { applicationDetail, asSupplier, buyerShop, requireSupplier } from './queries.ts';

/** The caller's application to the buyer the body names; the application as its supplier sees it. */
export async function apply(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.admission.apply, 'login'>,
): Promise<Application> {
  requireSupplier(caller);
  const key = requestKey(body.idempotencyKey, request);
  await buyerShop(db, body.buyerMemberId, body.buyerRoleId);
  const { result } = await once(db, `m${caller.memberId}:apply`, key, async (tx) => {
    const categoryIds = await knownCategories(tx, body.categoryIds, 'categoryIds');
    const documents = await ownFiles(tx, caller.memberId, [...new Set(body.documentFileIds)], 'document');
    const at = new Date(now());
    const submitted = {
      company: await applicationCompany(tx, caller.memberId),
      categoryIds,
      documentFileIds: documents.map((file) => file.id),
      contactName: body.contactName,
      contactPhone: body.contactPhone,
      contactEmail: body.contactEmail,
      remark: body.remark,
    };
    // One row per supplier and buyer: a new one, or a rejected one submitted again. A waiting or
    // admitted row is left as it is (no row comes back).
    const [row] = await tx
      .insert(supplierAdmissions)
      .values({
        buyerMemberId: body.buyerMemberId,
        buyerRoleId: body.buyerRoleId,
        supplierMemberId: caller.memberId,
        supplierRoleId: caller.memberRoleId,
        status: 'applied',
        ...submitted,
        submitTime: at,
        createTime: at,
        updateTime: at,
      })
      .onConflictDoUpdate({
        target: [
          supplierAdmissions.supplierMemberId,
          supplierAdmissions.supplierRoleId,
          supplierAdmissions.buyerMemberId,
          supplierAdmissions.buyerRoleId,
        ],
        set: { status: 'applied', ...submitted, submitTime: at, updateTime: at, decideTime: null, rejectReason: null },
        setWhere: eq(supplierAdmissions.status, 'rejected'),
      })
      .returning({ id: supplierAdmissions.id });
    if (!row) {
      const [existing] = await tx
        .select({ status: supplierAdmissions.status })
        .from(supplierAdmissions)
        .where(
          and(asSupplier(caller), eq(supplierAdmissions.buyerMemberId, body.buyerMemberId), eq(supplierAdmissions.buyerRoleId, body.buyerRoleId)),
        );
      throw new BusinessError(existing?.status === 'admitted' ? Code.ALREADY_ADMITTED : Code.APPLICATION_PENDING);
    }
    await tx
      .insert(supplierAdmissionEvents)
      .values({ admissionId: row.id, kind: 'submitted', actorUserId: caller.userId, payload: submitted, createTime: at });
    return { id: row.id };
  });
  return applicationDetail(db, result.id, caller);
}
