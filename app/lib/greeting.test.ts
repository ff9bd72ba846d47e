import { describe, expect, it } from 'vitest';
import { greetingSiteName } from './greeting.ts';

describe("the home's welcome", () => {
  const site = { name: '链采企业采购门户', language: 'zh-CN' };

  it("names the site when the page is in the site's language", () => {
    expect(greetingSiteName(site, 'zh-CN')).toBe('链采企业采购门户');
    expect(greetingSiteName({ name: 'Acme Sourcing', language: 'en' }, 'en-US')).toBe('Acme Sourcing');
  });

  it('welcomes without the name in another language, or when the site has none', () => {
    expect(greetingSiteName(site, 'en-US')).toBeNull();
    expect(greetingSiteName(site, 'ko-KR')).toBeNull();
    expect(greetingSiteName({ name: '', language: 'zh-CN' }, 'zh-CN')).toBeNull();
  });
});
