// The buyer's comparison of an inquiry's quotes (?id=) as an XLSX file (docs/decisions/027-documents.md).
import { exportComparison } from '#bff/exports/comparison.server.ts';
import { getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-export-comparison.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return exportComparison(request, getLocale(context), getTranslate(context));
}
