// Tenders (invitations to tender): the mall list and one buyer's list. Registration closes at
// registerEndTime.
import { Code } from '../../contract/codes.ts';
import { api } from '../../contract/endpoints.ts';
import type { TenderListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, members, tenderMateriels, tenders } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { listPage, type ListQuery } from '../sourcing/list.ts';
import { callerParticipation, countWhere, tenderSource as source } from '../sourcing/sources.ts';

export function tenderRoutes(context: PlatformContext): Route[] {
  async function tenderList(query: ListQuery, caller: Caller | null) {
    const page = await listPage(
      context,
      source,
      {
        id: tenders.id,
        code: tenders.code,
        projectName: tenders.projectName,
        categoryName: categories.name,
        deliverAddress: tenders.deliverAddress,
        hopeDate: tenders.hopeDate,
        registerStartTime: tenders.registerStartTime,
        registerEndTime: tenders.registerEndTime,
        createTime: tenders.createTime,
        budgetAmount: tenders.budgetAmount,
        turn: tenders.turn,
        memberId: tenders.memberId,
        memberRoleId: tenders.memberRoleId,
        memberName: members.name,
        creditScore: members.creditPoint,
        inviteTenderMaterielCount: countWhere(tenderMateriels, tenderMateriels.parentId, tenders.id),
        isRegister: callerParticipation(source, caller),
      },
      { query, caller, withMateriels: true },
    );
    const data = page.rows.map(
      (row): TenderListItem => ({
        ...row,
        hopeDate: row.hopeDate.getTime(),
        registerStartTime: row.registerStartTime.getTime(),
        registerEndTime: row.registerEndTime.getTime(),
        createTime: row.createTime.getTime(),
        // A tender for anywhere lists no areas; the card then shows none.
        inviteTenderAreaList: page.areas.get(row.id) ?? [],
        materielList: (page.materiels.get(row.id) ?? []).map((m) => ({
          code: m.number,
          name: m.name,
          type: m.model,
          categoryName: m.category,
          brandName: m.brand,
          count: m.purchaseCount,
        })),
        ...page.standing({ ...row, deadline: row.registerEndTime }),
      }),
    );
    return { data, totalCount: page.totalCount };
  }

  return [
    route(api.tender.listMall, 'public', ({ query, caller }) => tenderList(query, caller)),
    route(api.tender.listShop, 'public', ({ query, caller }) => {
      // The shop's list is the buyer's own: without the buyer it would be the mall's.
      if (query.memberId === undefined || query.memberRoleId === undefined) throw new BusinessError(Code.SHOP_AND_MEMBER_REQUIRED);
      return tenderList(query, caller);
    }),
  ];
}
