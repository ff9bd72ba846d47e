import type { RouteConfigEntry } from '@react-router/dev/routes';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from '#app/routes.ts';
import {
  ACCOUNT_SECURITY_PATH,
  BUYER_LINKS,
  CAPITAL_ACCOUNTS_PATH,
  CONTRACT_EXECUTIONS_PATH,
  CONTRACT_TEMPLATES_PATH,
  CONTRACTS_PATH,
  MEMBER_INFO_PATH,
  MY_TENDERS_PATH,
  memberMenu,
  SUPPLIER_CONTRACT_EXECUTIONS_PATH,
  SUPPLIER_CONTRACTS_PATH,
  SUPPLIER_LINKS,
  TENDER_EXPERTS_PATH,
  TENDERS_PATH,
} from './member-centre.ts';

/** The file of the screen app/routes.ts gives a path (the 404 page's for none). */
const screenOf = (path: string) => (matchRoutes(routes as unknown as RouteObject[], path)?.at(-1)?.route as RouteConfigEntry | undefined)?.file;

describe('the home’s user panel', () => {
  it.each([
    ['supplier', SUPPLIER_LINKS],
    ['buyer', BUYER_LINKS],
  ] as const)('ends, for a %s, with member information, account security and the capital account, as the top bar’s user card', (_side, links) => {
    expect(links.slice(-3).map((link) => link.href)).toEqual([MEMBER_INFO_PATH, ACCOUNT_SECURITY_PATH, CAPITAL_ACCOUNTS_PATH]);
  });

  it('offers each side the six member-centre pages of the specification first, in its order, then the account', () => {
    expect(SUPPLIER_LINKS.map((link) => link.href).slice(0, 6)).toEqual([
      '/memberCenter/offter/inquiry',
      '/memberCenter/tender/tenderSearch',
      '/memberCenter/onlineBid/search',
      '/memberCenter/contract/coordination/coordinationList',
      '/memberCenter/order/saleOrder/orderList',
      '/memberCenter/contract/coordination/implement',
    ]);
    expect(BUYER_LINKS.map((link) => link.href).slice(0, 6)).toEqual([
      '/memberCenter/purchaseInquiry/inquiry',
      '/memberCenter/callForBids/callForBidsSearch',
      '/memberCenter/purchaseBid/search',
      '/memberCenter/contract/manage/QueryList',
      '/memberCenter/order/purchaseOrder/orderList',
      '/memberCenter/contractexecution/contractexecutionList',
    ]);
    // Three rows of three in the panel.
    expect([SUPPLIER_LINKS.length, BUYER_LINKS.length]).toEqual([9, 9]);
  });

  it('leads only to screens of the portal: each of the twelve is a route of app/routes.ts, not the 404 page', () => {
    const hrefs = [...SUPPLIER_LINKS, ...BUYER_LINKS].map((link) => link.href);
    for (const href of hrefs) {
      expect(screenOf(href), href).toBeDefined();
      expect(screenOf(href), href).not.toBe('routes/not-found.tsx');
    }
  });
});

describe('the member centre’s menu', () => {
  it('offers a buyer its tenders and its expert library, and a supplier its tenders and bids', () => {
    const keys = (role: 1 | 2) => memberMenu(role).map((item) => [item.key, item.href]);
    expect(keys(2)).toEqual(
      expect.arrayContaining([
        ['tenders', TENDERS_PATH],
        ['expertLibrary', TENDER_EXPERTS_PATH],
      ]),
    );
    expect(keys(1)).toEqual(expect.arrayContaining([['myTenders', MY_TENDERS_PATH]]));
    expect(keys(1).map(([key]) => key)).not.toContain('tenders');
  });

  it('offers a buyer its contracts, their execution and its templates, a supplier its contracts and their execution, each a screen', () => {
    const buyer = memberMenu(2).map((item) => item.href);
    const supplier = memberMenu(1).map((item) => item.href);
    expect(buyer).toEqual(expect.arrayContaining([CONTRACTS_PATH, CONTRACT_EXECUTIONS_PATH, CONTRACT_TEMPLATES_PATH]));
    expect(supplier).toEqual(expect.arrayContaining([SUPPLIER_CONTRACTS_PATH, SUPPLIER_CONTRACT_EXECUTIONS_PATH]));
    expect(supplier).not.toContain(CONTRACTS_PATH);
    for (const href of [...buyer, ...supplier]) expect(screenOf(href), href).not.toBe('routes/not-found.tsx');
  });
});
