// The entities of SPEC.md §3 as they travel on the wire. Times are epoch milliseconds; money is a
// number of currency units (yuan) with two decimals. Keep the wire's spellings (materiels, offter).
import { z } from 'zod';

export const int = () => z.number().int();
export const epochMs = () => z.number().int();

export const Brand = z.object({ id: int(), name: z.string(), logoUrl: z.string() });
export type Brand = z.infer<typeof Brand>;

export interface CategoryNode {
  id: number;
  /** Path of ids, e.g. "c3_c17"; reduced to "17" when used as a filter (SPEC.md §4). */
  key: string;
  title: string;
  brandList: Brand[];
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.object({
  id: int(),
  key: z.string(),
  title: z.string(),
  brandList: z.array(Brand),
  get children() {
    return z.array(CategoryNode);
  },
});

export const Advert = z.object({ id: int(), imageUrl: z.string(), title: z.string(), link: z.string() });
export type Advert = z.infer<typeof Advert>;

export const City = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type City = z.infer<typeof City>;

export const Province = z.object({
  provinceCode: z.string(),
  provinceName: z.string(),
  /** Directly-administered municipality (Beijing, Tianjin, Shanghai, Chongqing). */
  directlyAdministered: z.boolean(),
  cityList: z.array(z.object({ cityCode: z.string(), cityName: z.string() })),
});
export type Province = z.infer<typeof Province>;

export const CityByIp = z.object({
  provinceCode: z.string(),
  province: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
});
export type CityByIp = z.infer<typeof CityByIp>;

export const AppDownloadLink = z.object({ id: int(), name: z.string(), url: z.string(), qrCodeUrl: z.string() });
export type AppDownloadLink = z.infer<typeof AppDownloadLink>;

export const Site = z.object({
  id: int(),
  name: z.string(),
  logo: z.string(),
  siteUrl: z.string(),
  symbol: z.string(),
  language: z.string(),
  enableMultiTenancy: z.boolean(),
  /** The mall (shop of type 6, enterprise procurement portal) this site opens on. */
  mallId: int(),
});
export type Site = z.infer<typeof Site>;

export const TemplateRef = z.object({ id: int() });

/** 1 inquiry, 2 tender, 3 competitive bid (bidding). */
export const NoticeType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const Notice = z.object({
  id: int(),
  name: z.string(),
  content: z.string(),
  createTime: epochMs(),
  type: NoticeType,
});
export type Notice = z.infer<typeof Notice>;

export function page<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalCount: int() });
}
export type Page<T> = { data: T[]; totalCount: number };

/** What every list item carries about the caller's standing (false/0 for a visitor). */
const callerStanding = {
  canRegister: z.boolean(),
  isSubMember: z.boolean(),
  isMePublish: z.boolean(),
  memberId: int(),
  memberRoleId: int(),
  memberName: z.string(),
};

/** Remaining time until the item's deadline, from the platform's clock; all 0 once ended. */
const remaining = { days: int(), hours: int(), minutes: int() };

export const Materiel = z.object({
  number: z.string(),
  name: z.string(),
  model: z.string(),
  category: z.string(),
  brand: z.string(),
  unit: z.string(),
  purchaseCount: z.number(),
});
export type Materiel = z.infer<typeof Materiel>;

export const InquiryListItem = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  /** Number of material kinds. */
  count: int(),
  ...remaining,
  category: z.string(),
  address: z.string(),
  deliveryTime: epochMs(),
  offerEndTime: epochMs(),
  areas: z.string(),
  createTime: epochMs(),
  /** The buyer's estimate of the whole purchase (yuan): what the price filter compares. */
  budgetAmount: z.number(),
  memberIntegral: int(),
  quoteCount: int(),
  /** Count of the caller's quotes (>0 means already quoted). */
  isRegister: int(),
  isSignUp: int(),
  ...callerStanding,
});
export type InquiryListItem = z.infer<typeof InquiryListItem>;

export const TenderListItem = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  categoryName: z.string(),
  deliverAddress: z.string(),
  hopeDate: epochMs(),
  inviteTenderAreaList: z.array(z.object({ provinceName: z.string(), cityName: z.string() })),
  inviteTenderMaterielCount: int(),
  ...remaining,
  registerStartTime: epochMs(),
  registerEndTime: epochMs(),
  creditScore: int(),
  createTime: epochMs(),
  /** The buyer's estimate of the whole purchase (yuan): what the price filter compares. */
  budgetAmount: z.number(),
  /** Count of the caller's registrations (>0 means already signed up). */
  isRegister: int(),
  turn: int(),
  materielList: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      type: z.string(),
      categoryName: z.string(),
      brandName: z.string(),
      count: z.number(),
    }),
  ),
  ...callerStanding,
});
export type TenderListItem = z.infer<typeof TenderListItem>;

export const BiddingListItem = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  count: int(),
  ...remaining,
  category: z.string(),
  address: z.string(),
  deliveryTime: epochMs(),
  areas: z.string(),
  createTime: epochMs(),
  /** The buyer's estimate of the whole purchase (yuan): what the price filter compares. */
  budgetAmount: z.number(),
  /** Count of the caller's sign-ups (>0 means already signed up). */
  isSignUp: int(),
  quoteCount: int(),
  turn: int(),
  materiels: z.array(Materiel),
  ...callerStanding,
});
export type BiddingListItem = z.infer<typeof BiddingListItem>;

export const MemberRole = z.object({
  memberRoleId: int(),
  roleName: z.string(),
  /** 1 supplier, 2 buyer. */
  memberRoleType: z.union([z.literal(1), z.literal(2)]),
});

/** The logged-in user as the layout shows it (SPEC.md §3 "Logged-in user"). */
export const SessionUser = z.object({
  userId: int(),
  memberId: int(),
  memberRoleId: int(),
  roleId: int(),
  /** 1 supplier, 2 buyer, null: the member has no role yet. */
  memberRoleType: z.union([z.literal(1), z.literal(2)]).nullable(),
  name: z.string(),
  logo: z.string(),
  creditPoint: int(),
  /** Level tier 1 to 3. */
  levelTag: int(),
  roles: z.array(MemberRole),
});
export type SessionUser = z.infer<typeof SessionUser>;

export const LoginResult = SessionUser.extend({ token: z.string(), expiresAt: epochMs() });
export type LoginResult = z.infer<typeof LoginResult>;

export const Health = z.object({ status: z.literal('up'), database: z.boolean(), time: epochMs() });

// ── The list filter panel (SPEC.md §2 "List filter panel and toolbar") ─────────────────────

/** An attribute of a leaf category and its values (SPEC.md §3 "Attribute"). */
export const Attribute = z.object({
  id: int(),
  name: z.string(),
  attributeValueList: z.array(z.object({ id: int(), value: z.string() })),
});
export type Attribute = z.infer<typeof Attribute>;

/** Tier label of a buyer's level: one to five stars within a tier (SPEC.md §3 "Buyer company card"). */
export const LevelTier = z.enum(['bronze', 'silver', 'gold', 'diamond']);
export type LevelTier = z.infer<typeof LevelTier>;

/** A card of the buyer-company list (SPEC.md §3 "Buyer company card"); id is the shop's. */
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

/** Sourcing type: 1 inquiry, 2 tender, 3 competitive bid (the lists' priceTypeList). */
export const PriceType = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** One attribute of a favourite filter and the values ticked (the attr filter's group). */
export const CustomerAttribute = z.object({ id: int(), customerAttributeValueList: z.array(int()) });
export type CustomerAttribute = z.infer<typeof CustomerAttribute>;

/** The filter a favourite keeps (SPEC.md §3 "Favourite filter"); names as the platform has them. */
export const FavouriteFilterFields = z.object({
  customerCategoryId: int().nullable(),
  customerCategoryName: z.string().nullable(),
  brandId: int().nullable(),
  brandName: z.string().nullable(),
  priceType: PriceType.nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  provinceCode: z.string().nullable(),
  provinceName: z.string().nullable(),
  cityCode: z.string().nullable(),
  cityName: z.string().nullable(),
  customerAttributeList: z.array(CustomerAttribute),
});
export type FavouriteFilterFields = z.infer<typeof FavouriteFilterFields>;

export const FavouriteFilter = FavouriteFilterFields.extend({
  id: int(),
  name: z.string(),
  /** The list page's query string as saved, e.g. "priceTypeList=1&categoryKey=c3_c17&attr=3-11". */
  filterQuery: z.string(),
  createTime: epochMs(),
  updateTime: epochMs(),
});
export type FavouriteFilter = z.infer<typeof FavouriteFilter>;
