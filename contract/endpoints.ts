// Every /api call of docs/product.md#platform-calls-and-headers that the portal makes: method, path, query, body and answer data.
// The platform registers its routes from these and validates requests with them (1102 on
// failure); the BFF calls them by name and validates each answer's data with them.
import { z } from 'zod';
import * as s from './schemas.ts';

export type Endpoint<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  path: string;
  query: Q;
  body: B;
  data: D;
};

const none = z.object({}).strict();

function get<Q extends z.ZodType, D extends z.ZodType>(path: string, query: Q, data: D): Endpoint<Q, typeof none, D> {
  return { method: 'GET', path, query, body: none, data };
}
function post<B extends z.ZodType, D extends z.ZodType>(path: string, body: B, data: D): Endpoint<typeof none, B, D> {
  return { method: 'POST', path, query: none, body, data };
}

// Query strings arrive as text; these read them into numbers and flags. (The platform treats an
// empty parameter, "keyword=", as an absent one before these run.)
export const qInt = () => z.coerce.number<number | string>().int();
export const qBool = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** The largest PostgreSQL integer: no row has a larger id, and the database would refuse one. */
export const INT4_MAX = 2_147_483_647;
/** A row id. */
export const qId = () => qInt().min(1).max(INT4_MAX);
/** Money in yuan as numeric(14,2) holds it. */
export const MAX_AMOUNT = 999_999_999_999.99;
export const qAmount = () => z.coerce.number<number | string>().min(0).max(MAX_AMOUNT);

/** Whether 'YYYY-MM-DD HH:mm:ss' names a time that exists (no 2026-02-30, no 25:00:00). */
function isCalendarTime(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  );
}
/** 'YYYY-MM-DD HH:mm:ss' (docs/product.md#states-and-transitions: start '{date} 00:00:00', end '{date} 23:59:59'), Beijing time. */
export const qDateTime = () => z.string().refine(isCalendarTime, 'YYYY-MM-DD HH:mm:ss');
const areaCode = () => z.string().regex(/^\d{6}$/, 'six-digit GB/T 2260 code');

/** Sourcing types as the portal sends priceTypeList: "1", "1,3" or the parameter repeated. */
export const qPriceTypes = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
    .pipe(z.array(z.enum(['1', '2', '3'])).max(3))
    .transform((codes) => [...new Set(codes.map((code) => Number(code) as 1 | 2 | 3))]);

/** Comma-separated ids, e.g. "3,17,42": at most 100 of them. */
const qIdList = () =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'id,id,…')
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(INT4_MAX)).max(100));

export type AttributeGroup = { attributeId: number; valueIds: number[] };
/**
 * docs/product.md#states-and-transitions attr: "attributeId-valueId,valueId" groups joined by ';', e.g. "3-11,12;5-20". An
 * item matches when, for every group, one of its materials has one of the group's values.
 */
export const qAttributeFilter = () =>
  z
    .string()
    .max(500)
    .regex(/^\d{1,10}-\d{1,10}(,\d{1,10})*(;\d{1,10}-\d{1,10}(,\d{1,10})*)*$/, 'attributeId-valueId,valueId;…')
    .transform((text) =>
      text.split(';').map((group): AttributeGroup => {
        const [attributeId, valueIds] = group.split('-') as [string, string];
        return { attributeId: Number(attributeId), valueIds: valueIds.split(',').map(Number) };
      }),
    )
    .refine((groups) => groups.every((g) => g.attributeId <= INT4_MAX && g.valueIds.every((id) => id >= 1 && id <= INT4_MAX)), 'ids 1…2147483647');

/** Refuses a range whose lower end is above its upper end, with zod's own (translated) wording. */
function rangesInOrder(...pairs: Array<[low: string, high: string]>) {
  return (value: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const [low, high] of pairs) {
      const [from, to] = [value[low], value[high]];
      if (typeof from === 'number' && typeof to === 'number' && from > to) {
        context.addIssue({ code: 'too_small', origin: 'number', minimum: from, inclusive: true, input: to, path: [high] });
      }
    }
  };
}

export const MAX_PAGE_SIZE = 100;
export const pagination = {
  current: qInt().min(1).default(1),
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(12),
};

/**
 * The fields of the inquiry, bidding and tender lists' query (docs/product.md#favourite-filters-and-filter-parameters).
 * Parameters not named here are dropped, not refused: the portal sends its page's own ones too.
 * SourcingListQuery adds the checks across fields; extend this one.
 */
export const SourcingListFields = z.object({
  ...pagination,
  /** Publish time range. An end before the start is no error (docs/product.md#validation-rules): it matches nothing. */
  startTime: qDateTime().optional(),
  endTime: qDateTime().optional(),
  provinceCode: areaCode().optional(),
  cityCode: areaCode().optional(),
  /** Category id (the reduced category key); a top category takes in its sub-categories. */
  category: qId().optional(),
  /** 1: only items whose deadline has not passed. */
  overdue: z.enum(['0', '1']).optional(),
  /** 1 sold, 2 credit, 3 publish time high→low, 4 publish time low→high; sortCredit/sortTime win. */
  orderType: qInt().min(1).max(4).optional(),
  ids: qIdList().optional(),
  /** Contained in the title or number, any language, case-insensitive. */
  keyword: z.string().trim().max(100).optional(),
  /** Shop-scoped lists: the publishing buyer. */
  memberId: qId().optional(),
  memberRoleId: qId().optional(),
  /** Shop-scoped lists: a category of the shop's own tree (a top one takes in its sub-categories). */
  memberCategory: qId().optional(),
  /** Leaves this item out: a detail page's recommendations are the buyer's other open items. */
  excludeId: qId().optional(),
  /** One of the item's materials is of this brand. */
  brandId: qId().optional(),
  attr: qAttributeFilter().optional(),
  /** The item's budgetAmount, yuan, inclusive. */
  min: qAmount().optional(),
  max: qAmount().optional(),
  /** The publishing buyer's credit points, inclusive. */
  minPoint: qInt().min(0).max(INT4_MAX).optional(),
  maxPoint: qInt().min(0).max(INT4_MAX).optional(),
  /** The buyer's credit: 1 high→low, 2 low→high (then by publish time). */
  sortCredit: qInt().min(1).max(2).optional(),
  /** Publish time: 1 newest first (the default), 2 oldest first. */
  sortTime: qInt().min(1).max(2).optional(),
  /** 'Only related to me': items the caller published or took part in. Needs a login (else 1101). */
  aboutUs: qBool().optional(),
  /** The page's sourcing type and search tab: accepted so the portal may send them; the path decides. */
  priceTypeList: qPriceTypes().optional(),
  searchType: qInt().min(1).max(4).optional(),
});
export const SourcingListQuery = SourcingListFields.superRefine(rangesInOrder(['min', 'max'], ['minPoint', 'maxPoint']));
export type SourcingListQuery = z.input<typeof SourcingListQuery>;

export const NoticeListQuery = z.object({
  ...pagination,
  type: qInt().min(1).max(3).optional(),
  createTime: z.enum(['ASC', 'DESC']).optional(),
  startTime: qDateTime().optional(),
  endTime: qDateTime().optional(),
  memberId: qId().optional(),
  roleId: qId().optional(),
  /** Sent by the portal; 'about us' is decided by the session, never by this. */
  currMemberId: qId().optional(),
  /** Notices of items the caller published, took part in or was awarded. Needs a login (else 1101). */
  aboutUs: qBool().optional(),
  /** The page's search text (searchInp): contained in the notice's name. */
  name: z.string().trim().max(100).optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

/** The buyer-company list (famous-enterprise purchasing), docs/product.md#platform-calls-and-headers memberPurchaseList/-Main. */
export const BuyerShopListQuery = z.object({
  current: pagination.current,
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(5),
  /** The shop's region. */
  provinceCode: areaCode().optional(),
  cityCode: areaCode().optional(),
  /** Shops trading in this category (a top category takes in its sub-categories). */
  categoryId: qId().optional(),
  /** Contained in the company name. */
  memberName: z.string().trim().max(100).optional(),
  /** Most items published in the last 30 days first. */
  activeStores: qBool().optional(),
  /** Only shops that joined in the last 90 days, newest first. */
  newJoin: qBool().optional(),
});
export type BuyerShopListQuery = z.input<typeof BuyerShopListQuery>;

/** docs/product.md#constants-and-limits: the name of a favourite filter has at most this many characters. */
export const FAVOURITE_NAME_MAX = 6;

const bodyId = () => z.number().int().min(1).max(INT4_MAX);
/** A favourite filter to save: with id, the caller's own one is replaced. */
export const FavouriteFilterSave = z
  .object({
    id: bodyId().optional(),
    /** Required, at most FAVOURITE_NAME_MAX characters: the platform answers 43901/43902 (docs/product.md#validation-rules). */
    name: z.string().nullish(),
    customerCategoryId: bodyId().nullish(),
    brandId: bodyId().nullish(),
    priceType: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullish(),
    min: z.number().min(0).max(MAX_AMOUNT).nullish(),
    max: z.number().min(0).max(MAX_AMOUNT).nullish(),
    provinceCode: areaCode().nullish(),
    cityCode: areaCode().nullish(),
    customerAttributeList: z
      .array(z.object({ id: bodyId(), customerAttributeValueList: z.array(bodyId()).min(1).max(50) }))
      .max(20)
      .optional(),
    /** The list page's query string, kept as sent. */
    filterQuery: z.string().max(2000).optional(),
  })
  .superRefine(rangesInOrder(['min', 'max']));
export type FavouriteFilterSave = z.input<typeof FavouriteFilterSave>;

/**
 * A detail page's query (inquiry, competitive bid): the item's id and, when sent, its document
 * number, which must then be the item's. current and pageSize=1 are sent by the portal; one item
 * has no pages.
 */
export const SourcingDetailQuery = z.object({
  id: qId(),
  number: z.string().trim().max(64).optional(),
  current: qInt().min(1).optional(),
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).optional(),
});
export type SourcingDetailQuery = z.input<typeof SourcingDetailQuery>;

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

/** For calls without parameters that the portal may still decorate with its own. */
const anything = z.object({});

export const api = {
  site: {
    byHost: get('/manage/site/findByHost', z.object({ host: z.string().min(1).max(255) }), s.Site),
  },
  template: {
    findEnterpriseTemplate: get(
      '/template/web/pageTemplateWeb/findEnterpriseTemplate',
      z.object({ siteId: qInt().min(1), shopId: qInt().min(0).default(0) }),
      s.TemplateRef,
    ),
  },
  category: {
    enterpriseTree: get(
      '/template/web/categoryWeb/findEnterpriseCategoryTree',
      z.object({
        templateId: qInt().min(1).optional(),
        memberId: qInt().min(1).optional(),
        memberRoleId: qInt().min(1).optional(),
      }),
      z.array(s.CategoryNode),
    ),
  },
  advert: {
    /** columnType 4 banner, 5 small ad, 7 list banner. */
    platform: get(
      '/manage/contentAdvert/findAllByColumnType',
      z.object({ columnType: qInt().refine((v) => [4, 5, 7].includes(v), 'columnType is 4, 5 or 7') }),
      z.array(s.Advert),
    ),
    member: get(
      '/manage/memberAdvert/findAllByColumnType',
      z.object({
        columnType: qInt().refine((v) => [4, 5, 7].includes(v), 'columnType is 4, 5 or 7'),
        memberId: qInt().min(1),
        memberRoleId: qInt().min(1),
      }),
      z.array(s.Advert),
    ),
  },
  area: {
    cityByIp: get('/manage/area/findCityByIP', none, s.CityByIp),
    provinceCity: get('/manage/area/findProvinceCity', none, z.array(s.Province)),
    /**
     * The lists' use-area filter: the provinces items deliver to, each with the cities named in
     * those areas (a whole-province area names none); of one buyer's items with memberId and
     * memberRoleId, of some sourcing types with priceTypeList (all by default). Items that deliver
     * anywhere add nothing: they match every area.
     */
    useAreas: get(
      '/manage/area/useAreaList',
      z.object({ memberId: qId().optional(), memberRoleId: qId().optional(), priceTypeList: qPriceTypes().optional() }),
      z.array(s.Province),
    ),
  },
  app: {
    downloadLink: get('/manage/appDownloadLink/find', none, s.AppDownloadLink.nullable()),
  },
  health: get('/manage/health', none, s.Health),
  notice: {
    list: get('/purchase/purchase/notice/list', NoticeListQuery, s.page(s.Notice)),
    /** The publicity detail; an unknown id answers 404. */
    details: get('/purchase/purchase/notice/details', z.object({ id: qId() }), s.NoticeDetail),
    /** The bid-result page of an award notice (id: the notice's, as details' bidResultId); 404 if unknown. */
    bidResult: get('/purchase/purchase/notice/bidResult', z.object({ id: qId() }), s.BidResult),
  },
  inquiry: {
    list: get('/purchase/purchase/inquiry/search/source/list', SourcingListQuery, s.page(s.InquiryListItem)),
    /** The inquiry detail with the quotes the caller may see (decision 006); 404 if unknown. */
    details: get('/purchase/purchase/inquiry/home/details', SourcingDetailQuery, s.InquiryDetail),
    /** Whether the caller's lifecycle stage with the buyer (memberId, roleId) allows acting. */
    checkLifecycle: post(
      '/purchase/purchase/inquiry/check/member/lifecycle/rule/setting',
      z.object({ memberId: z.number().int().min(1), roleId: z.number().int().min(1), lifeCycleStageRuleId: z.literal(1) }),
      z.boolean(),
    ),
  },
  bidding: {
    list: get('/purchase/bidding/search/source/list', SourcingListQuery, s.page(s.BiddingListItem)),
    /** The competitive-bid detail; 404 if unknown. */
    details: get('/purchase/bidding/details', SourcingDetailQuery, s.BiddingDetail),
  },
  tender: {
    listMall: get('/purchase/inviteTender/getInviteTenderListByEnterpriseWeb', SourcingListQuery, s.page(s.TenderListItem)),
    /** One buyer's tenders: memberId and memberRoleId are required (432006 without them). */
    listShop: get('/purchase/inviteTender/getInviteTenderListByDoorWeb', SourcingListQuery, s.page(s.TenderListItem)),
    /** The tender detail; 404 if unknown. */
    details: get('/purchase/inviteTender/getInviteTenderByWeb', z.object({ inviteTenderId: qId() }), s.TenderDetail),
  },
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
    collect: post(
      '/template/web/memberPurchaseWeb/collect',
      z.object({ shopId: bodyId(), status: z.boolean() }),
      s.ShopCollectResult,
    ),
    /** A buyer's figures for the detail pages' right rail; 404 for a member without a shop. */
    statistics: get('/template/web/memberPurchaseWeb/statistics', z.object({ memberId: qId(), roleId: qId() }), s.BuyerStatistics),
  },
  /** A supplier's application to be warehoused by a buyer (docs/product.md#roles-and-permissions). */
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
  search: {
    /** Brands of a category (a top category's own list), or every brand. */
    brands: get('/search/shop/enterprise/getBrand', z.object({ categoryId: qId().optional() }), z.array(s.Brand)),
    /** Attributes of a leaf category; [] for a top category. */
    attributes: get('/search/shop/enterprise/getAttributeByCategoryId', z.object({ categoryId: qId() }), z.array(s.Attribute)),
    /** The largest budgetAmount among items still open (of the given sourcing types; all by default); 0 if none. */
    maxPrice: get('/search/shop/store/getCommodityMaxPrice', z.object({ priceTypeList: qPriceTypes().optional() }), z.number()),
  },
  /** The caller's favourite filters (login; each user sees only their own: 401 for another's). */
  favouriteFilter: {
    get: get('/search/shop/oftenSelect/getOftenSelect', z.object({ id: qId() }), s.FavouriteFilter),
    /** Newest first. */
    list: get(
      '/search/shop/oftenSelect/getOftenSelectList',
      z.object({ current: pagination.current, pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(50) }),
      s.page(s.FavouriteFilter),
    ),
    save: post('/search/shop/oftenSelect/saveOrUpdateOftenSelect', FavouriteFilterSave, s.FavouriteFilter),
    remove: post('/search/shop/oftenSelect/deleteOftenSelect', z.object({ id: bodyId() }), z.null()),
  },
  member: {
    login: post(
      '/member/login',
      z.object({ account: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
      s.LoginResult,
    ),
    logout: post('/member/logout', z.object({}), z.null()),
    current: get('/member/current', none, s.SessionUser),
  },
} as const;

/** Names of the request headers of docs/product.md#platform-calls-and-headers (HTTP header names are case-insensitive). */
export const Header = {
  language: 'accept-language',
  userId: 'userid',
  token: 'token',
  memberId: 'memberid',
  roleId: 'roleid',
  shopId: 'shopid',
  source: 'source',
  environment: 'environment',
  siteId: 'siteid',
} as const;
