import { describe, expect, it } from 'vitest';
import { detailHref, publicityHref, shopIndexHref } from './sourcing-links.ts';

describe('card links', () => {
  it('open an inquiry under the mall id', () => {
    expect(detailHref('inquiry', 5, { mallId: 1, shopId: null })).toBe('/1/InquiryDetail/5');
    expect(detailHref('inquiry', 5, { mallId: 1, shopId: 12 })).toBe('/1/InquiryDetail/5');
  });

  it('open a tender without prefix', () => {
    expect(detailHref('tender', 6, { mallId: 1, shopId: 12 })).toBe('/biddingDetail/6');
  });

  it('open a competitive bid under the shop, or the mall when there is no shop prefix', () => {
    expect(detailHref('bidding', 7, { mallId: 1, shopId: 12 })).toBe('/12/competeDetail/7');
    expect(detailHref('bidding', 7, { mallId: 1, shopId: null })).toBe('/1/competeDetail/7');
  });
});

describe('company and notice links', () => {
  it('open a buyer shop home under the shop prefix, or the mall', () => {
    expect(shopIndexHref(3, { mallId: 1, shopId: 12 })).toBe('/12/shopIndex/3');
    expect(shopIndexHref(3, { mallId: 1, shopId: null })).toBe('/1/shopIndex/3');
  });

  it('open a publicity notice, saying when it is opened from inside a shop', () => {
    expect(publicityHref(9, null, false)).toBe('/publicityPurchasing/9');
    expect(publicityHref(9, 12, true)).toBe('/12/publicityPurchasing/9?inShop=true');
  });
});
