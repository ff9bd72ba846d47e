// An export gathers every page of a list (docs/decisions/027-documents.md), in a bounded number of calls:
// it stops at the list's end, at the sheet's cap, and at the first refusal.
import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '#contract/vocabulary.ts';
import type { UpstreamResult } from '../upstream.server.ts';
import { allPages, type ListPage } from './pages.server.ts';

/** A list of `total` numbers answered a page at a time, counting the calls. */
function listOf(total: number) {
  const calls: number[] = [];
  const page = async (current: number, pageSize: number): Promise<UpstreamResult<ListPage<number>>> => {
    calls.push(current);
    const start = (current - 1) * pageSize;
    const data = Array.from({ length: Math.max(0, Math.min(pageSize, total - start)) }, (_, index) => start + index + 1);
    return { ok: true, data: { data, totalCount: total } };
  };
  return { page, calls };
}

describe('gathering a list', () => {
  it('asks page after page at the largest size until the list ends', async () => {
    const { page, calls } = listOf(2 * MAX_PAGE_SIZE + 5);
    const gathered = await allPages(page);
    expect(gathered).toMatchObject({ ok: true, data: { total: 2 * MAX_PAGE_SIZE + 5 } });
    expect(gathered.ok && gathered.data.rows.at(-1)).toBe(2 * MAX_PAGE_SIZE + 5);
    expect(calls).toEqual([1, 2, 3]);
  });

  it('stops at the cap, however long the list says it is', async () => {
    const { page, calls } = listOf(1_000_000);
    const gathered = await allPages(page, 250);
    expect(gathered.ok && gathered.data.rows.length).toBe(250);
    expect(gathered.ok && gathered.data.total).toBe(1_000_000);
    expect(calls).toEqual([1, 2, 3]);
  });

  it('answers the first refusal', async () => {
    const refusal = { ok: false as const, code: 1210, message: 'no', kind: 'business' as const };
    const gathered = await allPages(async (current) =>
      current === 1 ? { ok: true, data: { data: Array(MAX_PAGE_SIZE).fill(0), totalCount: 500 } } : refusal,
    );
    expect(gathered).toEqual(refusal);
  });
});
