// A contract (?id=) as a PDF document for either of its parties (docs/decisions/027-documents.md): the
// signed version with its hash on every page, or the current one marked as a draft before signing.
import { exportContractPdf } from '#bff/exports/contract-pdf.server.ts';
import { getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-contract-pdf.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return exportContractPdf(request, getLocale(context), getTranslate(context));
}
