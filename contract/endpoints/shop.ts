// The shop and buyer-company calls: the company lists and their query, one shop, its favourite
// toggle and figures, and a supplier's application to the shop's buyer.
import { z } from 'zod';
import { INT4_MAX, KEYWORD_MAX, MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { anything, areaCode, bodyId, get, pagination, post, qBool, qId, qInt } from './shared.ts';

/** The buyer-company list (famous-enterprise purchasing), docs/product/platform-calls.md#platform-calls-and-headers memberPurchaseList/-Main. */
export const BuyerShopListQuery = z.object({
  current: pagination.current,
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(5),
  /** The shop's region. */
  provinceCode: areaCode().optional(),
  cityCode: areaCode().optional(),
  /** Shops trading in this category (a top category takes in its sub-categories). */
  categoryId: qId().optional(),
  /** Contained in the company name. */
  memberName: z.string().trim().max(KEYWORD_MAX).optional(),
  /** Most items published in the last 30 days first. */
  activeStores: qBool().optional(),
  /** Only shops that joined in the last 90 days, newest first. */
  newJoin: qBool().optional(),
});
export type BuyerShopListQuery = z.input<typeof BuyerShopListQuery>;

/**
 * A shop by its id, or with id 0 (/shopIndex/0) by its buyer's memberId and roleId: 432006 without
 * them. Every parameter given must match the shop, else 404.
 */
export const ShopQuery = z.object({
  id: qInt().min(0).max(INT4_MAX).default(0),
  memberId: qId().optional(),
  roleId: qId().optional(),
});
export type ShopQuery = z.input<typeof ShopQuery>;

export const shopApi = {
  buyerShop: {
    /** The buyer-company list. */
    list: get('/template/web/memberPurchaseWeb/memberPurchaseList', BuyerShopListQuery, s.page(s.BuyerShopCard)),
    /** The same list as the famous-enterprise page asks for it: same query, same answer. */
    main: get('/template/web/memberPurchaseWeb/memberPurchaseMain', BuyerShopListQuery, s.page(s.BuyerShopCard)),
    /** Top 10 by items published in the last 30 days; first is TOP1. */
    active: get('/template/web/memberPurchaseWeb/activeMemberPurchase', anything, z.array(s.ActivePurchaser)),
    /** The 10 shops that joined last, newest first. */
    newest: get('/template/web/memberPurchaseWeb/newAddMemberPurchase', anything, z.array(s.NewlyJoinedShop)),
    /** One shop (ShopQuery); collectStatus is the caller's. 404 if unknown. */
    detail: get('/template/web/memberPurchaseWeb/findByMemberIdAndRoleId', ShopQuery, s.Shop),
    /** Keeps (status true) or drops (false) the shop among the caller's favourites (login; 404 if unknown). */
    collect: post('/template/web/memberPurchaseWeb/collect', z.object({ shopId: bodyId(), status: z.boolean() }), s.ShopCollectResult),
    /** A buyer's figures for the detail pages' right rail; 404 for a member without a shop. */
    statistics: get('/template/web/memberPurchaseWeb/statistics', z.object({ memberId: qId(), roleId: qId() }), s.BuyerStatistics),
  },
  /** A supplier's application to be warehoused by a buyer (docs/product/rules.md#roles-and-permissions). */
  supplierApplication: {
    /**
     * Whether the shop layout offers the apply link, and where it leads; the buyer is the shop's
     * (upperMemberId, upperRoleId: 404 when no shop is theirs). shopType is the portal's, unused.
     */
    condition: get(
      '/member/ability/info/apply/condition',
      z.object({ upperMemberId: qId(), upperRoleId: qId(), shopType: qInt().min(1).max(INT4_MAX).optional() }),
      s.SupplierApplicationStatus,
    ),
  },
} as const;
