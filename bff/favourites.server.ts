// Favourite ('commonly used') filters through the BFF (docs/product/entities.md#entities-and-fields, #validation-rules, #error-codes-and-failures): list, save the filter of
// a list page under a name, remove. The form body is parsed with zod here: a malformed one is a 400
// with a message in the user's language. The filter saved is the normalised state of the page's
// URL (app/lib/list-filters.ts), so the platform never gets a value it would refuse.
import { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import { api, FavouriteFilterSave, INT4_MAX } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { FavouriteFilter } from '#contract/schemas.ts';
import { FAVOURITE_LIST_SIZE, favouriteNameProblem, favouriteSaveBody } from './url-state/favourite-filter.ts';
import { parseListUrl } from './url-state/list-read.ts';
import { matchListPath } from './url-state/list-write.ts';
import { upstreamContext } from './request-context.server.ts';
import { toSection } from './section.ts';
import { cached } from './cache/cache.server.ts';
import { callUpstream, personalKeyOf, type UpstreamContext, type UpstreamFailure } from './upstream.server.ts';
import type { Section } from './views.ts';

export type FavouriteAnswer =
  | { ok: true; favourites: FavouriteFilter[] }
  | { ok: false; code: number; message: string; field?: 'name'; loginRequired?: boolean };

const FavouriteForm = z.discriminatedUnion('intent', [
  z.object({
    intent: z.literal('save'),
    name: z.string().max(200),
    /** The list page as the user sees it: path (with the shop prefix) and query. */
    href: z.string().min(1).max(4000).startsWith('/'),
  }),
  z.object({
    intent: z.literal('remove'),
    id: z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(INT4_MAX)),
  }),
]);

/**
 * The caller's favourite filters: page 1, size 50 (docs/product/constants.md#constants-and-limits). Kept
 * for the user alone (the 'personal' strategy: a few seconds fresh, never stale; a save or a removal
 * through the BFF bumps the member's generation first, so the next list asks again), so that a
 * member's list pages do not ask for them on every view (docs/decisions/031-member-page-cost.md).
 */
export async function favouriteList(ctx: UpstreamContext): Promise<Section<FavouriteFilter[]>> {
  const query = { current: 1, pageSize: FAVOURITE_LIST_SIZE };
  const ask = () => callUpstream(api.favouriteFilter.list, { ctx, query, cache: 'none' });
  const { auth } = ctx;
  const result = auth
    ? await cached(personalKeyOf(api.favouriteFilter.list, { ...ctx, auth }, query), 'personal', async () => {
        const answer = await ask();
        return { value: answer, cacheable: answer.ok };
      })
    : await ask();
  return result.ok ? { status: 'ok', data: result.data.data } : toSection(result);
}

export async function listFavourites(request: Request, locale: Locale): Promise<Section<FavouriteFilter[]>> {
  const ctx = await upstreamContext(request, locale);
  if (!ctx.auth) return { status: 'error', code: Code.LOGIN_EXPIRED, message: messageFor(Code.LOGIN_EXPIRED, locale) };
  return favouriteList(ctx);
}

type Answered = { status: number; answer: FavouriteAnswer };

function refused(status: number, code: number, locale: Locale, extra: Partial<Extract<FavouriteAnswer, { ok: false }>> = {}): Answered {
  return { status, answer: { ok: false, code, message: messageFor(code, locale), ...extra } };
}

function upstreamRefusal(failure: UpstreamFailure): Answered {
  const loginRequired = failure.code === Code.LOGIN_EXPIRED;
  const status = loginRequired ? 401 : failure.kind === 'business' ? 422 : 502;
  return { status, answer: { ok: false, code: failure.code, message: failure.message, loginRequired } };
}

/** Save (intent=save, name, href) or remove (intent=remove, id); answers the list as it is after. */
export async function favouriteAction(request: Request, locale: Locale, form: FormData): Promise<Answered> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) fields[key] = value;
  const parsed = FavouriteForm.safeParse(fields);
  if (!parsed.success) return refused(400, Code.PARAM_INVALID, locale);

  const ctx = await upstreamContext(request, locale);
  if (!ctx.auth) return refused(401, Code.LOGIN_EXPIRED, locale, { loginRequired: true });

  if (parsed.data.intent === 'save') {
    const problem = favouriteNameProblem(parsed.data.name);
    if (problem) return refused(400, problem === 'required' ? Code.FAVOURITE_NAME_REQUIRED : Code.FAVOURITE_NAME_TOO_LONG, locale, { field: 'name' });
    const url = new URL(parsed.data.href, 'http://portal.invalid');
    const list = matchListPath(url.pathname);
    if (!list) return refused(400, Code.PARAM_INVALID, locale);
    const { filters } = parseListUrl(list.page, list.keys, url.searchParams);
    const body = favouriteSaveBody(list.page, filters, parsed.data.name);
    // Within the platform's limits (attributes, query length) or not sent at all.
    if (!FavouriteFilterSave.safeParse(body).success) return refused(400, Code.PARAM_INVALID, locale);
    const saved = await callUpstream(api.favouriteFilter.save, { ctx, body });
    if (!saved.ok) return upstreamRefusal(saved);
  } else {
    const removed = await callUpstream(api.favouriteFilter.remove, { ctx, body: { id: parsed.data.id } });
    if (!removed.ok) return upstreamRefusal(removed);
  }

  const after = await callUpstream(api.favouriteFilter.list, { ctx, query: { current: 1, pageSize: FAVOURITE_LIST_SIZE }, cache: 'none' });
  if (!after.ok) return upstreamRefusal(after);
  return { status: 200, answer: { ok: true, favourites: after.data.data } };
}
