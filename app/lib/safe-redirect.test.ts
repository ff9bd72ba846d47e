import { describe, expect, it } from 'vitest';
import { REDIRECT_ATTACKS as ATTACKS } from '#tests/support/redirect-attacks.ts';
import { loginHref, safeRedirect } from './safe-redirect.ts';
import { hasControlCharacter } from '#contract/text.ts';

/** Where a browser goes with `Location: value` on a page of this site. */
function destination(value: string): URL {
  return new URL(value, 'https://portal.example/login');
}

describe('the redirect after logging in', () => {
  it('returns to a page of this site with its query', () => {
    expect(safeRedirect('/12/purchaseInquiry?priceTypeList=1&keyword=%E9%92%A2')).toBe('/12/purchaseInquiry?priceTypeList=1&keyword=%E9%92%A2');
    expect(safeRedirect('/')).toBe('/');
    expect(safeRedirect('/InquiryDetail/3#materials')).toBe('/InquiryDetail/3#materials');
  });

  it('resolves dot segments that stay on the site', () => {
    expect(safeRedirect('/12/purchaseInquiry/../purchaseBidding')).toBe('/12/purchaseBidding');
    expect(safeRedirect('/./12')).toBe('/12');
  });

  it('goes home when there is no target', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it(`never leaves the site: ${ATTACKS.length} variants`, () => {
    expect(ATTACKS.length).toBeGreaterThanOrEqual(30);
    for (const attack of ATTACKS) {
      const result = safeRedirect(attack);
      const where = destination(result);
      expect(where.origin, JSON.stringify(attack)).toBe('https://portal.example');
      expect(result.startsWith('/') && !result.startsWith('//'), JSON.stringify(attack)).toBe(true);
      expect(result.includes('\\') || hasControlCharacter(result), JSON.stringify(attack)).toBe(false);
    }
  });

  it.each([
    ['/.//evil.example', '/'],
    ['/..//evil.example', '/'],
    ['/login/..//evil.example', '/'],
    ['/%2e%2e//evil.example', '/'],
  ])('refuses %s of the reported issue (to the home page)', (attack, home) => {
    expect(safeRedirect(attack)).toBe(home);
  });

  it('strips React Router data-request details', () => {
    expect(safeRedirect('/purchaseInquiry.data?priceTypeList=1&_routes=root')).toBe('/purchaseInquiry?priceTypeList=1');
    expect(safeRedirect('/_.data')).toBe('/');
    expect(safeRedirect('/12/_.data')).toBe('/12');
    expect(safeRedirect('/12.data')).toBe('/12');
    expect(safeRedirect('/_root.data')).toBe('/');
  });

  it('builds the login link with the page to come back to', () => {
    expect(loginHref('/12?x=1')).toBe('/login?redirect=%2F12%3Fx%3D1');
    expect(loginHref('/.//evil.example')).toBe('/login?redirect=%2F');
  });
});
