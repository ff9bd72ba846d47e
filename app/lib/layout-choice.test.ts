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

describe('the layout of every route (docs/product.md#routes-and-layouts), plain, under a shop prefix, and opened from a shop', () => {
  const mallRoutes = [
    '',
    'purchaseInquiry',
    'purchaseBidding',
    'purchaseCompete',
    'enterprisePurchasing',
    'procurementPublicity',
    'InquiryDetail/5',
    'biddingDetail/5',
    'competeDetail/5',
    'publicityPurchasing/5',
    'bidResult/5',
  ];
  const shopRoutes = [
    'shopIndex/0',
    'shopIndex/7',
    'aboutUs/7',
    'procurementSourcing',
    'procurementBidding',
    'procurementCompete',
    'procurementPublicityShop',
  ];

  it.each(mallRoutes)('/%s uses the mall layout, with or without a prefix', (route) => {
    expect(layoutFor(`/${route}`, '')).toBe('mall');
    expect(layoutFor(`/12/${route}`, '')).toBe('mall');
    expect(layoutFor(`/12/${route}`, '?inShop=false')).toBe('mall');
  });

  it.each(mallRoutes)('/%s uses the shop layout when opened from a shop (inShop=true)', (route) => {
    expect(layoutFor(`/${route}`, '?inShop=true')).toBe('shop');
    expect(layoutFor(`/12/${route}`, '?page=2&inShop=true')).toBe('shop');
  });

  it.each(shopRoutes)('/%s uses the shop layout, with or without a prefix or inShop', (route) => {
    expect(layoutFor(`/${route}`, '')).toBe('shop');
    expect(layoutFor(`/12/${route}`, '')).toBe('shop');
    expect(layoutFor(`/12/${route}`, '?inShop=false')).toBe('shop');
    expect(layoutFor(`/${route}`, '?inShop=true')).toBe('shop');
  });
});
