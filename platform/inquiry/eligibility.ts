// Whether a member may quote on an inquiry now, and if not, why: the one rule that the quote
// submission, the quote form, and the inquiry list and detail all ask, so a button shows what a
// submission would meet (docs/decisions/017-inquiry-sealed-quotes-and-currency.md, "Quote refusals", in
// that order). The region checked against an inquiry's areas is the one its buyer admitted, not the
// profile's (docs/decisions/019-supplier-region.md). The supplier's side of the rule (admitted, its
// stage, invited, the areas) is the one every kind shares (sourcing/eligibility.ts), read for a whole
// page at once: three queries, whatever the number of inquiries.
import { Code, type CodeValue } from '#contract/codes.ts';
import type { Db } from '../db/client.ts';
import { inquiryAreas, inquiryInvitations } from '../db/schema.ts';
import { type Caller, isSupplier } from '../http/caller.ts';
import { type EligibilityTables, type SupplierFacts, supplierFacts, supplierRefusal, type TakenPartIn } from '../sourcing/eligibility.ts';
import type { InquiryRow } from './inquiry.ts';
import { quoteWindow } from './windows.ts';

/** What the rule reads about an inquiry. */
export type QuotedInquiry = Pick<InquiryRow, 'id' | 'state' | 'memberId' | 'memberRoleId' | 'offerEndTime' | 'quoteScope' | 'isAllArea'>;

/** Where an inquiry keeps its invitations and areas, for the supplier's side of the rule (sourcing/eligibility.ts). */
const INQUIRY_TABLES: EligibilityTables = {
  invitations: {
    table: inquiryInvitations,
    itemId: inquiryInvitations.inquiryId,
    supplierMemberId: inquiryInvitations.supplierMemberId,
    supplierRoleId: inquiryInvitations.supplierRoleId,
  },
  areas: { table: inquiryAreas, itemId: inquiryAreas.parentId, provinceCode: inquiryAreas.provinceCode, cityCode: inquiryAreas.cityCode },
};

const takingPart = (inquiry: QuotedInquiry): TakenPartIn => ({ ...inquiry, invitedOnly: inquiry.quoteScope === 'invited' });

/** The rule, in the order the refusals are told; `facts` is null for a caller that is not a supplier. */
function refusalOf(inquiry: QuotedInquiry, caller: Caller, facts: SupplierFacts | null, now: number): CodeValue | null {
  if (inquiry.state === 'draft') return Code.NOT_FOUND;
  if (inquiry.state === 'cancelled') return Code.INQUIRY_CANCELLED;
  if (inquiry.state === 'awarded') return Code.INQUIRY_AWARDED;
  if (caller.memberId === inquiry.memberId) return Code.OWN_PUBLICATION;
  if (quoteWindow(inquiry, now) === 'closed') return Code.QUOTE_TIME_PASSED;
  return supplierRefusal(takingPart(inquiry), facts);
}

/** Why the caller may not quote on each inquiry now (by id), or null where it may. */
export async function quoteRefusals(db: Db, inquiries: QuotedInquiry[], caller: Caller, now: number): Promise<Map<number, CodeValue | null>> {
  // Only what passes the checks that need no query is worth reading the supplier's facts for.
  const asked = inquiries.filter((inquiry) => refusalOf(inquiry, caller, null, now) === Code.NOT_A_SUPPLIER);
  const facts = isSupplier(caller) && asked.length > 0 ? await supplierFacts(db, caller, asked.map(takingPart), INQUIRY_TABLES) : null;
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
