// Whether a member may quote on an inquiry now, and if not, why: the one rule that the quote
// submission, the quote form, and the inquiry list and detail all ask, so a button shows what a
// submission would meet (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, "Quote refusals", in
// that order). The region checked against an inquiry's areas is the one its buyer admitted, not the
// profile's (docs/decisions/019-supplier-region.md). What the rule reads about the supplier is read
// for a whole page at once: three queries, whatever the number of inquiries.
import { and, eq, inArray } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { LifecycleStage } from '#contract/schemas.ts';
import { stageAllows } from '../admission/index.ts';
import { admissionsOf } from '../admission/queries.ts';
import type { Db } from '../db/client.ts';
import { inquiryAreas, inquiryInvitations, supplierAdmissions } from '../db/schema.ts';
import { type Caller, isSupplier } from '../http/caller.ts';
import type { InquiryRow } from './inquiry.ts';
import { quoteWindow } from './windows.ts';

/** What the rule reads about an inquiry. */
export type QuotedInquiry = Pick<InquiryRow, 'id' | 'state' | 'memberId' | 'memberRoleId' | 'offerEndTime' | 'quoteScope' | 'isAllArea'>;

type Region = { provinceCode: string | null; cityCode: string | null };
type Admission = Region & { stage: LifecycleStage };
type Area = { provinceCode: string; cityCode: string | null };

/** What the rule reads about the supplier, toward the inquiries asked about. */
type SupplierFacts = { admissionBy: Map<string, Admission>; invitedTo: Set<number>; areasOf: Map<number, Area[]> };

const buyerKey = (memberId: number, roleId: number) => `${memberId}:${roleId}`;

/** A region is within an inquiry's areas when one of them names its province, whole or with its city. */
function within(region: Region, areas: Area[]): boolean {
  const { provinceCode, cityCode } = region;
  if (provinceCode === null) return false;
  return areas.some((area) => area.provinceCode === provinceCode && (area.cityCode === null || area.cityCode === cityCode));
}

/** The rule, in the order the refusals are told; `facts` is null for a caller that is not a supplier. */
function refusalOf(inquiry: QuotedInquiry, caller: Caller, facts: SupplierFacts | null, now: number): CodeValue | null {
  if (inquiry.state === 'draft') return Code.NOT_FOUND;
  if (inquiry.state === 'cancelled') return Code.INQUIRY_CANCELLED;
  if (inquiry.state === 'awarded') return Code.INQUIRY_AWARDED;
  if (caller.memberId === inquiry.memberId) return Code.OWN_PUBLICATION;
  if (quoteWindow(inquiry, now) === 'closed') return Code.QUOTE_TIME_PASSED;
  if (facts === null) return Code.NOT_A_SUPPLIER;
  const admission = facts.admissionBy.get(buyerKey(inquiry.memberId, inquiry.memberRoleId));
  if (!admission) return Code.NOT_ADMITTED;
  if (!stageAllows(admission.stage)) return Code.STAGE_FORBIDS;
  if (inquiry.quoteScope === 'invited' && !facts.invitedTo.has(inquiry.id)) return Code.NOT_INVITED;
  if (!inquiry.isAllArea && !within(admission, facts.areasOf.get(inquiry.id) ?? [])) return Code.OUTSIDE_AREAS;
  return null;
}

/** The supplier's admissions by the inquiries' buyers (with the region each admitted), its invitations and the inquiries' areas. */
async function supplierFacts(db: Db, caller: Caller, inquiries: QuotedInquiry[]): Promise<SupplierFacts> {
  const buyerIds = [...new Set(inquiries.map((inquiry) => inquiry.memberId))];
  const invitedOnly = inquiries.filter((inquiry) => inquiry.quoteScope === 'invited').map((inquiry) => inquiry.id);
  const limited = inquiries.filter((inquiry) => !inquiry.isAllArea).map((inquiry) => inquiry.id);
  const [admissions, invitations, areas] = await Promise.all([
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
          .select({ inquiryId: inquiryInvitations.inquiryId })
          .from(inquiryInvitations)
          .where(
            and(
              inArray(inquiryInvitations.inquiryId, invitedOnly),
              eq(inquiryInvitations.supplierMemberId, caller.memberId),
              eq(inquiryInvitations.supplierRoleId, caller.memberRoleId),
            ),
          ),
    limited.length === 0
      ? []
      : db
          .select({ inquiryId: inquiryAreas.parentId, provinceCode: inquiryAreas.provinceCode, cityCode: inquiryAreas.cityCode })
          .from(inquiryAreas)
          .where(inArray(inquiryAreas.parentId, limited)),
  ]);
  const areasOf = new Map<number, Area[]>();
  for (const { inquiryId, ...area } of areas) areasOf.set(inquiryId, [...(areasOf.get(inquiryId) ?? []), area]);
  return {
    admissionBy: new Map(admissions.map(({ buyerMemberId, buyerRoleId, ...admission }) => [buyerKey(buyerMemberId, buyerRoleId), admission])),
    invitedTo: new Set(invitations.map((invitation) => invitation.inquiryId)),
    areasOf,
  };
}

/** Why the caller may not quote on each inquiry now (by id), or null where it may. */
export async function quoteRefusals(db: Db, inquiries: QuotedInquiry[], caller: Caller, now: number): Promise<Map<number, CodeValue | null>> {
  // Only what passes the checks that need no query is worth reading the supplier's facts for.
  const asked = inquiries.filter((inquiry) => refusalOf(inquiry, caller, null, now) === Code.NOT_A_SUPPLIER);
  const facts = isSupplier(caller) && asked.length > 0 ? await supplierFacts(db, caller, asked) : null;
  return new Map(inquiries.map((inquiry) => [inquiry.id, refusalOf(inquiry, caller, facts, now)]));
}

/** Why the caller may not quote on the inquiry now, or null: what a submission meets, inside its transaction. */
export async function quoteRefusal(db: Db, inquiry: QuotedInquiry, caller: Caller, now: number): Promise<CodeValue | null> {
  return (await quoteRefusals(db, [inquiry], caller, now)).get(inquiry.id) ?? null;
}

/**
 * What the list and the detail tell the caller about quoting on each inquiry: the rule's answer for
 * a signed-in member on a published inquiry; null for a visitor (the portal asks it to log in first)
 * and on an inquiry that takes no quotes whoever asks (its state says so).
 */
export async function viewerRefusals(db: Db, inquiries: QuotedInquiry[], caller: Caller | null, now: number): Promise<Map<number, CodeValue | null>> {
  const published = inquiries.filter((inquiry) => inquiry.state === 'published');
  const refusals = caller && published.length > 0 ? await quoteRefusals(db, published, caller, now) : new Map<number, CodeValue | null>();
  return new Map(inquiries.map((inquiry) => [inquiry.id, refusals.get(inquiry.id) ?? null]));
}
