import { describe, expect, it } from 'vitest';
import {
  aboutUsHref,
  activeShopNavItem,
  detailKindOf,
  bidResultHref,
  railDetailHref,
  shopDetailHref,
  shopListKindOf,
  shopNavHref,
} from './shop-links.ts';

describe('the shop navigation', () => {
  it('links home, the three lists, publicity and about us, keeping the page prefix', () => {
    const where = { prefix: null, shopId: 7 };
    expect(shopNavHref('home', where)).toBe('/shopIndex/7');
    expect(shopNavHref('inquiry', where)).toBe('/procurementSourcing');
    expect(shopNavHref('tender', where)).toBe('/procurementBidding');
    expect(shopNavHref('bidding', where)).toBe('/procurementCompete');
    expect(shopNavHref('publicity', where)).toBe('/procurementPublicityShop');
    expect(shopNavHref('aboutUs', where)).toBe('/aboutUs/7');
    expect(shopNavHref('home', { prefix: 1, shopId: 7 })).toBe('/1/shopIndex/7');
  });

  it('highlights the page, a detail counting for its list', () => {
    expect(activeShopNavItem('/shopIndex/0')).toBe('home');
    expect(activeShopNavItem('/1/procurementSourcing')).toBe('inquiry');
    expect(activeShopNavItem('/7/InquiryDetail/3')).toBe('inquiry');
    expect(activeShopNavItem('/7/biddingDetail/3')).toBe('tender');
    expect(activeShopNavItem('/procurementCompete')).toBe('bidding');
    expect(activeShopNavItem('/publicityPurchasing/3')).toBe('publicity');
    expect(activeShopNavItem('/bidResult/3')).toBe('publicity');
    expect(activeShopNavItem('/aboutUs/7')).toBe('aboutUs');
    expect(activeShopNavItem('/')).toBeNull();
    expect(activeShopNavItem('/constructor')).toBeNull();
  });

  it("knows the shop's own lists", () => {
    expect(shopListKindOf('procurementSourcing')).toBe('inquiry');
    expect(shopListKindOf('procurementBidding')).toBe('tender');
    expect(shopListKindOf('procurementCompete')).toBe('bidding');
    expect(shopListKindOf('purchaseInquiry')).toBeNull();
    expect(shopListKindOf('toString')).toBeNull();
  });
});

describe('links out of the shop pages', () => {
  it('open a detail from a shop list under the shop, saying inShop=true', () => {
    expect(shopDetailHref('inquiry', 5, 7)).toBe('/7/InquiryDetail/5?inShop=true');
    expect(shopDetailHref('tender', 5, 7)).toBe('/7/biddingDetail/5?inShop=true');
    expect(shopDetailHref('bidding', 5, 7)).toBe('/7/competeDetail/5?inShop=true');
  });

  it("open the right rail's items as the page is: in the shop or in the mall", () => {
    expect(railDetailHref('inquiry', 5, { prefix: 7, inShop: true })).toBe('/7/InquiryDetail/5?inShop=true');
    expect(railDetailHref('bidding', 5, { prefix: null, inShop: false })).toBe('/competeDetail/5');
  });

  it('know a detail page by its route name', () => {
    expect(detailKindOf('InquiryDetail')).toBe('inquiry');
    expect(detailKindOf('biddingDetail')).toBe('tender');
    expect(detailKindOf('competeDetail')).toBe('bidding');
    expect(detailKindOf('inquirydetail')).toBeNull();
    expect(detailKindOf('hasOwnProperty')).toBeNull();
  });

  it('open the bid result and the company profile anchors', () => {
    expect(bidResultHref(9, null)).toBe('/bidResult/9');
    expect(bidResultHref(9, 1)).toBe('/1/bidResult/9');
    expect(bidResultHref(9, 12, true)).toBe('/12/bidResult/9?inShop=true');
    expect(aboutUsHref({ prefix: null, shopId: 7 }, 'album')).toBe('/aboutUs/7#album');
  });
});
