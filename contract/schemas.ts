// The entities of docs/product.md#entities-and-fields as they travel on the wire. Times are epoch milliseconds; money is a
// number of currency units (yuan) with two decimals. Keep the wire's spellings (materiels, offter).
import { z } from 'zod';

export const int = () => z.number().int();
export const epochMs = () => z.number().int();

export const Brand = z.object({ id: int(), name: z.string(), logoUrl: z.string() });
export type Brand = z.infer<typeof Brand>;

export interface CategoryNode {
  id: number;
  /** Path of ids, e.g. "c3_c17"; reduced to "17" when used as a filter (docs/product.md#states-and-transitions). */
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
  /** The materials table of the shop list's expandable row. */
  materiels: z.array(Materiel),
  ...callerStanding,
});
export type InquiryListItem = z.infer<typeof InquiryListItem>;

/** A material of a tender as its lists and detail name the fields. */
export const TenderMateriel = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string(),
  categoryName: z.string(),
  brandName: z.string(),
  count: z.number(),
});
export type TenderMateriel = z.infer<typeof TenderMateriel>;

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
  /** Suppliers registered: the shop list row's 'quote count'. */
  quoteCount: int(),
  turn: int(),
  materielList: z.array(TenderMateriel),
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

/** The logged-in user as the layout shows it (docs/product.md#users-sites-and-the-catalogue). */
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

// ── The list filter panel (docs/product.md#list-filter-panel-and-toolbar) ─────────────────────

/** An attribute of a leaf category and its values (docs/product.md#users-sites-and-the-catalogue). */
export const Attribute = z.object({
  id: int(),
  name: z.string(),
  attributeValueList: z.array(z.object({ id: int(), value: z.string() })),
});
export type Attribute = z.infer<typeof Attribute>;

/** Tier label of a buyer's level: one to five stars within a tier (docs/product.md#shops-and-buyer-companies). */
export const LevelTier = z.enum(['bronze', 'silver', 'gold', 'diamond']);
export type LevelTier = z.infer<typeof LevelTier>;

/** A card of the buyer-company list (docs/product.md#shops-and-buyer-companies); id is the shop's. */
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

/** The filter a favourite keeps (docs/product.md#favourite-filters-and-filter-parameters); names as the platform has them. */
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

// ── Shops and detail pages (docs/product.md#shop-layout, "Shop home", "Detail pages", "Bid-result page") ──

/** An attached file; the platform serves `url` (/files/…), the portal proxies it. */
export const Attachment = z.object({ name: z.string(), url: z.string() });
export type Attachment = z.infer<typeof Attachment>;

/** One picture of a shop's slideshow. */
export const Slide = z.object({ imgPath: z.string(), link: z.string() });
export type Slide = z.infer<typeof Slide>;

/** 'self': a self-run shop, with its own category tree and adverts (memberId + memberRoleId calls). */
export const ShopType = z.enum(['enterprise', 'self']);
export type ShopType = z.infer<typeof ShopType>;

/** A buyer's shop (docs/product.md#shops-and-buyer-companies): the shop layout's card and popover, shop home, about us. */
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

/** The detail pages' right rail (docs/product.md#shops-and-buyer-companies); amounts in yuan. */
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
 * The shop layout's 'apply to become a warehoused supplier' link (docs/product.md#entities-and-fields, #roles-and-permissions). show false: no link (a visitor, a buyer, a member without a role). With validateId
 * the link opens that application; without, the apply page for the shop's buyer. value and
 * validateId are null when show is false.
 */
export const SupplierApplicationStatus = z.object({
  show: z.boolean(),
  value: SupplierApplicationState.nullable(),
  validateId: int().nullable(),
});
export type SupplierApplicationStatus = z.infer<typeof SupplierApplicationStatus>;

/** A material of an inquiry or competitive bid with its files. */
export const MaterielWithFiles = Materiel.extend({ urls: z.array(Attachment) });
export type MaterielWithFiles = z.infer<typeof MaterielWithFiles>;

/** A quote on an inquiry: an answer holds only the quotes its caller may see (decision 006). */
export const InquiryQuote = z.object({
  id: int(),
  memberId: int(),
  memberRoleId: int(),
  memberName: z.string(),
  totalAmount: z.number(),
  createTime: epochMs(),
});
export type InquiryQuote = z.infer<typeof InquiryQuote>;

/** The purchase terms of an inquiry's and a competitive bid's requirements sections. */
const purchaseTerms = {
  offer: z.string(),
  paymentType: z.string(),
  taxes: z.string(),
  logistics: z.string(),
  packRequire: z.string(),
  otherRequire: z.string(),
};

/** The award notice of an ended item, when published: its bid-result page and publicity detail. */
const bidResultLink = { bidResultId: int().nullable() };

/** docs/product.md#inquiry-fields; memberName is the buyer's. */
export const InquiryDetail = z.object({
  id: int(),
  purchaseInquiryNo: z.string(),
  details: z.string(),
  category: z.string(),
  /** 1 fixed purchase amount (the contract cannot exceed it), 2 not fixed. */
  purchaseType: z.union([z.literal(1), z.literal(2)]),
  /** 1 sealed: quote details only after unsealing; 2 open: visible right after quoting. */
  priceContrast: z.union([z.literal(1), z.literal(2)]),
  createTime: epochMs(),
  isAllArea: z.boolean(),
  /** "广东省/广州市, 北京市"; "全国" when isAllArea. */
  areas: z.string(),
  materiels: z.array(MaterielWithFiles),
  deliveryTime: epochMs(),
  address: z.string(),
  offerEndTime: epochMs(),
  ...purchaseTerms,
  /** The inquiry's attachments (the wire's spelling). */
  transactionUurls: z.array(Attachment),
  budgetAmount: z.number(),
  /** Count of the caller's quotes (>0 means already quoted). */
  isRegister: int(),
  /** All quotes on the inquiry, whoever may see them. */
  quoteCount: int(),
  /** The quotes the caller may see: all for the publishing buyer; see decision 006. */
  quotes: z.array(InquiryQuote),
  ...bidResultLink,
  ...remaining,
  ...callerStanding,
});
export type InquiryDetail = z.infer<typeof InquiryDetail>;

/** docs/product.md#competitive-bid-fields (a competitive bid). */
export const BiddingDetail = z.object({
  id: int(),
  biddingNo: z.string(),
  details: z.string(),
  category: z.string(),
  createMemberName: z.string(),
  createMemberId: int(),
  createMemberRoleId: int(),
  createTime: epochMs(),
  /** Delivery is limited to `areas`; false: anywhere ("全国"). */
  isAreas: z.boolean(),
  areas: z.string(),
  materiels: z.array(MaterielWithFiles),
  biddingStartTime: epochMs(),
  biddingEndTime: epochMs(),
  startingPrice: z.number(),
  /** The minimum step between a new bid and the lowest one. */
  minPrice: z.number(),
  /** How many bids one supplier may place. */
  allowPurchaseCount: int(),
  startSignUp: epochMs(),
  endSignUp: epochMs(),
  demand: z.string(),
  demandUrls: z.array(Attachment),
  /** Delivery date. */
  deliver: epochMs(),
  address: z.string(),
  ...purchaseTerms,
  urls: z.array(Attachment),
  budgetAmount: z.number(),
  /** Count of the caller's sign-ups (>0 means already signed up). */
  isSignUp: int(),
  /** Bids placed so far. */
  quoteCount: int(),
  turn: int(),
  ...bidResultLink,
  ...remaining,
  canRegister: z.boolean(),
  isSubMember: z.boolean(),
  isMePublish: z.boolean(),
});
export type BiddingDetail = z.infer<typeof BiddingDetail>;

export const TenderMaterielWithFiles = TenderMateriel.extend({ urls: z.array(Attachment) });
export type TenderMaterielWithFiles = z.infer<typeof TenderMaterielWithFiles>;

/** docs/product.md#tender-fields; memberName is the buyer's. */
export const TenderDetail = z.object({
  id: int(),
  code: z.string(),
  projectName: z.string(),
  categoryName: z.string(),
  createTime: epochMs(),
  isAllArea: z.boolean(),
  /** Empty when isAllArea. */
  inviteTenderAreaList: z.array(z.object({ provinceName: z.string(), cityName: z.string() })),
  materielList: z.array(TenderMaterielWithFiles),
  deliverAddress: z.string(),
  inviteTenderStartTime: epochMs(),
  inviteTenderEndTime: epochMs(),
  openTenderTime: epochMs(),
  hopeDate: epochMs(),
  inviteTenderRequirement: z.string(),
  inviteTenderFile: z.array(Attachment),
  registerStartTime: epochMs(),
  /** The countdown's deadline. */
  registerEndTime: epochMs(),
  registerRequirement: z.string(),
  registerFile: z.array(Attachment),
  /** Qualification pre-check; its times are null without one. */
  isQualificationCheck: z.boolean(),
  preCheckStartTime: epochMs().nullable(),
  preCheckEndTime: epochMs().nullable(),
  preCheckRequirement: z.string(),
  preCheckFile: z.array(Attachment),
  payType: z.string(),
  deliverRequirement: z.string(),
  taxationRequirement: z.string(),
  logisticsRequirement: z.string(),
  packingRequirement: z.string(),
  otherRequirement: z.string(),
  budgetAmount: z.number(),
  /** Count of the caller's registrations (>0 means already signed up). */
  isRegister: int(),
  /** Suppliers registered. */
  quoteCount: int(),
  turn: int(),
  ...bidResultLink,
  ...remaining,
  ...callerStanding,
});
export type TenderDetail = z.infer<typeof TenderDetail>;

/** A publicity notice in full: content keeps its line breaks and is plain text, never HTML. */
export const NoticeDetail = Notice.extend({
  memberId: int(),
  memberRoleId: int(),
  /** The inquiry, tender or competitive bid announced (by type), when known. */
  sourceId: int().nullable(),
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

/** docs/product.md#notices-and-bid-results: an award notice with its two attachment lists. */
export const BidResult = z.object({
  id: int(),
  name: z.string(),
  createTime: epochMs(),
  content: z.string(),
  winTenderAnnounceFile: z.array(Attachment),
  winTenderNoticeFile: z.array(Attachment),
});
export type BidResult = z.infer<typeof BidResult>;
