// Demo award notices: of the items that have ended, a few of each kind, published a little after
// each deadline. Those of tenders and competitive bids are bid results: they carry the winning
// announcement and notice files; a tender with one is awarded.
import type { Faker } from '@faker-js/faker';
import type { Db } from '../db/client.ts';
import { inArray } from 'drizzle-orm';
import { canonicalJson, sha256 } from '../db/hashing.ts';
import { biddings, notices, tenderOpenings, tenders } from '../db/schema.ts';
import { tenderingRules } from '../site/queries.ts';
import { failReasonOf } from '../tender/index.ts';
import { tenderPhaseIs } from '../tender/windows.ts';
import { attachment } from '../files/documents.ts';
import { shortName } from '../member/accounts.ts';
import { COUNTS, DAY, HOUR, MINUTE, type Ended } from './drafts.ts';
import type { SeededSupplier } from './members.ts';

const NOTICE_SUFFIX = { 1: '询价结果公示', 2: '中标结果公告', 3: '竞价结果公示' } as const;
/**
 * A remark in the first notice's text: the portal must show notice content as text, so this reads
 * literally on the page and never runs.
 */
const SCRIPT_REMARK = '备注：附件名称中的 <script>alert(1)</script> 为原文照录，请以附件为准。';

/** The notice of one ended item, won by one of `suppliers`; the first notice (`i` 0) carries SCRIPT_REMARK. */
function noticeRow(faker: Faker, { type, id, title, draft }: Ended, i: number, suppliers: SeededSupplier[], now: number) {
  const winner = faker.helpers.arrayElement(suppliers);
  const amount = faker.number.float({ min: 1, max: 500, fractionDigits: 2 });
  const isBidResult = type !== 1;
  return {
    type,
    sourceId: id,
    memberId: draft.buyer.memberId,
    memberRoleId: draft.buyer.roleId,
    awardedMemberId: winner.memberId,
    name: `${title}${NOTICE_SUFFIX[type]}`,
    content: [
      `项目名称：${title}`,
      `采购单位：${draft.buyer.name}`,
      `成交供应商：${winner.name}`,
      `成交金额：${amount}万元`,
      '公示期：自发布之日起3个工作日。如有异议，请在公示期内以书面形式向采购单位提出。',
      ...(i === 0 ? [SCRIPT_REMARK] : []),
    ].join('\n'),
    announceFiles: isBidResult ? [attachment(`${title} 中标公示`, 'pdf')] : [],
    winNoticeFiles: isBidResult
      ? [attachment(`${shortName(winner.name)} 中标通知书`, 'pdf'), attachment(`${shortName(winner.name)} 合同签订须知`, 'txt')]
      : [],
    createTime: new Date(Math.min(now - MINUTE, draft.deadline.getTime() + faker.number.int({ min: HOUR, max: 3 * DAY }))),
  };
}

/** Award notices of ended items: COUNTS.notices of each kind, each won by one of `suppliers`. */
export async function seedNotices(db: Db, faker: Faker, ended: Ended[], suppliers: SeededSupplier[], now: number) {
  const chosen = ([1, 2, 3] as const).flatMap((type) =>
    faker.helpers.arrayElements(
      ended.filter((e) => e.type === type),
      COUNTS.notices[type],
    ),
  );
  await db.insert(notices).values(chosen.map((item, i) => noticeRow(faker, item, i, suppliers, now)));
  // A tender with a bid result has been awarded (docs/product/tenders.md#the-phases); the others whose
  // opening time has passed had no bid, so their opening found none and they failed: written as the
  // platform's opening writes it (platform/tender/opening.ts), without telling anyone years later.
  const awarded = chosen.filter((item) => item.type === 2).map((item) => item.id);
  if (awarded.length > 0) await db.update(tenders).set({ state: 'awarded' }).where(inArray(tenders.id, awarded));
  // Likewise a competitive bid with a bid result; the others that are over are closed and ranked by the platform.
  const auctionsAwarded = chosen.filter((item) => item.type === 3).map((item) => item.id);
  if (auctionsAwarded.length > 0) await db.update(biddings).set({ state: 'awarded' }).where(inArray(biddings.id, auctionsAwarded));
  const unopened = await db.select({ id: tenders.id, openTenderTime: tenders.openTenderTime }).from(tenders).where(tenderPhaseIs('evaluation', now));
  if (unopened.length === 0) return;
  // The site's rule, as the platform's opening reads it.
  const { minValidBids } = await tenderingRules(db);
  await db.insert(tenderOpenings).values(
    unopened.map((t) => ({
      tenderId: t.id,
      bids: [],
      validCount: 0,
      outcome: 'failed' as const,
      digest: sha256(canonicalJson([])),
      createTime: t.openTenderTime,
    })),
  );
  await db
    .update(tenders)
    .set({ state: 'failed', failReason: failReasonOf(0, minValidBids) })
    .where(
      inArray(
        tenders.id,
        unopened.map((t) => t.id),
      ),
    );
}
