// The toolbar's total and pages as a visitor reads them: an exact total as it is; a total the
// platform counted up to its cap (docs/decisions/030-a-million-processes.md) as "10,000+" in each
// language, with the next page still offered.
import { MantineProvider } from '@mantine/core';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '#contract/lang.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { ListFiltersProvider } from './ListFiltersContext.tsx';
import { ListToolbar } from './ListToolbar.tsx';

async function render(locale: Locale, page: number, totalCount: number, atLeast: boolean): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nOptions, lng: locale, resources });
  const layout = { shopId: null, user: null, categories: { status: 'ok', data: [] } };
  const toolbar = (
    <ListFiltersProvider page="purchaseInquiry" filters={{ page }}>
      <ListToolbar totalCount={totalCount} atLeast={atLeast} pageSize={12} />
    </ListFiltersProvider>
  );
  const router = createMemoryRouter([{ id: 'site-layout', path: '/', loader: () => layout, children: [{ index: true, element: toolbar }] }], {
    hydrationData: { loaderData: { 'site-layout': layout } },
  });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

/** The text of the element with `testId`, tags dropped. */
function textOf(html: string, testId: string): string {
  const match = new RegExp(`data-testid="${testId}"[^>]*>(.*?)</span>`).exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '');
}

describe('the list toolbar', () => {
  it('shows an exact total as it is, and no next page on the last one', async () => {
    const html = await render('en-US', 3, 30, false);
    expect(textOf(html, 'list-total')).toBe('30 results');
    expect(textOf(html, 'page-indicator')).toBe('3/3');
    expect(html).not.toContain('data-testid="page-next"');
  });

  it('shows a capped total as "10,000+" in each language, and offers the next page', async () => {
    const expected: Record<Locale, string> = { 'zh-CN': '共10,000+条', 'en-US': '10,000+ results', 'ko-KR': '총 10,000+건' };
    for (const [locale, total] of Object.entries(expected) as Array<[Locale, string]>) {
      const html = await render(locale, 1, 10_000, true);
      expect(textOf(html, 'list-total'), locale).toBe(total);
      expect(textOf(html, 'page-indicator'), locale).toBe('1/834+');
      expect(html, locale).toContain('data-testid="page-next"');
    }
  });
});
