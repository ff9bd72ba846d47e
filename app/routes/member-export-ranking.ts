// A competitive bid's final ranking (?id=) as an XLSX file for its buyer (docs/decisions/027-documents.md).
import { exportRanking } from '#bff/exports/ranking.server.ts';
import { getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-export-ranking.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return exportRanking(request, getLocale(context), getTranslate(context));
}
