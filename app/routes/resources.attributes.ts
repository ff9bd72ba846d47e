// The attributes of a leaf category and their values, for the filter panel's checkboxes (docs/product.md
// #states-and-transitions: a leaf loads its attributes). Public and the same for everyone: cached by the browser too.
import { data } from 'react-router';
import { z } from 'zod';
import { loadAttributes } from '#bff/lists.server.ts';
import { Code, messageFor } from '#contract/codes.ts';
import { INT4_MAX } from '#contract/endpoints.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.attributes.ts';

const Query = z.object({
  categoryId: z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(INT4_MAX)),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const query = Query.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) {
    return data({ status: 'error' as const, code: Code.PARAM_INVALID, message: messageFor(Code.PARAM_INVALID, locale) }, { status: 400 });
  }
  const section = await loadAttributes(request, locale, query.data.categoryId);
  return data(section, { headers: { 'Cache-Control': section.status === 'ok' ? 'public, max-age=60' : 'no-store' } });
}
