// Procurement publicity: award notices of inquiries (1), tenders (2) and competitive bids (3), the
// publicity detail, and the bid result (a notice with its winning announcement and notice files).
// Content is plain text with line breaks; the portal shows it as text.
import { and, asc, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { beijingTime, offsetOf } from '../db/filters.ts';
import { notices } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError, found } from '../http/errors.ts';
import { route, type Route } from '../http/route.ts';
import { keywordMatch } from '../search/keyword.ts';
import { sourceOfType, tookPart } from '../sourcing/sources.ts';

/** Notices the caller's member published, was awarded, or whose item it quoted, registered or signed up for. */
function aboutCaller(caller: Caller): SQL | undefined {
  return or(
    and(eq(notices.memberId, caller.memberId), eq(notices.memberRoleId, caller.memberRoleId)),
    eq(notices.awardedMemberId, caller.memberId),
    ...([1, 2, 3] as const).map((type) => and(eq(notices.type, type), tookPart(sourceOfType[type], caller, notices.sourceId))),
  );
}

export function noticeRoutes({ db }: PlatformContext): Route[] {
  /** One notice in full, for its publicity detail and its bid result; 404 when there is none. */
  async function noticeById(id: number) {
    const [notice] = await db
      .select({
        id: notices.id,
        name: notices.name,
        content: notices.content,
        createTime: notices.createTime,
        type: notices.type,
        memberId: notices.memberId,
        memberRoleId: notices.memberRoleId,
        sourceId: notices.sourceId,
        announceFiles: notices.announceFiles,
        winNoticeFiles: notices.winNoticeFiles,
      })
      .from(notices)
      .where(eq(notices.id, id));
    const row = found(notice);
    return { ...row, createTime: row.createTime.getTime() };
  }

  return [
    route(api.notice.list, 'public', async ({ query, caller }) => {
      // 'About us' is decided by the session alone (never by the portal's currMemberId).
      if (query.aboutUs && !caller) throw new BusinessError(Code.LOGIN_EXPIRED);
      const conditions: Array<SQL | undefined> = [];
      if (query.type !== undefined) conditions.push(eq(notices.type, query.type as 1 | 2 | 3));
      if (query.memberId !== undefined) conditions.push(eq(notices.memberId, query.memberId));
      if (query.roleId !== undefined) conditions.push(eq(notices.memberRoleId, query.roleId));
      if (query.startTime) conditions.push(gte(notices.createTime, beijingTime(query.startTime)));
      if (query.endTime) conditions.push(lte(notices.createTime, beijingTime(query.endTime)));
      conditions.push(keywordMatch({ tokens: notices.searchTokens, columns: [notices.name] }, query.name));
      if (query.aboutUs && caller) conditions.push(aboutCaller(caller));
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

    route(api.notice.details, 'public', async ({ query }) => {
      const { announceFiles: _announced, winNoticeFiles: _notified, ...notice } = await noticeById(query.id);
      return notice;
    }),

    route(api.notice.bidResult, 'public', async ({ query }) => {
      const { id, name, content, createTime, announceFiles, winNoticeFiles } = await noticeById(query.id);
      return { id, name, content, createTime, winTenderAnnounceFile: announceFiles, winTenderNoticeFile: winNoticeFiles };
    }),
  ];
}
