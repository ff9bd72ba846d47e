// Procurement publicity: award notices of inquiries (1), tenders (2) and competitive bids (3).
import { and, asc, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { api } from '../../contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { notices } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { beijingTime, containing, offsetOf } from '../db/filters.ts';

export function noticeRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.notice.list, 'public', async ({ query, caller }) => {
      const conditions: Array<SQL | undefined> = [];
      if (query.type !== undefined) conditions.push(eq(notices.type, query.type as 1 | 2 | 3));
      if (query.memberId !== undefined) conditions.push(eq(notices.memberId, query.memberId));
      if (query.roleId !== undefined) conditions.push(eq(notices.memberRoleId, query.roleId));
      if (query.startTime) conditions.push(gte(notices.createTime, beijingTime(query.startTime)));
      if (query.endTime) conditions.push(lte(notices.createTime, beijingTime(query.endTime)));
      if (query.name) conditions.push(ilike(notices.name, containing(query.name)));
      // 'About us': notices the caller's member published or was awarded in. The session decides
      // who "us" is; without one, the portal's currMemberId (notices are public either way).
      const us = caller?.memberId ?? query.currMemberId;
      if (query.aboutUs && us !== undefined) {
        conditions.push(or(eq(notices.memberId, us), eq(notices.awardedMemberId, us)));
      }
      const where = and(...conditions);
      const order = query.createTime === 'ASC' ? [asc(notices.createTime), asc(notices.id)] : [desc(notices.createTime), desc(notices.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: notices.id, name: notices.name, content: notices.content, createTime: notices.createTime, type: notices.type })
          .from(notices)
          .where(where)
          .orderBy(...order)
          .limit(query.pageSize)
          .offset(offsetOf(query)),
        db.select({ n: count() }).from(notices).where(where),
      ]);
      return { data: rows.map((r) => ({ ...r, createTime: r.createTime.getTime() })), totalCount: total?.n ?? 0 };
    }),
  ];
}
