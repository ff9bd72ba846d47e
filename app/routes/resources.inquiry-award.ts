// A supplier's part of an inquiry's award (?id=), which its quote page fetches once the inquiry is
// awarded (docs/product/member-side.md#opening-comparison-and-award): JSON, never cached.
import { data } from 'react-router';
import { loadAwardResult } from '#bff/inquiry/award.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.inquiry-award.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return data(await loadAwardResult(request, getLocale(context)), { headers: { 'Cache-Control': 'no-store' } });
}
