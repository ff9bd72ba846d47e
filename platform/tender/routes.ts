// Tenders (invitations to tender): the mall list. Registration closes at registerEndTime.
import { api } from '../../contract/endpoints.ts';
import type { TenderListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, members, tenderAreas, tenderMateriels, tenderRegistrations, tenders } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { callerParticipation, countWhere, listPage, type SourcingSource } from '../sourcing/list.ts';

const source: SourcingSource = {
  table: tenders,
  deadline: tenders.registerEndTime,
  keywordColumns: [tenders.projectName, tenders.code],
  areas: tenderAreas,
  materiels: tenderMateriels,
  participants: { table: tenderRegistrations, parentId: tenderRegistrations.tenderId },
};

export function tenderRoutes(context: PlatformContext): Route[] {
  return [
    route(api.tender.listMall, 'public', async ({ query, caller }) => {
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
    }),
  ];
}
