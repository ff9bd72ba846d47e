// A member-centre list as an XLSX file (docs/decisions/027-documents.md): /memberCenter/export/list/{list}
// with its page's filters in the query string; every page of the list, through the reads the page makes.
import { data } from 'react-router';
import { isMemberExportList } from '#bff/exports/lists.ts';
import { exportMemberList } from '#bff/exports/member-list.server.ts';
import { getLocale, getTranslate } from '../i18n/middleware.server.ts';
import type { Route } from './+types/member-export-list.ts';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isMemberExportList(params.list)) throw data(null, { status: 404 });
  return exportMemberList(request, getLocale(context), getTranslate(context), params.list);
}
