import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_PATH, BUYER_LINKS, CAPITAL_ACCOUNTS_PATH, MEMBER_INFO_PATH, SUPPLIER_LINKS } from './member-centre.ts';

describe('the home’s user panel', () => {
  it.each([
    ['supplier', SUPPLIER_LINKS],
    ['buyer', BUYER_LINKS],
  ] as const)('ends, for a %s, with member information, account security and the capital account, as the top bar’s user card', (_side, links) => {
    expect(links.slice(-3).map((link) => link.href)).toEqual([MEMBER_INFO_PATH, ACCOUNT_SECURITY_PATH, CAPITAL_ACCOUNTS_PATH]);
  });
});
