// The lifecycle-stage check behind a card's action (docs/product.md#states-and-transitions): may this supplier quote or
// register with that buyer now? Called by the card with fetch; answers JSON, never cached.
import { data } from 'react-router';
import { z } from 'zod';
import { checkLifecycle } from '#bff/member/member.server.ts';
import { Code, messageFor } from '#contract/codes.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.lifecycle.ts';

const Buyer = z.object({
  memberId: z.coerce.number().int().positive(),
  roleId: z.coerce.number().int().positive(),
});

export type LifecycleAnswer = Awaited<ReturnType<typeof checkLifecycle>>;

const noStore = { 'Cache-Control': 'no-store' };

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const buyer = Buyer.safeParse(Object.fromEntries(await request.formData()));
  if (!buyer.success) {
    const answer: LifecycleAnswer = { ok: false, code: Code.PARAM_INVALID, message: messageFor(Code.PARAM_INVALID, locale), loginRequired: false };
    return data(answer, { status: 400, headers: noStore });
  }
  return data(await checkLifecycle(request, locale, buyer.data), { headers: noStore });
}
