// The shop favourite toggle (docs/product.md#states-and-transitions): keeps or drops a shop among the caller's favourites.
// Called by the shop card with fetch; answers JSON, never cached.
import { data } from 'react-router';
import { z } from 'zod';
import { collectShop, type CollectAnswer } from '#bff/shop.server.ts';
import { Code, messageFor } from '#contract/codes.ts';
import { INT4_MAX } from '#contract/endpoints.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.shop-collect.ts';

export type { CollectAnswer };

const Toggle = z.object({
  shopId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(INT4_MAX)),
  status: z.enum(['true', 'false']).transform((value) => value === 'true'),
});

const noStore = { 'Cache-Control': 'no-store' };

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  const toggle = Toggle.safeParse(Object.fromEntries(await request.formData()));
  if (!toggle.success) {
    const answer: CollectAnswer = { ok: false, message: messageFor(Code.PARAM_INVALID, locale), loginRequired: false };
    return data(answer, { status: 400, headers: noStore });
  }
  return data(await collectShop(request, locale, toggle.data.shopId, toggle.data.status), { headers: noStore });
}
