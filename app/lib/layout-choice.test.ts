import { describe, expect, it } from 'vitest';
import { layoutFor } from './layout-choice.ts';

describe('choosing the page layout', () => {
  it('uses the mall layout for the mall home and the mall lists', () => {
    expect(layoutFor('/', '')).toBe('mall');
    expect(layoutFor('/12', '')).toBe('mall');
    expect(layoutFor('/purchaseInquiry', '?priceTypeList=1')).toBe('mall');
    expect(layoutFor('/12/InquiryDetail/5', '')).toBe('mall');
    expect(layoutFor('/procurementPublicity', '')).toBe('mall');
  });

  it('uses the shop layout for each shop route, with or without the shop prefix', () => {
    for (const route of ['procurementSourcing', 'aboutUs/7', 'shopIndex/0', 'procurementBidding', 'procurementCompete', 'procurementPublicityShop']) {
      expect(layoutFor(`/${route}`, '')).toBe('shop');
      expect(layoutFor(`/12/${route}`, '')).toBe('shop');
    }
  });

  it('uses the shop layout for a detail page opened from a shop (inShop=true)', () => {
    expect(layoutFor('/12/InquiryDetail/5', '?inShop=true')).toBe('shop');
    expect(layoutFor('/publicityPurchasing/3', 'inShop=true')).toBe('shop');
    expect(layoutFor('/publicityPurchasing/3', '?inShop=false')).toBe('mall');
  });

  it('matches route names exactly', () => {
    expect(layoutFor('/aboutUsMore', '')).toBe('mall');
    expect(layoutFor('/abc/shopIndex', '')).toBe('mall');
  });
});
