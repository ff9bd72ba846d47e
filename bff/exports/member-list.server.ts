// A member-centre list as an XLSX file (docs/decisions/027-documents.md): the page's filters read from
// the export's query string as the page reads them, every page of the list gathered through the same
// call the page makes (the platform decides what the member may read), one sheet in the user's language.
import type { Locale } from '#contract/lang.ts';
import type { Translate } from '../forms.server.ts';
import { memberContext } from '../member/session.server.ts';
import { attachment, fileName, now, today, XLSX_TYPE } from './download.server.ts';
import type { ListExport, ListWords } from './list-kit.server.ts';
import { ACCOUNT_LISTS } from './lists/account.server.ts';
import { SOURCING_LISTS } from './lists/sourcing.server.ts';
import type { MemberExportList } from './lists.ts';
import { refusal } from './refusal.server.ts';
import { workbookOf } from './xlsx.server.ts';

const LISTS: Record<MemberExportList, ListExport<unknown>> = { ...SOURCING_LISTS, ...ACCOUNT_LISTS };

function wordsOf(t: Translate): ListWords {
  return { t, yesNo: (value) => t(value ? 'exports:yes' : 'exports:no') };
}

/** The export of one of the member's lists, or the platform's refusal as a short text page. */
export async function exportMemberList(request: Request, locale: Locale, t: Translate, list: MemberExportList): Promise<Response> {
  const ctx = await memberContext(request, locale);
  const definition = LISTS[list];
  const words = wordsOf(t);
  const gathered = await definition.gather(request, ctx, new URL(request.url), words);
  if (!gathered.ok) return refusal(gathered);
  const base = t(`exports:files.${list}`);
  const body = await workbookOf(
    [
      {
        name: base,
        title: `${base} — ${t('exports:exportedAt', { time: now() })}`,
        columns: definition.columns(words),
        rows: gathered.data.rows,
        notes: gathered.data.notes,
      },
    ],
    { cutNote: (shown, total) => t('exports:cut', { shown, total }), totals: [gathered.data.total] },
  );
  return attachment(body, fileName(base, today(), 'xlsx'), XLSX_TYPE);
}
