import { describe, expect, it } from 'vitest';
import { listBannerHref } from './list-banner.ts';

describe("where a sourcing list's banner leads", () => {
  it('leads to the list it is shown on, whichever sourcing list the advert names', () => {
    expect(listBannerHref('/purchaseInquiry?priceTypeList=1', 'tender', null)).toBe('/purchaseBidding?priceTypeList=2');
    expect(listBannerHref('/purchaseInquiry?priceTypeList=1', 'bidding', null)).toBe('/purchaseCompete?priceTypeList=3');
    expect(listBannerHref('/purchaseCompete', 'inquiry', null)).toBe('/purchaseInquiry?priceTypeList=1');
  });

  it("keeps the advert's filters and the page's shop prefix", () => {
    expect(listBannerHref('/7/purchaseInquiry/c12?priceTypeList=1&keyword=%E9%92%A2#top', 'tender', 12)).toBe(
      '/12/purchaseBidding/c12?priceTypeList=2&keyword=%E9%92%A2#top',
    );
  });

  it('keeps any other link as it is', () => {
    for (const link of ['', '/enterprisePurchasing', '/InquiryDetail/3', 'https://example.com/purchaseInquiry', '//example.com/purchaseInquiry']) {
      expect(listBannerHref(link, 'tender', 12)).toBe(link);
    }
  });
});
