// Shops and buyer companies: the company list's cards, the active and newest purchasers, a buyer's
// shop, its favourite state and figures, and a supplier's application to it (docs/product/entities.md#shops-and-buyer-companies).
import { z } from 'zod';
import { epochMs, int } from './shared.ts';

/** Tier label of a buyer's level: one to five stars within a tier (docs/product/entities.md#shops-and-buyer-companies). */
export const LevelTier = z.enum(['bronze', 'silver', 'gold', 'diamond']);
export type LevelTier = z.infer<typeof LevelTier>;

/** A card of the buyer-company list (docs/product/entities.md#shops-and-buyer-companies); id is the shop's. */
export const BuyerShopCard = z.object({
  id: int(),
  memberId: int(),
  roleId: int(),
  memberName: z.string(),
  logo: z.string(),
  levelTag: z.object({ star: int(), tier: LevelTier }),
  /** "广东省/广州市"; a municipality once ("上海市"); '' when the shop has no region. */
  areas: z.string(),
  /** The shop's categories, joined with '、'. */
  mainCategory: z.string(),
  creditPoint: int(),
  /** Satisfaction, 0 to 5 in steps of 0.1. */
  avgTradeCommentStar: z.number(),
  /** Total purchase amount in yuan (cards show it in ten thousands). */
  purchaseAmount: z.number(),
  inquiryNum: int(),
  inviteTenderNum: int(),
  biddingNum: int(),
  /** When the shop joined the mall. */
  createTime: epochMs(),
});
export type BuyerShopCard = z.infer<typeof BuyerShopCard>;

/** One line of the active purchasers' top list; first is TOP1. */
export const ActivePurchaser = z.object({
  memberShopId: int(),
  memberId: int(),
  roleId: int(),
  memberName: z.string(),
  memberLogo: z.string(),
  /** Items published in the last 30 days: what the ranking counts. */
  activity: int(),
});
export type ActivePurchaser = z.infer<typeof ActivePurchaser>;

/** One line of the newest joined shops; id is the shop's. */
export const NewlyJoinedShop = z.object({ id: int(), memberName: z.string(), areas: z.string(), createTime: epochMs() });
export type NewlyJoinedShop = z.infer<typeof NewlyJoinedShop>;

// ── Shops (docs/product.md#shop-layout, "Shop home") ──

/** One picture of a shop's slideshow. */
export const Slide = z.object({ imgPath: z.string(), link: z.string() });
export type Slide = z.infer<typeof Slide>;

/** 'self': a self-run shop, with its own category tree and adverts (memberId + memberRoleId calls). */
export const ShopType = z.enum(['enterprise', 'self']);
export type ShopType = z.infer<typeof ShopType>;

/** A buyer's shop (docs/product/entities.md#shops-and-buyer-companies): the shop layout's card and popover, shop home, about us. */
export const Shop = z.object({
  id: int(),
  memberId: int(),
  roleId: int(),
  type: ShopType,
  memberName: z.string(),
  logo: z.string(),
  /** The shop card's banner (944×288). */
  banner: z.string(),
  creditPoint: int(),
  /** Real-name authenticated. */
  status: z.boolean(),
  /** In ten thousand yuan. */
  registeredCapital: z.number(),
  establishmentDate: epochMs().nullable(),
  /** Whole years since establishment, by the platform's clock; 0 without a date. */
  registerYears: int(),
  /** The region the company is registered in, as `areas` writes it. */
  registerArea: z.string(),
  /** "广东省/广州市"; a municipality once; '' without a region (as on the company card). */
  areas: z.string(),
  provinceName: z.string(),
  cityName: z.string(),
  /** Satisfaction, 0 to 5 in steps of 0.1. */
  avgTradeCommentStar: z.number(),
  inquiryNum: int(),
  inviteTenderNum: int(),
  biddingNum: int(),
  /** Purchases concluded: the award notices the buyer published. */
  purchaseNum: int(),
  /** Total purchase amount in yuan. */
  purchaseAmount: z.number(),
  describe: z.string(),
  /** The shop's categories, joined with '、'. */
  mainCategory: z.string(),
  /** Shop home shows up to 4. */
  companyPics: z.array(z.string()),
  honorPics: z.array(z.string()),
  advertPics: z.array(z.string()),
  /** The company album (about us #album). */
  albumPics: z.array(z.string()),
  slideshowBOList: z.array(Slide),
  /** A page to embed in a sandboxed frame (about us #propaganda); null: the shop has none. */
  albumUrl: z.string().nullable(),
  /** Whether the caller keeps the shop among its favourites; false for a visitor. */
  collectStatus: z.boolean(),
});
export type Shop = z.infer<typeof Shop>;

/** The caller's favourite state of a shop after a collect call. */
export const ShopCollectResult = z.object({ shopId: int(), collectStatus: z.boolean() });
export type ShopCollectResult = z.infer<typeof ShopCollectResult>;

/** The detail pages' right rail (docs/product/entities.md#shops-and-buyer-companies); amounts in yuan. */
export const BuyerStatistics = z.object({
  shopId: int(),
  memberId: int(),
  roleId: int(),
  memberName: z.string(),
  creditPoint: int(),
  inquiryNum: int(),
  inviteTenderNum: int(),
  biddingNum: int(),
  purchaseAmount: z.number(),
});
export type BuyerStatistics = z.infer<typeof BuyerStatistics>;

/** Where a supplier's application to a buyer stands; 'notApplied' until it applies. */
export const SupplierApplicationState = z.enum(['notApplied', 'pending', 'admitted', 'rejected']);
export type SupplierApplicationState = z.infer<typeof SupplierApplicationState>;

/**
 * The shop layout's 'apply to become a warehoused supplier' link (docs/product/entities.md#entities-and-fields, #roles-and-permissions). show false: no link (a visitor, a buyer, a member without a role). With validateId
 * the link opens that application; without, the apply page for the shop's buyer. value and
 * validateId are null when show is false.
 */
export const SupplierApplicationStatus = z.object({
  show: z.boolean(),
  value: SupplierApplicationState.nullable(),
  validateId: int().nullable(),
});
export type SupplierApplicationStatus = z.infer<typeof SupplierApplicationStatus>;
