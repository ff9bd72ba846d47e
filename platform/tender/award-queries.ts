// What a tender's report and award read back (docs/decisions/022-tender-evaluation.md): the report
// with who submitted it; the award with its notice's two file lists and the orders it made, whole to
// the buyer; to each bidder its own part (whether it won, its rank, its shares and its order), 404
// before the award or to anyone who did not bid.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { TenderAwardResult, TenderAwardView, TenderEvaluationReport } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { members, notices, tenderAwards, tenderEvaluationReports, tenderOpenings, tenders, users } from '../db/schema.ts';
import type { Caller } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { ordersOfAward } from '../order/index.ts';

/** The tender's evaluation report, or null before it is submitted. */
export async function reportView(db: Db, tenderId: number): Promise<TenderEvaluationReport | null> {
  const [row] = await db
    .select({ report: tenderEvaluationReports, name: users.name })
    .from(tenderEvaluationReports)
    .innerJoin(users, eq(users.id, tenderEvaluationReports.submittedByUserId))
    .where(eq(tenderEvaluationReports.tenderId, tenderId));
  if (!row) return null;
  const { report } = row;
  return {
    id: report.id,
    ranking: report.ranking,
    submittedBy: { userId: report.submittedByUserId, name: row.name },
    remark: report.remark,
    files: report.files,
    digest: report.digest,
    createTime: report.createTime.getTime(),
  };
}

/** The tender's award with its notice's files and its orders, or null before the award. */
export async function awardView(db: Db, tenderId: number): Promise<TenderAwardView | null> {
  const [row] = await db
    .select({ award: tenderAwards, announceFiles: notices.announceFiles, winNoticeFiles: notices.winNoticeFiles })
    .from(tenderAwards)
    .leftJoin(notices, eq(notices.id, tenderAwards.noticeId))
    .where(eq(tenderAwards.tenderId, tenderId));
  if (!row) return null;
  const { award } = row;
  return {
    id: award.id,
    mode: award.mode,
    reason: award.reason,
    shares: award.shares,
    totalAmount: award.totalAmount,
    currency: award.currency,
    noticeId: award.noticeId,
    announceFiles: row.announceFiles ?? [],
    winNoticeFiles: row.winNoticeFiles ?? [],
    orders: await ordersOfAward(db, award.id, 'tender'),
    createTime: award.createTime.getTime(),
  };
}

/** A bidder's part of tender `id`'s award (404 before the award, or to a member whose bid the opening did not record). */
export async function tenderAwardResult({ db }: PlatformContext, id: number, caller: Caller): Promise<TenderAwardResult> {
  const [row] = await db
    .select({ tender: tenders, buyerName: members.name, bids: tenderOpenings.bids })
    .from(tenders)
    .innerJoin(members, eq(members.id, tenders.memberId))
    .innerJoin(tenderOpenings, eq(tenderOpenings.tenderId, tenders.id))
    .where(eq(tenders.id, id));
  const bid = row?.bids.find((b) => b.supplier.memberId === caller.memberId && b.supplier.roleId === caller.memberRoleId);
  const [award, report] = row && bid ? await Promise.all([awardView(db, id), reportView(db, id)]) : [null, null];
  if (!row || !bid || !award) throw new BusinessError(Code.NOT_FOUND);
  const shares = award.shares.filter((s) => s.bidId === bid.bidId);
  const order = award.orders.find((o) => o.supplier.memberId === caller.memberId && o.supplier.roleId === caller.memberRoleId) ?? null;
  return {
    tenderId: id,
    code: row.tender.code,
    projectName: row.tender.projectName,
    buyerName: row.buyerName,
    won: shares.length > 0,
    rank: report?.ranking.find((r) => r.bidId === bid.bidId)?.rank ?? null,
    shares,
    totalAmount: order?.totalAmount ?? 0,
    currency: award.currency,
    order,
    noticeId: award.noticeId,
    createTime: award.createTime,
  };
}
