// The pieces every list export is made of (docs/decisions/027-documents.md): its words, its rows
// gathered page after page through the list's own call with the page's filters, and its columns.
import type { z } from 'zod';
import type { Endpoint } from '#contract/endpoints.ts';
import { KEYWORD_MAX } from '#contract/vocabulary.ts';
import type { Translate } from '../forms.server.ts';
import { type MemberContext, memberCall } from '../member/session.server.ts';
import { callUpstream, type UpstreamResult } from '../upstream.server.ts';
import { allPages, type Gathered, type ListPage } from './pages.server.ts';
import type { Column } from './xlsx.server.ts';

/** The words a list's columns are written with: the request's translations, and yes or no. */
export type ListWords = { t: Translate; yesNo: (value: boolean) => string };

/** The rows of a list's export, and lines to say under them (an account's balance). */
export type ListRows<Row> = Gathered<Row> & { notes?: string[] };

export type ListExport<Row> = {
  /** Every row the page's filters select, page after page (bounded by the sheet's cap). */
  gather: (request: Request, ctx: MemberContext, url: URL, words: ListWords) => Promise<UpstreamResult<ListRows<Row>>>;
  columns: (words: ListWords) => Column<Row>[];
};

/** A list's export whatever its rows: its gather and its columns are only ever used together. */
export function listExport<Row>(definition: ListExport<Row>): ListExport<unknown> {
  return definition as unknown as ListExport<unknown>;
}

/** The page's filters among `keys` that the list call's own query schema accepts (anything else left out, as the page does). */
export function filtersOf(url: URL, schema: z.ZodObject, keys: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of keys) {
    const value = (url.searchParams.get(key) ?? '').trim().slice(0, KEYWORD_MAX);
    const parsed = value ? schema.shape[key]?.safeParse(value) : undefined;
    if (parsed?.success) picked[key] = parsed.data;
  }
  return picked;
}

/** A list call answering pages: asked page after page with the page's filters. */
export function pagedList<E extends Endpoint, Row>(
  endpoint: E,
  filters: (url: URL) => Record<string, unknown>,
  pageOf: (data: z.output<E['data']>) => ListPage<Row>,
): ListExport<Row>['gather'] {
  return (request, ctx, url) =>
    allPages((current, pageSize) =>
      memberCall(request, callUpstream(endpoint, { ctx, query: { ...filters(url), current, pageSize } as z.input<E['query']> })).then(
        (answer): UpstreamResult<ListPage<Row>> => (answer.ok ? { ok: true, data: pageOf(answer.data) } : answer),
      ),
    );
}
