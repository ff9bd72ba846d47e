// What procurement publicity reads: the notice list (by kind, publisher, time, name, and the
// caller's own), one notice in full, and the bid result (a notice with its winning announcement and
// notice files). Content is plain text with line breaks; the portal shows it as text.
import { and, asc, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { NoticeListQuery } from '#contract/endpoints.ts';
import type { Db } from '../db/client.ts';
import { beijingTime, offsetOf } from '../db/filters.ts';
import { notices } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError, found } from '../http/errors.ts';
import { keywordMatch } from '../search/index.ts';
import { sourceOfType, tookPart } from '../sourcing/sources.ts';

/** Notices the caller's member published, was awarded, or whose item it quoted, registered or signed up for. */
function aboutCaller(caller: Caller): SQL | undefined {
  return or(
    and(eq(notices.memberId, caller.memberId), eq(notices.memberRoleId, caller.memberRoleId)),
    eq(notices.awardedMemberId, caller.memberId),
    ...([1, 2, 3] as const).map((type) => and(eq(notices.type, type), tookPart(sourceOfType[type], caller, notices.sourceId))),
  );
}

/** One page of the notice list and its total. */
export async function noticeList(db: Db, query: z.output<typeof NoticeListQuery>, caller: Caller | null) {
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
}

/** One notice in full, for its publicity detail and its bid result; 404 when there is none. */
async function noticeById(db: Db, id: number) {
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

/** The publicity detail: the notice without its files. */
export async function noticeDetail(db: Db, id: number) {
  const { announceFiles: _announced, winNoticeFiles: _notified, ...notice } = await noticeById(db, id);
  return notice;
}

/** The bid-result page of a notice: its text with the winning announcement and notice files. */
export async function bidResult(db: Db, id: number) {
  const { name, content, createTime, announceFiles, winNoticeFiles } = await noticeById(db, id);
  return { id, name, content, createTime, winTenderAnnounceFile: announceFiles, winTenderNoticeFile: winNoticeFiles };
}
