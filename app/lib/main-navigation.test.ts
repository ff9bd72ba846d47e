import { describe, expect, it } from 'vitest';
import { activeNavItem, navHref } from './main-navigation.ts';

describe('the main navigation', () => {
  it('highlights home on the mall home and on a shop-prefixed home', () => {
    expect(activeNavItem('/')).toBe('home');
    expect(activeNavItem('/12')).toBe('home');
    expect(activeNavItem('/12/')).toBe('home');
  });

  it('highlights the list a detail page belongs to', () => {
    expect(activeNavItem('/8/InquiryDetail/3')).toBe('inquiry');
    expect(activeNavItem('/biddingDetail/3')).toBe('tender');
    expect(activeNavItem('/8/competeDetail/3')).toBe('bidding');
    expect(activeNavItem('/publicityPurchasing/3')).toBe('publicity');
  });

  it('highlights each list page', () => {
    expect(activeNavItem('/purchaseInquiry')).toBe('inquiry');
    expect(activeNavItem('/purchaseBidding')).toBe('tender');
    expect(activeNavItem('/12/purchaseCompete')).toBe('bidding');
    expect(activeNavItem('/enterprisePurchasing')).toBe('enterprise');
    expect(activeNavItem('/procurementPublicity')).toBe('publicity');
  });

  it('highlights nothing on pages outside the navigation', () => {
    expect(activeNavItem('/login')).toBeNull();
  });

  it('links the lists with their sourcing type, keeping the shop prefix', () => {
    expect(navHref('home', null)).toBe('/');
    expect(navHref('home', 12)).toBe('/12');
    expect(navHref('inquiry', null)).toBe('/purchaseInquiry?priceTypeList=1');
    expect(navHref('tender', '12')).toBe('/12/purchaseBidding?priceTypeList=2');
    expect(navHref('bidding', null)).toBe('/purchaseCompete?priceTypeList=3');
    expect(navHref('enterprise', null)).toBe('/enterprisePurchasing');
    expect(navHref('publicity', 5)).toBe('/5/procurementPublicity');
  });
});

describe('a path that names an object property', () => {
  it('marks no item', () => {
    expect(activeNavItem('/constructor')).toBeNull();
    expect(activeNavItem('/12/toString')).toBeNull();
  });
});
