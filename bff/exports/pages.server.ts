// Every page of a member's list for its export (docs/decisions/027-documents.md): the list call asked
// again at the largest page size the contract takes, until the list ends or the sheet's cap is reached
// — a bounded number of calls, whatever the platform answers.
import { MAX_PAGE_SIZE } from '#contract/vocabulary.ts';
import type { UpstreamResult } from '../upstream.server.ts';
import { EXPORT_ROW_CAP } from './xlsx.server.ts';

/** A page of a list as the platform answers it. */
export type ListPage<Row> = { data: Row[]; totalCount: number };

/** The rows gathered and how many the list has in all (more than the rows when the cap cut it). */
export type Gathered<Row> = { rows: Row[]; total: number };

/**
 * The list's rows, page after page: `page(current, pageSize)` is the page's list call. Stops at the
 * first short or empty page, at `cap` rows, or after the pages `cap` needs; the first failure is the answer.
 */
export async function allPages<Row>(
  page: (current: number, pageSize: number) => Promise<UpstreamResult<ListPage<Row>>>,
  cap = EXPORT_ROW_CAP,
): Promise<UpstreamResult<Gathered<Row>>> {
  const rows: Row[] = [];
  let total = 0;
  const pages = Math.ceil(cap / MAX_PAGE_SIZE);
  for (let current = 1; current <= pages; current++) {
    const answer = await page(current, MAX_PAGE_SIZE);
    if (!answer.ok) return answer;
    total = Math.max(answer.data.totalCount, rows.length + answer.data.data.length);
    rows.push(...answer.data.data);
    if (answer.data.data.length < MAX_PAGE_SIZE || rows.length >= Math.min(cap, total)) break;
  }
  return { ok: true, data: { rows: rows.slice(0, cap), total } };
}
