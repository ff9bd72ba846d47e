// Purchase inquiries: the mall and shop list (quoting closes at offerEndTime), and the check a
// supplier passes before quoting: admitted by the buyer and in a lifecycle stage that allows it.
import { and, eq } from 'drizzle-orm';
import { api } from '../../contract/endpoints.ts';
import type { InquiryListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, inquiries, inquiryAreas, inquiryMateriels, members, quotes, supplierAdmissions } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import {
  admittingBuyers,
  areasOf,
  areasText,
  callerParticipation,
  countWhere,
  selectPage,
  standing,
  type SourcingSource,
} from '../sourcing/list.ts';

const source: SourcingSource = {
  table: inquiries,
  id: inquiries.id,
  memberId: inquiries.memberId,
  memberRoleId: inquiries.memberRoleId,
  categoryId: inquiries.categoryId,
  isAllArea: inquiries.isAllArea,
  createTime: inquiries.createTime,
  deadline: inquiries.offerEndTime,
  keywordColumns: [inquiries.details, inquiries.purchaseInquiryNo],
  areas: inquiryAreas,
  materiels: inquiryMateriels,
  participants: { table: quotes, parentId: quotes.inquiryId, memberId: quotes.memberId, memberRoleId: quotes.memberRoleId },
};

export function inquiryRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.inquiry.list, 'public', async ({ query, caller }) => {
      const at = now();
      const [page, admitted] = await Promise.all([
        selectPage(
          db,
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
          query,
          at,
        ),
        admittingBuyers(db, caller),
      ]);
      const areas = await areasOf(db, source, page.rows.map((r) => r.id));
      const data = page.rows.map(({ isAllArea, ...row }): InquiryListItem => ({
        ...row,
        deliveryTime: row.deliveryTime.getTime(),
        offerEndTime: row.offerEndTime.getTime(),
        createTime: row.createTime.getTime(),
        areas: areasText(isAllArea, areas.get(row.id)),
        // Inquiries count quotes in both fields the cards read.
        isSignUp: row.isRegister,
        ...standing({ ...row, deadline: row.offerEndTime }, caller, admitted, at),
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
