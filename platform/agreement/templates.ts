// The buyer's contract templates (docs/product/contracts.md): texts it starts its contracts from, with
// placeholders ({{supplier}} …) the draft fills in (award-queries.ts). Listed most recently saved
// first; saved new or over one of its own (404 for another's), keyed. 1210 for a member that is not a buyer.
import { and, desc, eq } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { api } from '#contract/endpoints.ts';
import type { AgreementTemplate } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { agreementTemplates } from '../db/schema.ts';
import { type Caller, requireBuyer } from '../http/caller.ts';
import { BusinessError } from '../http/errors.ts';
import { once, requestKey } from '../http/idempotency.ts';
import type { RouteInput } from '../http/route.ts';

type TemplateRow = typeof agreementTemplates.$inferSelect;

const templateOf = (row: TemplateRow): AgreementTemplate => ({ id: row.id, name: row.name, body: row.body, updateTime: row.updateTime.getTime() });

const own = (caller: Caller) => and(eq(agreementTemplates.memberId, caller.memberId), eq(agreementTemplates.roleId, caller.memberRoleId));

/** The caller's templates, most recently saved first. */
export async function agreementTemplateList(db: Db, caller: Caller): Promise<AgreementTemplate[]> {
  requireBuyer(caller);
  const rows = await db
    .select()
    .from(agreementTemplates)
    .where(own(caller))
    .orderBy(desc(agreementTemplates.updateTime), desc(agreementTemplates.id));
  return rows.map(templateOf);
}

/** Saves a new template, or `body.id` of the caller's own over again; the template as saved. */
export async function saveAgreementTemplate(
  { db, now }: PlatformContext,
  { body, caller, request }: RouteInput<typeof api.agreementBuyer.saveTemplate, 'login'>,
): Promise<AgreementTemplate> {
  requireBuyer(caller);
  const key = requestKey(body.idempotencyKey, request);
  const { result } = await once(db, `m${caller.memberId}:agreementTemplate`, key, async (tx) => {
    const time = new Date(now());
    if (body.id !== undefined) {
      const [saved] = await tx
        .update(agreementTemplates)
        .set({ name: body.name, body: body.body, updateTime: time })
        .where(and(eq(agreementTemplates.id, body.id), own(caller)))
        .returning();
      if (!saved) throw new BusinessError(Code.NOT_FOUND);
      return templateOf(saved);
    }
    const [created] = await tx
      .insert(agreementTemplates)
      .values({ memberId: caller.memberId, roleId: caller.memberRoleId, name: body.name, body: body.body, createTime: time, updateTime: time })
      .returning();
    return templateOf(created!);
  });
  return result;
}
