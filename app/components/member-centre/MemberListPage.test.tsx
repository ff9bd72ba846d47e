// A member-centre list page shows one state of its list at a time, as a member would read it: a member
// without a role is asked to choose one before anything else, a failed upstream says why, an empty
// list says so, and rows come in a table under their columns with a pager only when there are more pages.
import { MantineProvider, Table, Text } from '@mantine/core';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberFrameView } from '#bff/member/views.ts';
import type { Section } from '#bff/views.ts';
import type { Page } from '#contract/schemas.ts';
import { i18nOptions } from '#app/i18n/options.ts';
import { resources } from '#app/i18n/resources.server.ts';
import { ListFilters } from './ListFilters.tsx';
import { MemberListPage } from './MemberListPage.tsx';

type Order = { id: number; orderNo: string };

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ ...i18nOptions, lng: 'en-US', resources });
});

const BUYER = 2;

function render(list: Section<Page<Order>>, { memberRoleType = BUYER as 1 | 2 | null, pageSize = 10, withTotal = false } = {}) {
  const frame = { user: { memberRoleType } } as MemberFrameView;
  const page = (
    <MemberListPage
      view={{ list, current: 1, pageSize }}
      testIds={{ page: 'orders-page', table: 'order-rows', pager: 'order-pager', error: 'orders-error' }}
      title="Purchase orders"
      filters={
        <ListFilters label="Filter orders" submit="Search" submitTestId="order-filter-submit">
          <input name="state" />
        </ListFilters>
      }
      empty={<Text data-testid="orders-empty">No orders yet</Text>}
      columns={['Order no.', 'Actions']}
      row={(order) => (
        <Table.Tr key={order.id} data-testid="order-row">
          <Table.Td>{order.orderNo}</Table.Td>
          <Table.Td>View</Table.Td>
        </Table.Tr>
      )}
      total={withTotal ? (count) => <Text data-testid="orders-total">{`${count} in all`}</Text> : undefined}
    />
  );
  const router = createMemoryRouter([{ id: 'member-layout', path: '/', loader: () => frame, children: [{ index: true, element: page }] }], {
    hydrationData: { loaderData: { 'member-layout': frame } },
  });
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nextProvider>,
  );
  return html;
}

const orders = (count: number, totalCount = count): Section<Page<Order>> => ({
  status: 'ok',
  data: { data: Array.from({ length: count }, (_, i) => ({ id: i + 1, orderNo: `PO-${i + 1}` })), totalCount },
});
const shows = (html: string, testId: string) => html.includes(`data-testid="${testId}"`);
/** The text of each element that opens with this tag (and this attribute), as a reader sees it. */
const texts = (html: string, tag: string, attribute = '') =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*${attribute}[^>]*>(.*?)</${tag}>`, 'g'))].map((m) => m[1]!.replace(/<[^>]+>/g, '').trim());

describe('a member-centre list page', () => {
  it('asks a member without a role to choose one, in place of its orders', () => {
    const html = render(orders(3), { memberRoleType: null });
    expect(shows(html, 'role-first')).toBe(true);
    expect(texts(html, 'div', 'mantine-Alert-message')[0]).toMatch(/^Choose your member role first\./);
    expect(shows(html, 'order-rows')).toBe(false);
    expect(shows(html, 'orders-empty')).toBe(false);
    // The title and the filters stay: it is still the orders' page.
    expect(texts(html, 'h1')).toEqual(['Purchase orders']);
    expect(html).toContain('<form role="search" aria-label="Filter orders"');
  });

  it('says why the orders could not be read when the upstream failed', () => {
    const html = render({ status: 'error', code: 500, message: 'The order service did not answer.' });
    expect(texts(html, 'div', 'mantine-Alert-message')).toEqual(['The order service did not answer.']);
    expect(html).toMatch(/<div[^>]*data-testid="orders-error" role="alert"/);
    expect(shows(html, 'order-rows')).toBe(false);
    expect(shows(html, 'role-first')).toBe(false);
  });

  it('says there are no orders, with no table, no pager and no alert', () => {
    const html = render(orders(0));
    expect(texts(html, 'p', 'data-testid="orders-empty"')).toEqual(['No orders yet']);
    expect(shows(html, 'order-rows')).toBe(false);
    expect(shows(html, 'order-pager')).toBe(false);
    expect(html).not.toContain('role="alert"');
  });

  it('shows the orders under their columns, with the count asked for, and no pager on a single page', () => {
    const html = render(orders(2), { withTotal: true });
    expect(texts(html, 'th')).toEqual(['Order no.', 'Actions']);
    expect(texts(html, 'td')).toEqual(['PO-1', 'View', 'PO-2', 'View']);
    expect(texts(html, 'p', 'data-testid="orders-total"')).toEqual(['2 in all']);
    expect(shows(html, 'order-pager')).toBe(false);
    expect(shows(html, 'orders-empty')).toBe(false);
  });

  it('pages through more orders than one page holds', () => {
    const html = render(orders(10, 25));
    expect(html.match(/data-testid="order-row"/g)).toHaveLength(10);
    expect(shows(html, 'order-pager')).toBe(true);
    expect(html).toContain('aria-label="Next page"');
    expect(shows(html, 'orders-total')).toBe(false);
  });

  it('sends its filters in the address: a GET search form with its own submit button', () => {
    const html = render(orders(1));
    expect(html).toMatch(/<form role="search" aria-label="Filter orders"[^>]* method="get"><div[^>]*><input name="state"\/>/);
    expect(texts(html, 'button', 'type="submit" data-testid="order-filter-submit"')).toEqual(['Search']);
  });
});
