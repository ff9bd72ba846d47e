import { describe, expect, it } from 'vitest';
import { decodeLocale, encodeLocale, localeFromCookieHeader, localeSetCookie } from './locale-cookie.ts';

describe('the LX_LANG language cookie', () => {
  it('stores a locale Base64-encoded, as the original portal does', () => {
    expect(encodeLocale('en-US')).toBe('ZW4tVVM=');
    expect(encodeLocale('ko-KR')).toBe(btoa('ko-KR'));
  });

  it('reads back every supported locale', () => {
    for (const locale of ['zh-CN', 'en-US', 'ko-KR'] as const) expect(decodeLocale(encodeLocale(locale))).toBe(locale);
  });

  it('accepts a URL-encoded value and a plain locale name', () => {
    expect(decodeLocale('ZW4tVVM%3D')).toBe('en-US');
    expect(decodeLocale('ko-KR')).toBe('ko-KR');
  });

  it('ignores unsupported or broken values, so the default language applies', () => {
    expect(decodeLocale(btoa('fr-FR'))).toBeNull();
    expect(decodeLocale('%%%')).toBeNull();
    expect(decodeLocale('not base64!')).toBeNull();
    expect(decodeLocale('')).toBeNull();
    expect(decodeLocale(undefined)).toBeNull();
  });

  it('finds the cookie among others in a Cookie header', () => {
    expect(localeFromCookieHeader(`AUTH=abc; LX_LANG=${btoa('ko-KR')}; LX_CITY=x`)).toBe('ko-KR');
    expect(localeFromCookieHeader('AUTH=abc')).toBeNull();
    expect(localeFromCookieHeader(null)).toBeNull();
  });

  it('is set for the whole site for a year', () => {
    expect(localeSetCookie('en-US')).toBe('LX_LANG=ZW4tVVM=; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
