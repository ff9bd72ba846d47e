// The quote rule of decision 017 (which replaces decision 006's for open inquiries), without a database.
import { describe, expect, it } from 'vitest';
import type { Caller } from '../http/caller.ts';
import { OPEN, quoteVisibility, SEALED } from './quotes.ts';

const buyer: Caller = { sessionId: 1, userId: 1, memberId: 7, memberRoleId: 2, memberRoleType: 2 };
const supplier: Caller = { sessionId: 2, userId: 2, memberId: 9, memberRoleId: 1, memberRoleType: 1 };
const sealed = { memberId: 7, memberRoleId: 2, priceContrast: SEALED };
const open = { ...sealed, priceContrast: OPEN };

describe('who sees the quotes of an inquiry', () => {
  it('shows the publishing buyer every quote, sealed or open', () => {
    expect(quoteVisibility(sealed, buyer, false)).toBe('all');
    expect(quoteVisibility(open, buyer, false)).toBe('all');
  });

  it('shows a supplier its own quotes only, sealed or open, and nothing before it quotes', () => {
    expect(quoteVisibility(sealed, supplier, true)).toBe('own');
    expect(quoteVisibility(open, supplier, true)).toBe('own');
    expect(quoteVisibility(sealed, supplier, false)).toBe('none');
    expect(quoteVisibility(open, null, false)).toBe('none');
  });

  it('does not count the buyer as publisher in another role of the same member', () => {
    expect(quoteVisibility(sealed, { ...buyer, memberRoleId: 1 }, false)).toBe('none');
  });
});
