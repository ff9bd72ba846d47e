import { describe, expect, it } from 'vitest';
import { rememberedShopId, rememberShopCookie, SHOP_COOKIE, shopChoice } from './shop-memory.ts';

describe('which shop the shop layout shows', () => {
  it('takes the shop from the last path segment and remembers it', () => {
    expect(shopChoice('/shopIndex/12', '', null)).toEqual({ ref: { id: 12 }, remember: true });
    expect(shopChoice('/3/aboutUs/12', '', 7)).toEqual({ ref: { id: 12 }, remember: true });
  });

  it('reads the buyer of /shopIndex/0 from memberId and roleId', () => {
    expect(shopChoice('/shopIndex/0', '?memberId=5&roleId=2', null)).toEqual({ ref: { id: 0, memberId: 5, roleId: 2 }, remember: true });
    expect(shopChoice('/shopIndex/0', '?memberId=x&roleId=0', null)).toEqual({ ref: { id: 0 }, remember: true });
  });

  it("uses the remembered shop on the shop's own lists, whose last segment names no shop", () => {
    expect(shopChoice('/procurementSourcing', '?page=2', 12)).toEqual({ ref: { id: 12 }, remember: false });
    expect(shopChoice('/3/procurementCompete', '', 12)).toEqual({ ref: { id: 12 }, remember: false });
    expect(shopChoice('/procurementBidding', '', null)).toEqual({ ref: null, remember: false });
  });

  it('uses the remembered shop, never the item id, on a page opened from the shop (inShop present)', () => {
    expect(shopChoice('/3/InquiryDetail/88', '?inShop=true', 12)).toEqual({ ref: { id: 12 }, remember: false });
    expect(shopChoice('/publicityPurchasing/88', '?inShop=false', 12)).toEqual({ ref: { id: 12 }, remember: false });
    expect(shopChoice('/biddingDetail/88', '?inShop=true', null)).toEqual({ ref: null, remember: false });
  });
});

describe('a shared shop link in a fresh browser (nothing remembered)', () => {
  it("names the shop by its numeric prefix on the shop's own lists and publicity, and remembers it", () => {
    expect(shopChoice('/1/procurementSourcing', '', null)).toEqual({ ref: { id: 1 }, remember: true });
    expect(shopChoice('/1/procurementPublicityShop', '?priceTypeList=2', null)).toEqual({ ref: { id: 1 }, remember: true });
  });

  it('names the shop by its numeric prefix on a page opened from the shop (inShop)', () => {
    expect(shopChoice('/1/InquiryDetail/33', '?inShop=true', null)).toEqual({ ref: { id: 1 }, remember: true });
  });

  it('leaves a remembered shop as it is, and names none without a prefix', () => {
    expect(shopChoice('/1/procurementSourcing', '', 7)).toEqual({ ref: { id: 7 }, remember: false });
    expect(shopChoice('/procurementSourcing', '', null)).toEqual({ ref: null, remember: false });
    expect(shopChoice('/0/procurementSourcing', '', null)).toEqual({ ref: null, remember: false });
  });
});

describe('the remembered shop cookie', () => {
  it('round-trips a shop id', () => {
    const setCookie = rememberShopCookie(42);
    expect(setCookie).toMatch(new RegExp(`^${SHOP_COOKIE}=42; Path=/;`));
    expect(setCookie).toContain('SameSite=Lax');
    expect(rememberedShopId(`AUTH=abc; ${setCookie.split(';')[0]}; LX_LANG=x`)).toBe(42);
  });

  it('ignores a missing, empty or tampered value', () => {
    expect(rememberedShopId(null)).toBeNull();
    expect(rememberedShopId('SrmShopId=')).toBeNull();
    expect(rememberedShopId('SrmShopId=12abc')).toBeNull();
    expect(rememberedShopId('SrmShopId=0')).toBeNull();
    expect(rememberedShopId('SrmShopId=99999999999')).toBeNull();
  });
});
