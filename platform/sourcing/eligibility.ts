// Whether a supplier may take part in a buyer's sourcing item (quote on an inquiry, register for a
// tender), as far as the supplier is concerned: admitted by the item's buyer in a stage that may
// take part, invited when the item is for invited suppliers only, and within the item's areas as
// its buyer admitted its region (docs/decisions/019-supplier-region.md). Each kind asks its own
// item's state and window first (inquiry/eligibility.ts, tender/registering.ts); this is the rest,
// in the order the refusals are told. What it reads about the supplier is read for a whole page
// of items at once: three queries, whatever the number of items.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { LifecycleStage } from '#contract/schemas.ts';
import { stageAllows } from '../admission/index.ts';
import { admissionsOf } from '../admission/queries.ts';
import type { Db } from '../db/client.ts';
import { supplierAdmissions } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';

/** What the rule reads about an item: its buyer, whether only invited suppliers take part, whether it is for every area. */
export type TakenPartIn = { id: number; memberId: number; memberRoleId: number; invitedOnly: boolean; isAllArea: boolean };

/** Where a kind keeps its invitations and its areas. */
export type EligibilityTables = {
  invitations: { table: PgTable; itemId: AnyPgColumn; supplierMemberId: AnyPgColumn; supplierRoleId: AnyPgColumn };
  areas: { table: PgTable; itemId: AnyPgColumn; provinceCode: AnyPgColumn; cityCode: AnyPgColumn };
};

type Region = { provinceCode: string | null; cityCode: string | null };
type Admission = Region & { stage: LifecycleStage };
type Area = { provinceCode: string; cityCode: string | null };

/** What the rule reads about the supplier, toward the items asked about. */
export type SupplierFacts = { admissionBy: Map<string, Admission>; invitedTo: Set<number>; areasOf: Map<number, Area[]> };

const buyerKey = (memberId: number, roleId: number) => `${memberId}:${roleId}`;

/** A region is within an item's areas when one of them names its province, whole or with its city. */
function within(region: Region, areas: Area[]): boolean {
  const { provinceCode, cityCode } = region;
  if (provinceCode === null) return false;
  return areas.some((area) => area.provinceCode === provinceCode && (area.cityCode === null || area.cityCode === cityCode));
}

/** Why the supplier may not take part in `item`, or null; `facts` is null for a caller that is not a supplier. */
export function supplierRefusal(item: TakenPartIn, facts: SupplierFacts | null): CodeValue | null {
  if (facts === null) return Code.NOT_A_SUPPLIER;
  const admission = facts.admissionBy.get(buyerKey(item.memberId, item.memberRoleId));
  if (!admission) return Code.NOT_ADMITTED;
  if (!stageAllows(admission.stage)) return Code.STAGE_FORBIDS;
  if (item.invitedOnly && !facts.invitedTo.has(item.id)) return Code.NOT_INVITED;
  if (!item.isAllArea && !within(admission, facts.areasOf.get(item.id) ?? [])) return Code.OUTSIDE_AREAS;
  return null;
}

/** The supplier's admissions by the items' buyers (with the region each admitted), its invitations and the items' areas. */
export async function supplierFacts(db: Db, caller: Caller, items: TakenPartIn[], tables: EligibilityTables): Promise<SupplierFacts> {
  const buyerIds = [...new Set(items.map((item) => item.memberId))];
  const invitedOnly = items.filter((item) => item.invitedOnly).map((item) => item.id);
  const limited = items.filter((item) => !item.isAllArea).map((item) => item.id);
  const { invitations, areas: areaTable } = tables;
  const [admissions, invited, areas] = await Promise.all([
    buyerIds.length === 0
      ? []
      : db
          .select({
            buyerMemberId: supplierAdmissions.buyerMemberId,
            buyerRoleId: supplierAdmissions.buyerRoleId,
            stage: supplierAdmissions.lifecycleStage,
            provinceCode: supplierAdmissions.provinceCode,
            cityCode: supplierAdmissions.cityCode,
          })
          .from(supplierAdmissions)
          .where(and(inArray(supplierAdmissions.buyerMemberId, buyerIds), admissionsOf(caller, { admittedOnly: true }))),
    invitedOnly.length === 0
      ? []
      : db
          .select({ itemId: sql<number>`${invitations.itemId}` })
          .from(invitations.table)
          .where(
            and(
              inArray(invitations.itemId, invitedOnly),
              eq(invitations.supplierMemberId, caller.memberId),
              eq(invitations.supplierRoleId, caller.memberRoleId),
            ),
          ),
    limited.length === 0
      ? []
      : db
          .select({
            itemId: sql<number>`${areaTable.itemId}`,
            provinceCode: sql<string>`${areaTable.provinceCode}`,
            cityCode: sql<string | null>`${areaTable.cityCode}`,
          })
          .from(areaTable.table)
          .where(inArray(areaTable.itemId, limited)),
  ]);
  const areasOf = new Map<number, Area[]>();
  for (const { itemId, ...area } of areas) areasOf.set(itemId, [...(areasOf.get(itemId) ?? []), area]);
  return {
    admissionBy: new Map(admissions.map(({ buyerMemberId, buyerRoleId, ...admission }) => [buyerKey(buyerMemberId, buyerRoleId), admission])),
    invitedTo: new Set(invited.map((invitation) => invitation.itemId)),
    areasOf,
  };
}
