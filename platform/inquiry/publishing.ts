// The buyer's inquiries (docs/decisions/017-inquiry-sealed-quotes-and-currency.md): a draft saved (and
// saved again), then published (its quote window open by the platform's clock; the invited
// suppliers told). Each action is one transaction; the published inquiry appears in the mall and
// shop lists (sourcing/). Editing a published inquiry and cancelling one are revising.ts's.
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { MemberInquiry } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { inquiries, inquiryRevisions } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import type { RouteInput } from '../http/route.ts';
import { type DraftKind, publishDraft, saveDraft as saveSourcingDraft } from '../sourcing/drafts.ts';
import { DEFAULT_CURRENCY } from '../sourcing/money.ts';
import { invitedTo } from '../sourcing/parts.ts';
import { buyerName, checkTimes, type Form, formColumns, inquiryParts, draftParts, snapshotOf, tellInvited } from './form-parts.ts';
import { type InquiryRow, ownInquiry } from './inquiry.ts';
import { buyerInquiry } from './queries/inquiries.ts';

/** The inquiry as the shared draft actions see it (sourcing/drafts.ts): saved again only as a draft; published, unless cancelled, only as one. */
const inquiryDraft: DraftKind<Form, InquiryRow, MemberInquiry> = {
  table: inquiries,
  scope: 'inquiry',
  number: { column: 'purchaseInquiryNo', prefix: 'XJ' },
  own: ownInquiry,
  refuseUnlessDraft: (row, action) => {
    if (action === 'publish' && row.state === 'cancelled') throw new BusinessError(Code.INQUIRY_CANCELLED);
    if (row.state !== 'draft') throw new BusinessError(Code.INQUIRY_STATE_FORBIDS);
  },
  columns: formColumns,
  created: { currency: DEFAULT_CURRENCY },
  parts: inquiryParts,
  draftParts,
  view: buyerInquiry,
};

/** A new draft, or the caller's draft `id` saved again; the inquiry as the member centre shows it. */
export const saveDraft = (context: PlatformContext, input: RouteInput<typeof api.inquiryBuyer.save, 'login'>): Promise<MemberInquiry> =>
  saveSourcingDraft(context, inquiryDraft, input);

/** Publishes the caller's draft (60014 unless its times hold at the clock): its first revision kept, its invited suppliers told. */
export const publishInquiry = (context: PlatformContext, input: RouteInput<typeof api.inquiryBuyer.publish, 'login'>): Promise<MemberInquiry> =>
  publishDraft(
    context,
    inquiryDraft,
    {
      refusal: (row, at) => {
        checkTimes(row, at);
        return null;
      },
      columns: () => ({ revision: 1 }),
      published: async (tx, row, caller, at) => {
        await tx
          .insert(inquiryRevisions)
          .values({ inquiryId: row.id, revision: 1, actorUserId: caller.userId, snapshot: await snapshotOf(tx, row.id), createTime: new Date(at) });
        const invited = await invitedTo(tx, inquiryParts, row.id);
        await tellInvited(tx, row, invited, await buyerName(tx, caller), at);
      },
      keyed: false,
    },
    input,
  );
