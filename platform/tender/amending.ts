// An amendment of a published tender's documents (docs/product/tenders.md#questions-answers-and-amendments):
// the tender requirement and documents as they now read, with a reason, while the tender is
// published and before its bidding deadline. Each amendment raises the tender's revision (a bid
// answering an older one must be confirmed again to count), keeps an append-only tender_revisions
// row, and tells every supplier whose registration stands; a public tender amended within the
// site's clarification days of its deadline gets the deadline and the opening moved
// (windows.ts amendedSchedule). One transaction, keyed: a retry amends once.
import { eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AmendedPart, Attachment, TenderAmendmentView } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderRevisions, tenders } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import { requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { tenderingRules } from '../site/queries.ts';
import { amendmentView, amendRefusal, type StoredAmendment, standingSuppliers } from './clarification-queries.ts';
import { memberName, ownTender } from './tender.ts';
import { amendedSchedule } from './windows.ts';

/** The documents after the amendment: the current files kept (by address, in the order given), then the new uploads. */
function amendedFiles(current: Attachment[], keepUrls: string[], added: Attachment[]): Attachment[] {
  const byUrl = new Map(current.map((file) => [file.url, file]));
  const kept = keepUrls.map((url) => {
    const file = byUrl.get(url);
    if (!file) throw new BusinessError(Code.FILE_UNUSABLE, url);
    return file;
  });
  const seen = new Set<string>();
  return [...kept, ...added].filter((file) => !seen.has(file.url) && seen.add(file.url));
}

const sameUrls = (a: Attachment[], b: Attachment[]) => {
  const left = a.map((file) => file.url).sort();
  const right = b.map((file) => file.url).sort();
  return left.length === right.length && left.every((url, i) => url === right[i]);
};

/** Amends the caller's tender; the amendment as both pages show it (a retry with its key answers the same one). */
export async function amendTender(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderClarification.amend, 'login'>,
): Promise<TenderAmendmentView> {
  requireBuyer(caller);
  const key = requestKey(body.idempotencyKey, request);
  const { clarificationDays } = await tenderingRules(db);
  const { result } = await once(db, `m${caller.memberId}:tender-amend:${body.tenderId}`, key, async (tx): Promise<TenderAmendmentView> => {
    const row = await ownTender(tx, body.tenderId, caller, 'update');
    const at = now();
    const refusal = amendRefusal(row, at);
    if (refusal !== null) throw new BusinessError(refusal);
    const files = amendedFiles(row.inviteTenderFiles, body.keepFileUrls, await ownAttachments(tx, caller.memberId, body.fileIds));
    const changed: AmendedPart[] = [];
    if (body.inviteTenderRequirement !== row.inviteTenderRequirement) changed.push('requirement');
    if (!sameUrls(files, row.inviteTenderFiles)) changed.push('files');
    if (changed.length === 0) throw new BusinessError(Code.AMENDMENT_UNCHANGED);
    const schedule = amendedSchedule(row, at, clarificationDays);
    const revision = row.revision + 1;
    const time = new Date(at);
    await tx
      .update(tenders)
      .set({
        inviteTenderRequirement: body.inviteTenderRequirement,
        inviteTenderFiles: files,
        revision,
        inviteTenderEndTime: schedule.inviteTenderEndTime,
        openTenderTime: schedule.openTenderTime,
        updateTime: time,
      })
      .where(eq(tenders.id, row.id));
    const amendment: StoredAmendment = {
      inviteTenderRequirement: body.inviteTenderRequirement,
      inviteTenderFiles: files.map((file) => ({ id: file.fileId ?? 0, name: file.name, url: file.url })),
      previousEndTime: row.inviteTenderEndTime.getTime(),
      inviteTenderEndTime: schedule.inviteTenderEndTime.getTime(),
      previousOpenTime: row.openTenderTime.getTime(),
      openTenderTime: schedule.openTenderTime.getTime(),
      changed,
    };
    await tx
      .insert(tenderRevisions)
      .values({ tenderId: row.id, revision, actorUserId: caller.userId, reason: body.reason, amendment, createTime: time });
    const buyerName = await memberName(tx, row.memberId);
    for (const memberId of await standingSuppliers(tx, row.id)) {
      await notify(tx, {
        recipientMemberId: memberId,
        kind: 'tender.amended',
        payload: {
          tenderId: row.id,
          code: row.code,
          title: row.projectName,
          buyerName,
          revision,
          reason: body.reason,
          moved: schedule.moved,
          ...(schedule.moved ? { deadline: amendment.inviteTenderEndTime } : {}),
          link: LINKS.tenderClarification(row.id),
        },
        at,
      });
    }
    return amendmentView({ revision, reason: body.reason, createTime: time, amendment });
  });
  return result;
}
