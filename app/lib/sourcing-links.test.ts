import { describe, expect, it } from 'vitest';
import { detailHref } from './sourcing-links.ts';

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
