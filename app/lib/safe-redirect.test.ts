import { describe, expect, it } from 'vitest';
import { loginHref, safeRedirect } from './safe-redirect.ts';

describe('the redirect after logging in', () => {
  it('returns to a page of this site with its query', () => {
    expect(safeRedirect('/12/purchaseInquiry?priceTypeList=1&keyword=%E9%92%A2')).toBe(
      '/12/purchaseInquiry?priceTypeList=1&keyword=%E9%92%A2',
    );
    expect(safeRedirect('/')).toBe('/');
  });

  it('goes home when there is no target', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('')).toBe('/');
  });

  it('never leaves the site', () => {
    expect(safeRedirect('https://evil.example/')).toBe('/');
    expect(safeRedirect('//evil.example/path')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('javascript:alert(1)')).toBe('/');
    expect(safeRedirect('relative/path')).toBe('/');
    expect(safeRedirect('/\t/evil.example')).toBe('/');
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
  });
});
