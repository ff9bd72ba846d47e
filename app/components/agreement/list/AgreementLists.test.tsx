// The contract lists as a member reads them (rendered on the server, in English): the buyer's contracts
// name the supplier, say whose confirmation is awaited and lead to each contract's page, with a tab per
// state and one for the awards to contract; the supplier's name the buyer; the execution lists show the
// accepted and paid shares and flag what is overdue; the awards offer a draft from each; a member of the
// other side reads the platform's refusal in place of the rows, and one without a role is asked to choose.
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgreementListView, AwardListView } from '#bff/agreement/views.ts';
import type { AgreementRow, AgreementState, ContractableAward } from '#contract/schemas.ts';
import { attributeOf, countOf, renderMemberPage, translations } from '#tests/support/render-page.tsx';
import { AgreementListPage } from './AgreementListPage.tsx';
import { AwardListPage } from './AwardListPage.tsx';

let i18n: I18n;
beforeAll(async () => {
  i18n = await translations();
});

const NOW = Date.UTC(2030, 0, 1, 2, 0, 0);
const render = (page: ReactNode, role: 1 | 2 | null = 2) => renderMemberPage(i18n, page, role);
const texts = (html: string, testId: string) =>
  [...html.matchAll(new RegExp(`data-testid="${testId}"[^>]*>(.*?)</(?:a|p|span|div|td)>`, 'gs'))].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

const row = (id: number, state: AgreementState, fields: Partial<AgreementRow> = {}): AgreementRow => ({
  id,
  agreementNo: `HT20300101${String(id).padStart(6, '0')}`,
  title: `Valves contract ${id}`,
  state,
  source: { type: 1, id: 9, code: 'XJ2030010100009' },
  counterpart: { memberId: 5, roleId: 1, name: 'Acme Valves' },
  startDate: '2030-01-01',
  endDate: '2030-12-31',
  totalAmount: 10_000,
  currency: 'CNY',
  version: 2,
  confirmedByMe: false,
  acceptedAmount: 0,
  paidAmount: 0,
  overdue: false,
  createTime: NOW,
  ...fields,
});

const listView = (rows: AgreementRow[], fields: Partial<AgreementListView> = {}): AgreementListView => ({
  side: 'buyer',
  kind: 'all',
  list: { status: 'ok', data: { data: rows, totalCount: rows.length } },
  current: 1,
  pageSize: 10,
  state: null,
  keyword: '',
  ...fields,
});

describe('the buyer’s contracts', () => {
  const view = listView([row(1, 'negotiating'), row(2, 'negotiating', { confirmedByMe: true }), row(3, 'signed')], { keyword: 'valve' });

  it('leads each row to its contract, names the supplier and says whose confirmation is awaited while negotiating', () => {
    const html = render(<AgreementListPage view={view} withAwards />);
    expect(attributeOf(html, 'contract-open', 'href')).toEqual([
      '/memberCenter/contract/detail?id=1',
      '/memberCenter/contract/detail?id=2',
      '/memberCenter/contract/detail?id=3',
    ]);
    expect(texts(html, 'contract-counterpart')).toEqual(['Acme Valves', 'Acme Valves', 'Acme Valves']);
    expect(html).toContain('>Supplier</th>');
    expect(texts(html, 'contract-awaiting')).toEqual(['Awaiting your confirmation', 'Awaiting the other side']);
    expect(attributeOf(html, 'contract-state', 'data-state')).toEqual(['negotiating', 'negotiating', 'signed']);
    expect(texts(html, 'contract-version')).toEqual(['v2', 'v2', 'v2']);
    expect(texts(html, 'contract-amount')[0]).toBe('CN¥10,000.00');
  });

  it('offers a tab per state keeping the keyword, and the awards to contract', () => {
    const html = render(<AgreementListPage view={{ ...view, state: 'signed' }} withAwards />);
    expect(attributeOf(html, 'contract-tab-negotiating', 'href')).toEqual(['/?state=negotiating&amp;keyword=valve']);
    expect(attributeOf(html, 'contract-tab-signed', 'aria-current')).toEqual(['page']);
    expect(attributeOf(html, 'contract-tab-awards', 'href')).toEqual(['/?tab=awards']);
    // The table scrolls in a box the keyboard can reach, named for what it holds.
    expect(html).toMatch(/role="region" aria-label="Contracts"/);
  });

  it('shows the platform’s refusal of a member of the other side in place of the rows, and asks a member without a role to choose one', () => {
    const refused = listView([], { list: { status: 'error', code: 1210, message: 'No access' } });
    const html = render(<AgreementListPage view={refused} />, 1);
    expect(texts(html, 'contract-list-error')).toEqual(['No access']);
    expect(countOf(render(<AgreementListPage view={refused} />, null), 'contract-list-error')).toBe(0);
  });
});

describe('the supplier’s contracts', () => {
  it('names the buyer of each', () => {
    const html = render(
      <AgreementListPage
        view={listView([row(4, 'negotiating', { counterpart: { memberId: 2, roleId: 2, name: 'Demo Buyer' } })], { side: 'supplier' })}
      />,
      1,
    );
    expect(html).toContain('>Buyer</th>');
    expect(texts(html, 'contract-counterpart')).toEqual(['Demo Buyer']);
    expect(html).toContain('My contracts');
    expect(countOf(html, 'contract-tab-awards')).toBe(0);
  });
});

describe('the execution lists', () => {
  it('show the accepted and paid shares of each signed contract, and flag the overdue', () => {
    const rows = [
      row(5, 'signed', { acceptedAmount: 2_500, paidAmount: 1_000, overdue: true }),
      row(6, 'completed', { acceptedAmount: 10_000, paidAmount: 10_000 }),
    ];
    const html = render(<AgreementListPage view={listView(rows, { kind: 'execution' })} />);
    expect(attributeOf(html, 'contract-accepted', 'data-percent')).toEqual(['25', '100']);
    expect(attributeOf(html, 'contract-paid', 'data-percent')).toEqual(['10', '100']);
    expect(texts(html, 'contract-overdue')).toEqual(['Overdue', 'On time']);
    // Only the states a signed contract can be in.
    expect(countOf(html, 'contract-tab-negotiating')).toBe(0);
    expect(countOf(html, 'contract-tab-completed')).toBe(1);
  });
});

describe('the awards to contract', () => {
  const award = (orderId: number, taken: number | null): ContractableAward => ({
    orderId,
    orderNo: `DD${orderId}`,
    source: { type: 2, id: 3, code: 'ZB2030010100003', title: 'Pump station' },
    supplier: { memberId: 5, roleId: 1, name: 'Acme Valves' },
    awardTime: NOW,
    totalAmount: 8_000,
    currency: 'CNY',
    lines: [
      { lineNo: 1, name: 'Gate valve', unit: 'set', quantity: 10, unitPrice: 500, amount: 5_000, agreementId: taken },
      { lineNo: 2, name: 'Check valve', unit: 'set', quantity: 6, unitPrice: 500, amount: 3_000, agreementId: null },
    ],
  });
  const view: AwardListView = {
    list: { status: 'ok', data: { data: [award(11, null), award(12, 40)], totalCount: 2 } },
    current: 1,
    pageSize: 10,
    sourceType: 2,
    keyword: '',
  };

  it('offers a draft from each award, with how many of its lines are free, under the awards’ tab', () => {
    const html = render(<AwardListPage view={view} />);
    expect(attributeOf(html, 'award-draft', 'href')).toEqual([
      '/memberCenter/contract/manage/add?orderId=11',
      '/memberCenter/contract/manage/add?orderId=12',
    ]);
    expect(texts(html, 'award-free-lines')).toEqual(['2 of 2', '1 of 2']);
    expect(attributeOf(html, 'contract-tab-awards', 'aria-current')).toEqual(['page']);
    expect(html).toMatch(/<option value="2" selected="">Tender<\/option>/);
  });
});
