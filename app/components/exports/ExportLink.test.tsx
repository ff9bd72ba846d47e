// The export button of a page (docs/decisions/027-documents.md): it downloads what the page shows, with
// the page's filters and every page of the list (never the page number), in the user's words.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { attributeOf, translations } from '#tests/support/render-page.tsx';
import { ExportLink, exportHref } from './ExportLink.tsx';

async function renderAt(url: string, locale: 'zh-CN' | 'en-US' | 'ko-KR', link: ReactNode): Promise<string> {
  const i18n = await translations(locale);
  const router = createMemoryRouter([{ path: '*', element: link }], { initialEntries: [url] });
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('an export’s address', () => {
  it('carries the page’s filters but not its page number, the export’s own parameters winning', () => {
    expect(exportHref('/x', '?state=draft&keyword=%E8%BD%B4&current=3')).toBe('/x?state=draft&keyword=%E8%BD%B4');
    expect(exportHref('/x', '?id=9&review=pending', { id: 4 })).toBe('/x?id=4&review=pending');
    expect(exportHref('/x', '?state=draft', { id: 4 }, false)).toBe('/x?id=4');
    expect(exportHref('/x', '')).toBe('/x');
    expect(exportHref('/x?view=execution', '?state=signed&view=all')).toBe('/x?state=signed&view=execution');
  });
});

describe('the export button', () => {
  it.each([
    ['zh-CN', '导出 XLSX'],
    ['en-US', 'Export XLSX'],
    ['ko-KR', 'XLSX 내보내기'],
  ] as const)('reads in %s and leads to the list’s export with the page’s filters', async (locale, words) => {
    const html = await renderAt(
      '/memberCenter/purchaseInquiry/inquiry?state=draft&current=2',
      locale,
      <ExportLink to={EXPORT_PATHS.list('inquiries')} />,
    );
    expect(html).toContain(words);
    expect(attributeOf(html, 'export-link', 'href')).toEqual(['/memberCenter/export/list/inquiries?state=draft']);
  });

  it('downloads a contract as PDF by its id alone', async () => {
    const html = await renderAt(
      '/memberCenter/contract/document?id=7&tab=x',
      'en-US',
      <ExportLink to={EXPORT_PATHS.contractPdf} params={{ id: 7 }} withFilters={false} kind="pdf" />,
    );
    expect(html).toContain('Download PDF');
    expect(attributeOf(html, 'export-link', 'href')).toEqual(['/memberCenter/contract/document.pdf?id=7']);
  });
});
