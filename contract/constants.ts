// Business constants of docs/product/constants.md#constants-and-limits that both sides rely on.
import type { City } from './schemas.ts';

/** Default city when neither the visitor's choice nor the IP lookup gives one. */
export const DEFAULT_CITY: City = { provinceCode: '110000', provinceName: '北京市', cityCode: '110100', cityName: '北京市' };

export const PAGE_SIZE = {
  publicList: 12,
  shopList: 10,
  buyerShopList: 5,
  noticeList: 12,
  mallHomeCards: 9,
  shopHomeCards: 10,
  publicity: 8,
  recommendations: 3,
} as const;

/** Advert column types (docs/product/platform-calls.md#platform-calls-and-headers). */
export const COLUMN_TYPE = { banner: 4, smallAd: 5, listBanner: 7 } as const;

export const LIFECYCLE_RULE_ID = 1;
