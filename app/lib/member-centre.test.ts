import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SECURITY_PATH,
  BUYER_LINKS,
  CAPITAL_ACCOUNTS_PATH,
  MEMBER_INFO_PATH,
  MY_TENDERS_PATH,
  memberMenu,
  SUPPLIER_LINKS,
  TENDER_EXPERTS_PATH,
  TENDERS_PATH,
} from './member-centre.ts';

describe('the home’s user panel', () => {
  it.each([
    ['supplier', SUPPLIER_LINKS],
    ['buyer', BUYER_LINKS],
  ] as const)('ends, for a %s, with member information, account security and the capital account, as the top bar’s user card', (_side, links) => {
    expect(links.slice(-3).map((link) => link.href)).toEqual([MEMBER_INFO_PATH, ACCOUNT_SECURITY_PATH, CAPITAL_ACCOUNTS_PATH]);
  });

  it('leads a supplier to the open tenders and its tenders and bids, a buyer to its tenders and its expert library', () => {
    expect(SUPPLIER_LINKS.map((link) => link.href)).toEqual(expect.arrayContaining(['/purchaseBidding', MY_TENDERS_PATH]));
    expect(BUYER_LINKS.map((link) => link.href)).toEqual(expect.arrayContaining([TENDERS_PATH, TENDER_EXPERTS_PATH]));
    // Three rows of three in the panel.
    expect([SUPPLIER_LINKS.length, BUYER_LINKS.length]).toEqual([9, 9]);
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
});
