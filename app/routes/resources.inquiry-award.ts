// A supplier's part of an inquiry's award (?id=), which its quote page fetches once the inquiry is
// awarded (docs/decisions/017-rfq-sealed-quotes-and-currency.md): JSON, never cached.
import { data } from 'react-router';
import { loadAwardResult } from '#bff/rfq.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.inquiry-award.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadAwardResult(request, getLocale(context)), { headers: { 'Cache-Control': 'no-store' } });
}
