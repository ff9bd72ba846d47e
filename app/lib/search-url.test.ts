import { describe, expect, it } from 'vitest';
import { searchUrl } from './search-url.ts';

describe('the header search', () => {
  it('sends each tab to its list with the sourcing type and search type', () => {
    expect(searchUrl(1, 'steel', null)).toBe('/purchaseInquiry?priceTypeList=1&searchType=1&keyword=steel');
    expect(searchUrl(2, 'steel', null)).toBe('/purchaseBidding?priceTypeList=2&searchType=2&keyword=steel');
    expect(searchUrl(3, 'steel', null)).toBe('/purchaseCompete?priceTypeList=3&searchType=3&keyword=steel');
    expect(searchUrl(4, 'steel', null)).toBe('/enterprisePurchasing?searchType=4&keyword=steel');
  });

  it('keeps the shop prefix', () => {
    expect(searchUrl(1, 'pump', 12)).toBe('/12/purchaseInquiry?priceTypeList=1&searchType=1&keyword=pump');
    expect(searchUrl(4, 'pump', '7')).toBe('/7/enterprisePurchasing?searchType=4&keyword=pump');
  });

  it('encodes the keyword, Chinese and reserved characters included, and trims it', () => {
    expect(searchUrl(1, ' 钢材 & pipes ', null)).toBe('/purchaseInquiry?priceTypeList=1&searchType=1&keyword=%E9%92%A2%E6%9D%90%20%26%20pipes');
    expect(searchUrl(2, 'a/b?c=d#e', null)).toBe('/purchaseBidding?priceTypeList=2&searchType=2&keyword=a%2Fb%3Fc%3Dd%23e');
  });

  it('searches with an empty keyword too', () => {
    expect(searchUrl(3, '', null)).toBe('/purchaseCompete?priceTypeList=3&searchType=3&keyword=');
  });
});
