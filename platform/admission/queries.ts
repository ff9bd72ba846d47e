// The one home of the supplier-admission query ("warehoused supplier", docs/product.md#roles-and-permissions):
// whether a supplier's member is admitted by a buyer, with its lifecycle stage (lifecycle.ts). The shop layout's
// apply link reads the application (any status), the quote check (inquiry/eligibility.ts) reads the
// lifecycle stage and the region an admitted supplier was admitted with (docs/decisions/019-supplier-region.md),
// and the lists and details read every buyer that admitted the caller.
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { supplierAdmissions } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { stageAllows } from './lifecycle.ts';

/** A buyer as the admission names it: its member and role. */
export type AdmittingBuyer = { memberId: number; roleId: number };

/**
 * The admissions of the caller's member as a supplier: by one buyer when `buyer` is given (else by
 * any), and only those that admitted it when `admittedOnly`, not applications or rejections.
 */
export function admissionsOf(supplier: Caller, options: { buyer?: AdmittingBuyer; admittedOnly: boolean }): SQL | undefined {
  const { buyer, admittedOnly } = options;
  return and(
    ...(buyer ? [eq(supplierAdmissions.buyerMemberId, buyer.memberId), eq(supplierAdmissions.buyerRoleId, buyer.roleId)] : []),
    eq(supplierAdmissions.supplierMemberId, supplier.memberId),
    eq(supplierAdmissions.supplierRoleId, supplier.memberRoleId),
    ...(admittedOnly ? [eq(supplierAdmissions.status, 'admitted')] : []),
  );
}

/** The supplier's application to the buyer, whatever its status, or undefined when it never applied. */
export async function applicationTo(db: Db, buyer: AdmittingBuyer, supplier: Caller) {
  const [application] = await db
    .select({ id: supplierAdmissions.id, status: supplierAdmissions.status })
    .from(supplierAdmissions)
    .where(admissionsOf(supplier, { buyer, admittedOnly: false }));
  return application;
}

/**
 * Whether the buyer admitted the supplier and its lifecycle stage lets it quote and register, by
 * the lifecycle rule (lifecycle.ts; rule 1 by default).
 */
export async function lifecycleAllows(db: Db, buyer: AdmittingBuyer, supplier: Caller, ruleId?: number): Promise<boolean> {
  const [admission] = await db
    .select({ stage: supplierAdmissions.lifecycleStage })
    .from(supplierAdmissions)
    .where(admissionsOf(supplier, { buyer, admittedOnly: true }));
  return admission ? stageAllows(admission.stage, ruleId) : false;
}

/** The buyers (memberId:roleId) that admitted the caller's member as a supplier. */
export async function admittingBuyers(db: Db, caller: Caller | null): Promise<Set<string>> {
  if (!caller) return new Set();
  const rows = await db
    .select({ memberId: supplierAdmissions.buyerMemberId, roleId: supplierAdmissions.buyerRoleId })
    .from(supplierAdmissions)
    .where(admissionsOf(caller, { admittedOnly: true }));
  return new Set(rows.map((r) => `${r.memberId}:${r.roleId}`));
}
