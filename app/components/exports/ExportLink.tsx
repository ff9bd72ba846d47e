// The button that downloads what a page shows as a file (docs/decisions/027-documents.md): an XLSX of
// the page's list or table, its filters carried over from the page's address (every page of the list,
// so never ?current=), or a contract's PDF. A plain link: the answer is an attachment the browser saves,
// and the page stays where it is.
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

type Props = {
  /** The export's path (EXPORT_PATHS, bff/exports/lists.ts), with a query string of its own or not. */
  to: string;
  /** Query parameters of the export's own (the subject's ?id=); they win over the page's. */
  params?: Record<string, string | number>;
  /** Carry the page's filters over (lists); a subject's export names its subject in `params` alone. */
  withFilters?: boolean;
  kind?: 'xlsx' | 'pdf';
  testId?: string;
};

/**
 * The export's address: the page's query string (less its page number) when asked, then the export's own
 * parameters — those written in `to` (an execution list's ?view=execution) and those in `params`.
 */
export function exportHref(to: string, pageSearch: string, params: Props['params'] = {}, withFilters = true): string {
  const [path, own = ''] = to.split('?');
  const query = new URLSearchParams(withFilters ? pageSearch : '');
  query.delete('current');
  for (const [name, value] of [...new URLSearchParams(own), ...Object.entries(params)]) query.set(name, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path!;
}

export function ExportLink({ to, params, withFilters = true, kind = 'xlsx', testId = 'export-link' }: Props) {
  const { t } = useTranslation('exports');
  const { search } = useLocation();
  const pdf = kind === 'pdf';
  return (
    <Button
      component="a"
      href={exportHref(to, search, params, withFilters)}
      variant="default"
      size="xs"
      title={t(pdf ? 'pdfLinkLabel' : 'linkLabel')}
      data-testid={testId}
      data-kind={kind}
    >
      {t(pdf ? 'pdfLink' : 'link')}
    </Button>
  );
}
