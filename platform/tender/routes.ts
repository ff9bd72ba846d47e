// Tenders (invitations to tender): the mall list. Registration closes at registerEndTime.
import { api } from '../../contract/endpoints.ts';
import type { TenderListItem } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { categories, members, tenderAreas, tenderMateriels, tenderRegistrations, tenders } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import {
  admittingBuyers,
  areasOf,
  callerParticipation,
  countWhere,
  materielsOf,
  selectPage,
  standing,
  type SourcingSource,
} from '../sourcing/list.ts';

const source: SourcingSource = {
  table: tenders,
  id: tenders.id,
  memberId: tenders.memberId,
  memberRoleId: tenders.memberRoleId,
  categoryId: tenders.categoryId,
  isAllArea: tenders.isAllArea,
  createTime: tenders.createTime,
  deadline: tenders.registerEndTime,
  keywordColumns: [tenders.projectName, tenders.code],
  areas: tenderAreas,
  materiels: tenderMateriels,
  participants: {
    table: tenderRegistrations,
    parentId: tenderRegistrations.tenderId,
    memberId: tenderRegistrations.memberId,
    memberRoleId: tenderRegistrations.memberRoleId,
  },
};

export function tenderRoutes({ db, now }: PlatformContext): Route[] {
  return [
    route(api.tender.listMall, 'public', async ({ query, caller }) => {
      const at = now();
      const [page, admitted] = await Promise.all([
        selectPage(
          db,
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
          query,
          at,
        ),
        admittingBuyers(db, caller),
      ]);
      const ids = page.rows.map((r) => r.id);
      const [areas, materiels] = await Promise.all([areasOf(db, source, ids), materielsOf(db, source, ids)]);
      const data = page.rows.map(
        (row): TenderListItem => ({
          ...row,
          hopeDate: row.hopeDate.getTime(),
          registerStartTime: row.registerStartTime.getTime(),
          registerEndTime: row.registerEndTime.getTime(),
          createTime: row.createTime.getTime(),
          // A tender for anywhere lists no areas; the card then shows none.
          inviteTenderAreaList: areas.get(row.id) ?? [],
          materielList: (materiels.get(row.id) ?? []).map((m) => ({
            code: m.number,
            name: m.name,
            type: m.model,
            categoryName: m.category,
            brandName: m.brand,
            count: m.purchaseCount,
          })),
          ...standing({ ...row, deadline: row.registerEndTime }, caller, admitted, at),
        }),
      );
      return { data, totalCount: page.totalCount };
    }),
  ];
}
