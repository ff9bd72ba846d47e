// The buyer's tenders (docs/product/member-side.md): a draft saved (and saved again), published (its
// schedule checked against the platform's clock and the site's minimum tendering period,
// windows.ts; an invited tender's suppliers told), or cancelled with a reason (every supplier whose
// registration stands, and every bidder, told). Each action is one
// transaction; a keyed create or publication done twice acts once (http/idempotency.ts). The
// published tender appears in the mall and shop lists (sourcing/), in the phase windows.ts gives it.
import { and, eq, ne } from 'drizzle-orm';
import type { api } from '#contract/endpoints.ts';
import type { MemberTender } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { tenderBids, tenderRegistrations, tenders } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { transaction } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { tenderingRules } from '../site/queries.ts';
import { type DraftKind, publishDraft, saveDraft } from '../sourcing/drafts.ts';
import { invitedTo } from '../sourcing/parts.ts';
import { buyerTender } from './buyer-queries.ts';
import { formColumns, draftParts, type TenderForm, tenderParts } from './form-parts.ts';
import { memberName, ownTender, refuseState, type TenderRow } from './tender.ts';
import { scheduleRefusal } from './windows.ts';

/** The tender as the shared draft actions see it (sourcing/drafts.ts): a draft saved again, or published, only as a draft. */
const tenderDraft: DraftKind<TenderForm, TenderRow, MemberTender> = {
  table: tenders,
  scope: 'tender',
  number: { column: 'code', prefix: 'ZB' },
  own: ownTender,
  refuseUnlessDraft: (row) => refuseState(row, ['draft']),
  columns: formColumns,
  parts: tenderParts,
  draftParts,
  view: buyerTender,
};

/** A new draft, or the caller's draft `id` saved again; the tender as the member centre shows it. */
export const saveTenderDraft = (context: PlatformContext, input: RouteInput<typeof api.tenderBuyer.save, 'login'>): Promise<MemberTender> =>
  saveDraft(context, tenderDraft, input);

/** Tells each supplier an invited tender names that it may register, and until when. */
async function tellInvited(tx: Db, row: TenderRow, caller: Caller, at: number) {
  const invited = await invitedTo(tx, tenderParts, row.id);
  const buyerName = await memberName(tx, caller.memberId);
  for (const supplier of invited) {
    await notify(tx, {
      recipientMemberId: supplier.memberId,
      kind: 'tender.invited',
      payload: {
        tenderId: row.id,
        code: row.code,
        title: row.projectName,
        buyerName,
        deadline: row.registerEndTime.getTime(),
        link: LINKS.tenderRegister(row.id),
      },
      at,
    });
  }
}

/**
 * Publishes the caller's draft: its schedule must hold at the platform's clock and the site's minimum
 * tendering period (601xx otherwise); an invited tender's suppliers told. With an idempotency key, a
 * retry answers the same tender without acting again.
 */
export async function publishTender(context: PlatformContext, input: RouteInput<typeof api.tenderBuyer.publish, 'login'>): Promise<MemberTender> {
  requireBuyer(input.caller);
  const { minTenderingDays } = await tenderingRules(context.db);
  return publishDraft(
    context,
    tenderDraft,
    {
      refusal: (row, at) => scheduleRefusal(row, at, minTenderingDays),
      published: async (tx, row, caller, at) => {
        if (row.tenderScope === 'invited') await tellInvited(tx, row, caller, at);
      },
      keyed: true,
    },
    input,
  );
}

/** The members whose registration for the tender stands (pending or approved), and every member that bid on it. */
async function standingAndBidders(tx: Db, tenderId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ memberId: tenderRegistrations.memberId })
    .from(tenderRegistrations)
    .where(and(eq(tenderRegistrations.tenderId, tenderId), ne(tenderRegistrations.review, 'rejected')))
    .union(tx.selectDistinct({ memberId: tenderBids.memberId }).from(tenderBids).where(eq(tenderBids.tenderId, tenderId)));
  return rows.map((row) => row.memberId).sort((a, b) => a - b);
}

/** Cancels the caller's tender (a draft or published one, before its award or failure) with a reason; the suppliers told. */
export async function cancelTender(
  context: PlatformContext,
  { body, caller }: RouteInput<typeof api.tenderBuyer.cancel, 'login'>,
): Promise<MemberTender> {
  const { db, now } = context;
  await transaction(db, async (tx) => {
    const row = await ownTender(tx, body.id, caller, 'update');
    refuseState(row, ['draft', 'published']);
    const at = now();
    await tx
      .update(tenders)
      .set({ state: 'cancelled', cancelReason: body.reason, updateTime: new Date(at) })
      .where(eq(tenders.id, row.id));
    const buyerName = await memberName(tx, row.memberId);
    for (const memberId of await standingAndBidders(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'tender.cancelled',
        payload: {
          tenderId: row.id,
          code: row.code,
          title: row.projectName,
          buyerName,
          reason: body.reason,
          link: LINKS.tenderRegister(row.id),
        },
        at,
      });
    }
  });
  return buyerTender(context, body.id, caller);
}
