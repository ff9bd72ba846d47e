// A supplier registers for a tender (docs/product/member-side.md): the platform checks, inside the
// transaction and by its own clock, that the tender takes registrations (published, not the caller's
// own, its registration window open: windows.ts), that the supplier may take part (admitted by the
// buyer in a stage that may, invited when it must be, within the areas: sourcing/eligibility.ts) and
// has not registered already, nor has a user on the tender's panel (eligibility.ts); it keeps the contact and the documents (the caller's own uploads), and
// tells the buyer. Without prequalification the registration is approved at once; with it, it waits
// for the buyer's review (reviewing.ts). An idempotency key makes a retried registration a replay.
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { OwnTenderRegistration } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { tenderRegistrations } from '../db/schema.ts';
import { ownAttachments } from '../files/index.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import { localeOf, type RouteInput } from '../http/route.ts';
import { LINKS, notify } from '../message/index.ts';
import { registrationRefusal } from './eligibility.ts';
import { ownRegistrationView } from './registration-queries.ts';
import { memberName, tenderFor } from './tender.ts';

/** Registers the caller for the tender the body names: its registration (a retried one replays). */
export async function registerForTender(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.tenderRegistration.register, 'login'>,
): Promise<OwnTenderRegistration> {
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:tender-register:${body.tenderId}`, key, async (tx) => {
    const row = await tenderFor(tx, body.tenderId, 'share');
    const at = now();
    const refusal = await registrationRefusal(tx, row, caller, at);
    if (refusal !== null) throw new BusinessError(refusal);
    if (row.isQualificationCheck && body.qualificationFileIds.length === 0) {
      throw new BusinessError(Code.QUALIFICATION_FILES_REQUIRED);
    }
    const [files, qualificationFiles] = [
      await ownAttachments(tx, caller.memberId, body.fileIds),
      await ownAttachments(tx, caller.memberId, body.qualificationFileIds),
    ];
    const time = new Date(at);
    const [created] = await tx
      .insert(tenderRegistrations)
      .values({
        tenderId: row.id,
        memberId: caller.memberId,
        memberRoleId: caller.memberRoleId,
        userId: caller.userId,
        contactName: body.contactName,
        phone: body.phone,
        email: body.email,
        provinceCode: body.provinceCode,
        cityCode: body.cityCode,
        address: body.address,
        files,
        qualificationFiles,
        review: row.isQualificationCheck ? 'pending' : 'approved',
        createTime: time,
      })
      // Two registrations of one supplier racing under different keys: the second meets the first.
      .onConflictDoNothing()
      .returning({ id: tenderRegistrations.id });
    if (!created) throw new BusinessError(Code.ALREADY_REGISTERED);
    await notify(tx, {
      recipientMemberId: row.memberId,
      kind: 'tender.registered',
      payload: {
        tenderId: row.id,
        code: row.code,
        title: row.projectName,
        supplierName: await memberName(tx, caller.memberId),
        review: row.isQualificationCheck ? 'pending' : 'approved',
        link: LINKS.tenderRegistrations(row.id),
      },
      at,
    });
    return { id: created.id };
  });
  const registration = await ownRegistrationView(db, body.tenderId, caller, localeOf(request));
  if (!registration || registration.id !== result.id) throw new BusinessError(Code.NOT_FOUND);
  return registration;
}
