// Purchase inquiries: the mall and shop list (quoting closes at offerEndTime), the detail with the
// quotes its caller may see (quotes.ts), and the check a supplier passes before quoting: admitted
// by the buyer and in a lifecycle stage that allows it.
import { and, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { InquiryDetail, InquiryListItem } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, inquiries, inquiryMateriels, members, quotes, supplierAdmissions } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { sourcingDetail } from '../sourcing/detail.ts';
import { areasText, listPage } from '../sourcing/list.ts';
import { callerParticipation, countWhere, inquirySource as source } from '../sourcing/sources.ts';
import { quoteVisibility, visibleQuotes } from './quotes.ts';

/** The columns of an inquiry that its list item and its detail both show. */
function inquiryFields(caller: Caller | null) {
  return {
    id: inquiries.id,
    purchaseInquiryNo: inquiries.purchaseInquiryNo,
    details: inquiries.details,
    category: categories.name,
    address: inquiries.address,
    deliveryTime: inquiries.deliveryTime,
    offerEndTime: inquiries.offerEndTime,
    isAllArea: inquiries.isAllArea,
    createTime: inquiries.createTime,
    budgetAmount: inquiries.budgetAmount,
    memberId: inquiries.memberId,
    memberRoleId: inquiries.memberRoleId,
    memberName: members.name,
    quoteCount: countWhere(quotes, quotes.inquiryId, inquiries.id),
    isRegister: callerParticipation(source, caller),
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

export function inquiryRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.inquiry.list, 'public', async ({ query, caller }) => {
      const page = await listPage(context, source, inquiryListFields(caller), { query, caller, withMateriels: true });
      const data = page.rows.map(({ isAllArea, ...row }): InquiryListItem => ({
        ...row,
        deliveryTime: row.deliveryTime.getTime(),
        offerEndTime: row.offerEndTime.getTime(),
        createTime: row.createTime.getTime(),
        areas: areasText(isAllArea, page.areas.get(row.id)),
        // Inquiries count quotes in both fields the cards read.
        isSignUp: row.isRegister,
        materiels: page.materiels.get(row.id) ?? [],
        ...page.standing({ ...row, deadline: row.offerEndTime }),
      }));
      return { data, totalCount: page.totalCount };
    }),

    route(api.inquiry.details, 'public', async ({ query, caller }) => {
      const detail = await sourcingDetail(
        context,
        source,
        {
          ...inquiryFields(caller),
          purchaseType: inquiries.purchaseType,
          priceContrast: inquiries.priceContrast,
          offer: inquiries.offer,
          paymentType: inquiries.paymentType,
          taxes: inquiries.taxes,
          logistics: inquiries.logistics,
          packRequire: inquiries.packRequire,
          otherRequire: inquiries.otherRequire,
          transactionUurls: inquiries.files,
        },
        { id: query.id, caller },
      );
      const { row } = detail;
      // A number that is not the inquiry's names another inquiry, or none.
      if (query.number !== undefined && row.purchaseInquiryNo !== query.number) throw new BusinessError(Code.NOT_FOUND);
      const visibility = quoteVisibility(row, caller, row.isRegister > 0);
      return {
        ...row,
        createTime: row.createTime.getTime(),
        deliveryTime: row.deliveryTime.getTime(),
        offerEndTime: row.offerEndTime.getTime(),
        areas: areasText(row.isAllArea, detail.areas),
        materiels: detail.materiels,
        quotes: await visibleQuotes(db, row.id, visibility, caller),
        bidResultId: detail.bidResultId,
        ...detail.standing({ ...row, deadline: row.offerEndTime }),
      } satisfies InquiryDetail;
    }),

    route(api.inquiry.checkLifecycle, 'login', async ({ body, caller }) => {
      const [admission] = await db
        .select({ allows: supplierAdmissions.lifecycleStageAllows })
        .from(supplierAdmissions)
        .where(
          and(
            eq(supplierAdmissions.buyerMemberId, body.memberId),
            eq(supplierAdmissions.buyerRoleId, body.roleId),
            eq(supplierAdmissions.supplierMemberId, caller.memberId),
            eq(supplierAdmissions.supplierRoleId, caller.memberRoleId),
            eq(supplierAdmissions.status, 'admitted'),
          ),
        );
      return admission?.allows ?? false;
    }),
  ];
}
