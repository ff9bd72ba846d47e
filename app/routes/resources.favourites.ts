// The favourite filters of the logged-in user (docs/product/entities.md#entities-and-fields, #validation-rules): GET lists them; POST saves the
// current list page's filter (intent=save, name, href) or removes one (intent=remove, id).
// Answers JSON, never cached; a malformed body is a 400 with a message in the user's language.
import { data } from 'react-router';
import { favouriteAction, listFavourites, type FavouriteAnswer } from '#bff/favourites.server.ts';
import { Code, messageFor } from '#contract/codes.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.favourites.ts';

export type { FavouriteAnswer };

const noStore = { 'Cache-Control': 'no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await listFavourites(request, getLocale(context)), { headers: noStore });
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = getLocale(context);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    const answer: FavouriteAnswer = { ok: false, code: Code.PARAM_INVALID, message: messageFor(Code.PARAM_INVALID, locale) };
    return data(answer, { status: 400, headers: noStore });
  }
  const { status, answer } = await favouriteAction(request, locale, form);
  return data(answer, { status, headers: noStore });
}
