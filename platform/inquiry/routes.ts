// Purchase inquiries: the mall and shop list (quoting closes at offerEndTime), and the check a
// supplier passes before quoting: admitted by the buyer and in a lifecycle stage that allows it.
import { and, eq } from 'drizzle-orm';
import { api } from '../../contract/endpoints.ts';
import type { InquiryListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, inquiries, inquiryAreas, inquiryMateriels, members, quotes, supplierAdmissions } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { areasText, callerParticipation, countWhere, listPage, type SourcingSource } from '../sourcing/list.ts';

const source: SourcingSource = {
  table: inquiries,
  deadline: inquiries.offerEndTime,
  keywordColumns: [inquiries.details, inquiries.purchaseInquiryNo],
  areas: inquiryAreas,
  materiels: inquiryMateriels,
  participants: { table: quotes, parentId: quotes.inquiryId },
};

export function inquiryRoutes(context: PlatformContext): Route[] {
  const { db } = context;
  return [
    route(api.inquiry.list, 'public', async ({ query, caller }) => {
      const page = await listPage(
        context,
        source,
        {
          id: inquiries.id,
          purchaseInquiryNo: inquiries.purchaseInquiryNo,
          details: inquiries.details,
          category: categories.name,
          address: inquiries.address,
          deliveryTime: inquiries.deliveryTime,
          offerEndTime: inquiries.offerEndTime,
          isAllArea: inquiries.isAllArea,
          createTime: inquiries.createTime,
          memberId: inquiries.memberId,
          memberRoleId: inquiries.memberRoleId,
          memberName: members.name,
          memberIntegral: members.creditPoint,
          count: countWhere(inquiryMateriels, inquiryMateriels.parentId, inquiries.id),
          quoteCount: countWhere(quotes, quotes.inquiryId, inquiries.id),
          isRegister: callerParticipation(source, caller),
        },
        { query, caller },
      );
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
