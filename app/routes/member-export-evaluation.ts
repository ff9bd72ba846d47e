// A tender's evaluation report (?id=) as an XLSX file for its buyer (docs/decisions/027-documents.md).
import { exportEvaluation } from '#bff/exports/evaluation.server.ts';
import { getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-export-evaluation.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return exportEvaluation(request, getLocale(context), getTranslate(context));
}
