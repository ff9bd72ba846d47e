// Registrations the prequalification closed on unreviewed (docs/product/member-side.md): once a
// tender's prequalification has ended (windows.ts prequalificationEnded), a registration still pending
// is rejected by nobody (no reviewing user: tender.ts reviewReasonFor then gives the reason, "not
// reviewed in time", in the reader's language) as of the prequalification's end, and its supplier is
// told in the same transaction. The platform's sweep runs it before the openings (opening.ts
// startTenderOpenings). Each registration is settled once, whoever runs at the same moment: the update
// asks for review = 'pending' again under the row's lock, so a buyer's review that got there first
// stands, and a second sweep finds nothing to do.
import { and, eq, inArray } from 'drizzle-orm';
import type { PlatformContext } from '../context.ts';
import { tenderRegistrations, tenders } from '../db/schema.ts';
import { transaction } from '../http/idempotency.ts';
import { LINKS, notify } from '../message/index.ts';
import { memberName } from './tender.ts';
import { prequalificationEnded } from './windows.ts';

/** Registrations one pass settles at most; the sweep passes again while a pass is full. */
const BATCH = 200;

/** One pass: up to BATCH pending registrations whose prequalification has ended, rejected and told; how many. */
async function settleBatch({ db, now }: PlatformContext): Promise<number> {
  return transaction(db, async (tx) => {
    const at = now();
    const due = await tx
      .select({
        id: tenderRegistrations.id,
        tender: {
          id: tenders.id,
          code: tenders.code,
          projectName: tenders.projectName,
          memberId: tenders.memberId,
          preCheckEndTime: tenders.preCheckEndTime,
        },
      })
      .from(tenderRegistrations)
      .innerJoin(tenders, eq(tenders.id, tenderRegistrations.tenderId))
      .where(and(eq(tenderRegistrations.review, 'pending'), inArray(tenders.state, ['published', 'failed', 'awarded']), prequalificationEnded(at)))
      .orderBy(tenderRegistrations.id)
      .limit(BATCH)
      .for('update', { of: tenderRegistrations, skipLocked: true });
    const byTender = new Map<number, { tender: (typeof due)[number]['tender']; ids: number[] }>();
    for (const { id, tender } of due) byTender.set(tender.id, { tender, ids: [...(byTender.get(tender.id)?.ids ?? []), id] });
    for (const { tender, ids } of byTender.values()) {
      const settled = await tx
        .update(tenderRegistrations)
        .set({ review: 'rejected', reviewReason: null, reviewedByUserId: null, reviewTime: tender.preCheckEndTime })
        .where(and(inArray(tenderRegistrations.id, ids), eq(tenderRegistrations.review, 'pending')))
        .returning({ memberId: tenderRegistrations.memberId });
      const buyerName = await memberName(tx, tender.memberId);
      for (const { memberId } of settled) {
        await notify(tx, {
          recipientMemberId: memberId,
          kind: 'tender.registrationRejected',
          payload: {
            tenderId: tender.id,
            code: tender.code,
            title: tender.projectName,
            buyerName,
            reason: null,
            unreviewed: true,
            link: LINKS.tenderRegister(tender.id),
          },
          at,
        });
      }
    }
    return due.length;
  });
}

/** Rejects every registration the prequalification closed on unreviewed, telling each supplier; how many. */
export async function rejectUnreviewed(context: PlatformContext): Promise<number> {
  let settled = 0;
  for (let found = BATCH; found === BATCH; settled += found) found = await settleBatch(context);
  return settled;
}
