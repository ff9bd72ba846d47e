// Purchase inquiries: the mall and shop list (quoting closes at offerEndTime), the detail with the
// quotes its caller may see (quotes.ts), and the check a supplier passes before quoting: admitted
// by the buyer and in a lifecycle stage that allows it. The list and the detail tell a signed-in
// member what a quote would meet (quoteRefusal), by the rule the submission asks (eligibility.ts).
import { eq } from 'drizzle-orm';
import { api } from '#contract/endpoints.ts';
import type { InquiryDetail, InquiryListItem } from '#contract/schemas.ts';
import { lifecycleAllows } from '../admission/queries.ts';
import type { PlatformContext } from '../context.ts';
import { columnsOf } from '../db/columns.ts';
import { categories, inquiries, inquiryMateriels, inquiryOpenings, members } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { route, type Route } from '../http/route.ts';
import { sourcingDetail } from '../sourcing/detail.ts';
import { areasText, listPage } from '../sourcing/list.ts';
import { callerParticipation, countWhere, inquirySource as source, participantCount, PURCHASE_TERMS } from '../sourcing/sources.ts';
import { viewerRefusals } from './eligibility.ts';
import { quoteVisibility, visibleQuotes } from './quotes.ts';

/** An awarded (or cancelled) inquiry takes no quotes: its card offers no action, as its detail does not. */
function offeredWhilePublished<T extends { canRegister: boolean }>(state: string, standing: T): T {
  return state === 'published' ? standing : { ...standing, canRegister: false };
}

/** The columns of an inquiry that its list item and its detail both show. */
function inquiryFields(caller: Caller | null) {
  return {
    ...columnsOf(inquiries, 'id', 'purchaseInquiryNo', 'details'),
    category: categories.name,
    ...columnsOf(inquiries, 'address', 'deliveryTime', 'offerEndTime', 'isAllArea', 'createTime', 'budgetAmount', 'memberId', 'memberRoleId'),
    memberName: members.name,
    quoteCount: participantCount(source),
    isRegister: callerParticipation(source, caller),
    ...columnsOf(inquiries, 'currency', 'state', 'quoteScope'),
  };
}

/** The columns of an inquiry list item that come from SQL (the benchmark explains this selection). */
export function inquiryListFields(caller: Caller | null) {
  return {
    ...inquiryFields(caller),
    memberIntegral: members.creditPoint,
    count: countWhere(inquiryMateriels, inquiryMateriels.parentId, inquiries.id),
  };
}

/** The columns of an inquiry's detail: its terms and files besides what the list item shows. */
function inquiryDetailFields(caller: Caller | null) {
  return {
    ...inquiryFields(caller),
    ...columnsOf(inquiries, 'purchaseType', 'priceContrast', ...PURCHASE_TERMS, 'cancelReason', 'description', 'revision'),
    transactionUurls: inquiries.files,
  };
}

export function inquiryRoutes(context: PlatformContext): Route[] {
  const { db, now } = context;
  /** Published and past its deadline by the platform's clock. */
  const closed = (row: { state: string; offerEndTime: Date }) => row.state === 'published' && row.offerEndTime.getTime() <= now();
  return [
    route(api.inquiry.list, 'public', async ({ query, caller }) => {
      const page = await listPage(context, source, inquiryListFields(caller), { query, caller, withMateriels: true });
      const refusals = await viewerRefusals(db, page.rows, caller, now());
      const data = page.rows.map(
        ({ isAllArea, quoteScope: _scope, ...row }): InquiryListItem => ({
          ...row,
          deliveryTime: row.deliveryTime.getTime(),
          offerEndTime: row.offerEndTime.getTime(),
          createTime: row.createTime.getTime(),
          areas: areasText(isAllArea, page.areas.get(row.id)),
          // Inquiries count quotes in both fields the cards read.
          isSignUp: row.isRegister,
          materiels: page.materiels.get(row.id) ?? [],
          closed: closed(row),
          quoteRefusal: refusals.get(row.id) ?? null,
          ...offeredWhilePublished(row.state, page.standing({ ...row, deadline: row.offerEndTime })),
        }),
      );
      return { data, totalCount: page.totalCount };
    }),

    route(api.inquiry.details, 'public', async ({ query, caller }) => {
      const { row, ...detail } = await sourcingDetail(context, source, inquiryDetailFields(caller), { id: query.id, number: query.number, caller });
      const visibility = quoteVisibility(row, caller, row.isRegister > 0);
      const [opening] = await db.select({ id: inquiryOpenings.id }).from(inquiryOpenings).where(eq(inquiryOpenings.inquiryId, row.id));
      return {
        ...row,
        closed: closed(row),
        opened: opening !== undefined,
        awarded: row.state === 'awarded',
        deliveryTime: row.deliveryTime.getTime(),
        offerEndTime: row.offerEndTime.getTime(),
        areas: areasText(row.isAllArea, detail.areas),
        materiels: detail.materiels,
        quotes: await visibleQuotes(db, row.id, visibility, caller),
        // A signed-in supplier's action follows the platform's own check (60004 outside its areas …).
        quoteRefusal: (await viewerRefusals(db, [row], caller, now())).get(row.id) ?? null,
        ...detail.tail,
      } satisfies InquiryDetail;
    }),

    route(api.inquiry.checkLifecycle, 'login', ({ body, caller }) =>
      lifecycleAllows(db, { memberId: body.memberId, roleId: body.roleId }, caller, body.lifeCycleStageRuleId),
    ),
  ];
}
