// Who may take part in a tender, and how (docs/product/member-side.md, docs/product/tenders.md#sealed-bids):
// the rule a registration meets (registering.ts asks it inside its transaction, the registration page
// and the lists show it) and the rule a bid meets (bidding.ts, the bid page). Both ask the supplier's
// side of the sourcing rule (sourcing/eligibility.ts: admitted by the buyer in a stage that may take
// part, invited when it must be, within the areas), so a supplier suspended or eliminated after it
// registered bids no more; a member with a user on the tender's panel may not register (60136:
// docs/decisions/022-tender-evaluation.md).
import { and, eq, inArray, ne } from 'drizzle-orm';
import { Code, type CodeValue } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import type { Db } from '../db/client.ts';
import { tenderAreas, tenderEvaluators, tenderInvitations, tenderRegistrations, users } from '../db/schema.ts';
import { type Caller, isSupplier } from '../http/caller.ts';
import { type EligibilityTables, type SupplierFacts, supplierFacts, supplierRefusal, type TakenPartIn } from '../sourcing/eligibility.ts';
import { ownRegistration, stateRefusal, type TenderRow } from './tender.ts';
import { biddingWindow, type TenderSchedule, tenderPhase } from './windows.ts';

/** What the rule reads about a tender: who published it, who may take part, and its phase's schedule. */
export type RegisteredTender = Pick<TenderRow, 'id' | 'memberId' | 'memberRoleId' | 'tenderScope' | 'isAllArea'> & TenderSchedule;

/** Where a tender keeps its invitations and areas, for the supplier's side of the rule. */
const TENDER_TABLES: EligibilityTables = {
  invitations: {
    table: tenderInvitations,
    itemId: tenderInvitations.tenderId,
    supplierMemberId: tenderInvitations.supplierMemberId,
    supplierRoleId: tenderInvitations.supplierRoleId,
  },
  areas: { table: tenderAreas, itemId: tenderAreas.parentId, provinceCode: tenderAreas.provinceCode, cityCode: tenderAreas.cityCode },
};

const takingPart = (tender: RegisteredTender): TakenPartIn => ({ ...tender, invitedOnly: tender.tenderScope === 'invited' });

/** The rule without the "twice" and panel checks, in the order the refusals are told; `facts` is null for a caller that is not a supplier. */
function refusalOf(tender: RegisteredTender, caller: Caller, facts: SupplierFacts | null, now: number): CodeValue | null {
  if (tender.state === 'draft') return Code.NOT_FOUND;
  const ended = stateRefusal(tender);
  if (ended !== null) return ended;
  if (caller.memberId === tender.memberId) return Code.OWN_PUBLICATION;
  if (tenderPhase(tender, now) !== 'registration') return Code.OUTSIDE_REGISTRATION_WINDOW;
  return supplierRefusal(takingPart(tender), facts);
}

/** The tenders among `ids` on whose panel a user of the caller's member sits (named, and not declined). */
async function onPanel(db: Db, ids: number[], caller: Caller): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ tenderId: tenderEvaluators.tenderId })
    .from(tenderEvaluators)
    .innerJoin(users, eq(users.id, tenderEvaluators.userId))
    .where(and(inArray(tenderEvaluators.tenderId, ids), eq(users.memberId, caller.memberId), ne(tenderEvaluators.state, 'declined')));
  return new Set(rows.map((row) => row.tenderId));
}

/**
 * Why the caller may not register for each tender now (by id), or null where it may: what a
 * registration would meet, 60136 when a user of its member sits on the tender's panel and 60125 when
 * it has registered already. For a page of tenders at once (a list's buttons): five queries, whatever their number.
 */
export async function registrationRefusals(db: Db, list: RegisteredTender[], caller: Caller, now: number): Promise<Map<number, CodeValue | null>> {
  // Only what passes the checks that need no query is worth reading the supplier's facts for.
  const asked = list.filter((tender) => refusalOf(tender, caller, null, now) === Code.NOT_A_SUPPLIER);
  const supplier = isSupplier(caller) && asked.length > 0;
  const ids = asked.map((tender) => tender.id);
  const [facts, registered, panel] = await Promise.all([
    supplier ? supplierFacts(db, caller, asked.map(takingPart), TENDER_TABLES) : null,
    supplier
      ? db
          .select({ tenderId: tenderRegistrations.tenderId })
          .from(tenderRegistrations)
          .where(
            and(
              inArray(tenderRegistrations.tenderId, ids),
              eq(tenderRegistrations.memberId, caller.memberId),
              eq(tenderRegistrations.memberRoleId, caller.memberRoleId),
            ),
          )
      : [],
    supplier ? onPanel(db, ids, caller) : new Set<number>(),
  ]);
  const twice = new Set(registered.map((row) => row.tenderId));
  return new Map(
    list.map((tender) => [
      tender.id,
      refusalOf(tender, caller, facts, now) ??
        (twice.has(tender.id) ? Code.ALREADY_REGISTERED : panel.has(tender.id) ? Code.EVALUATOR_CONFLICT : null),
    ]),
  );
}

/** Why the caller may not register for the tender now, or null: what a registration meets, inside its transaction. */
export async function registrationRefusal(db: Db, tender: RegisteredTender, caller: Caller, now: number): Promise<CodeValue | null> {
  return (await registrationRefusals(db, [tender], caller, now)).get(tender.id) ?? null;
}

/**
 * The code a bid of the caller's would be refused with at `at`, or null, and its registration: the
 * tender's state (60101, 60102), not its own publisher's (60022), its registration approved (60119), the supplier still admitted by the
 * buyer in a stage that may take part (60020, 60021; invited and within the areas as it registered),
 * the bidding window (60108). The registration's reason reads in `locale`.
 */
export async function bidRefusal(db: Db, tender: TenderRow, caller: Caller, at: number, locale?: Locale) {
  const registration = await ownRegistration(db, tender.id, caller, locale);
  const approved = registration?.review === 'approved';
  const facts = approved && isSupplier(caller) ? await supplierFacts(db, caller, [takingPart(tender)], TENDER_TABLES) : null;
  const refusal: CodeValue | null =
    stateRefusal(tender) ??
    (caller.memberId === tender.memberId ? Code.OWN_PUBLICATION : null) ??
    (!approved
      ? Code.NOT_QUALIFIED_BIDDER
      : (supplierRefusal(takingPart(tender), facts) ?? (biddingWindow(tender, at) === 'closed' ? Code.OUTSIDE_BIDDING_WINDOW : null)));
  return { refusal, registration };
}
