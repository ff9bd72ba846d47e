// Purchase inquiries: the mall and shop list (quoting closes at offerEndTime), and the check a
// supplier passes before quoting: admitted by the buyer and in a lifecycle stage that allows it.
import { and, eq } from 'drizzle-orm';
import { api } from '../../contract/endpoints.ts';
import type { InquiryListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, inquiries, inquiryMateriels, members, quotes, supplierAdmissions } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { route, type Route } from '../http/route.ts';
import { areasText, listPage } from '../sourcing/list.ts';
import { callerParticipation, countWhere, inquirySource as source } from '../sourcing/sources.ts';

/** The columns of an inquiry list item that come from SQL (the benchmark explains this selection). */
export function inquiryListFields(caller: Caller | null) {
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
    memberIntegral: members.creditPoint,
    count: countWhere(inquiryMateriels, inquiryMateriels.parentId, inquiries.id),
    quoteCount: countWhere(quotes, quotes.inquiryId, inquiries.id),
    isRegister: callerParticipation(source, caller),
  };
}

export function inquiryRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.inquiry.list, 'public', async ({ query, caller }) => {
      const page = await listPage(context, source, inquiryListFields(caller), { query, caller });
      const data = page.rows.map(({ isAllArea, ...row }): InquiryListItem => ({
        ...row,
        deliveryTime: row.deliveryTime.getTime(),
        offerEndTime: row.offerEndTime.getTime(),
        createTime: row.createTime.getTime(),
        areas: areasText(isAllArea, page.areas.get(row.id)),
        // Inquiries count quotes in both fields the cards read.
        isSignUp: row.isRegister,
        ...page.standing({ ...row, deadline: row.offerEndTime }),
      }));
      return { data, totalCount: page.totalCount };
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
