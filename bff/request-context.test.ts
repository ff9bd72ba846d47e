import { describe, expect, it } from 'vitest';
import { pagePathname, returnPath, shopIdFromPath } from './request-context.server.ts';
import { serializeQuery } from './upstream.server.ts';

describe('shop prefix', () => {
  it('is read from the page path also on data requests of client navigations', () => {
    expect(shopIdFromPath(pagePathname('/12.data'))).toBe(12);
    expect(pagePathname('/12/purchaseInquiry.data')).toBe('/12/purchaseInquiry');
    expect(pagePathname('/_.data')).toBe('/');
  });

  it('is the numeric first path segment', () => {
    expect(shopIdFromPath('/12/purchaseInquiry')).toBe(12);
    expect(shopIdFromPath('/12/')).toBe(12);
    expect(shopIdFromPath('/purchaseInquiry')).toBeNull();
    expect(shopIdFromPath('/')).toBeNull();
    expect(shopIdFromPath('/12abc/')).toBeNull();
  });
});

describe('return path after login', () => {
  it('keeps path and query but drops the .data suffix of data requests', () => {
    expect(returnPath(new Request('http://x/12/purchaseInquiry.data?keyword=a&_routes=root'))).toBe('/12/purchaseInquiry?keyword=a');
    expect(returnPath(new Request('http://x/_root.data'))).toBe('/');
    expect(returnPath(new Request('http://x/_.data?_routes=home'))).toBe('/');
    expect(returnPath(new Request('http://x/'))).toBe('/');
  });
});

describe('query serialisation', () => {
  it('skips empty values, sorts keys for cache keys and indexes arrays', () => {
    expect(serializeQuery({ pageSize: 9, current: 1, keyword: '', cityCode: undefined, ids: [3, 4] })).toBe(
      '?current=1&ids%5B0%5D=3&ids%5B1%5D=4&pageSize=9',
    );
    expect(serializeQuery({})).toBe('');
  });

  it('encodes Chinese keywords', () => {
    expect(serializeQuery({ keyword: '钢材' })).toBe('?keyword=%E9%92%A2%E6%9D%90');
  });
});
