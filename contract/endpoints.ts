// Every /api call of SPEC.md §7 that the portal makes: method, path, query, body and answer data.
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

// Query strings arrive as text; these read them into numbers and flags.
export const qInt = () => z.coerce.number<number | string>().int();
export const qBool = () =>
  z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');
/** 'YYYY-MM-DD HH:mm:ss' (SPEC.md §4: start '{date} 00:00:00', end '{date} 23:59:59'), Beijing time. */
export const qDateTime = () => z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'YYYY-MM-DD HH:mm:ss');
const areaCode = () => z.string().regex(/^\d{6}$/, 'six-digit GB/T 2260 code');

export const MAX_PAGE_SIZE = 100;
export const pagination = {
  current: qInt().min(1).default(1),
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(12),
};

/** The common query of the inquiry, bidding and tender lists. */
export const SourcingListQuery = z.object({
  ...pagination,
  startTime: qDateTime().optional(),
  endTime: qDateTime().optional(),
  provinceCode: areaCode().optional(),
  cityCode: areaCode().optional(),
  /** Category id (the reduced category key). */
  category: qInt().min(1).optional(),
  /** 1: only items whose deadline has not passed. */
  overdue: z.enum(['0', '1']).optional(),
  /** 1 sold, 2 credit, 3 publish time high→low, 4 publish time low→high. */
  orderType: qInt().min(1).max(4).optional(),
  ids: z.string().regex(/^\d+(,\d+)*$/).optional(),
  keyword: z.string().trim().max(100).optional(),
  /** Shop-scoped lists: the publishing buyer. */
  memberId: qInt().min(1).optional(),
  memberRoleId: qInt().min(1).optional(),
});
export type SourcingListQuery = z.input<typeof SourcingListQuery>;

export const NoticeListQuery = z.object({
  ...pagination,
  type: qInt().min(1).max(3).optional(),
  createTime: z.enum(['ASC', 'DESC']).optional(),
  startTime: qDateTime().optional(),
  endTime: qDateTime().optional(),
  memberId: qInt().min(1).optional(),
  roleId: qInt().min(1).optional(),
  currMemberId: qInt().min(1).optional(),
  aboutUs: qBool().optional(),
  name: z.string().trim().max(100).optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

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
  },
  app: {
    downloadLink: get('/manage/appDownloadLink/find', none, s.AppDownloadLink.nullable()),
  },
  health: get('/manage/health', none, s.Health),
  notice: {
    list: get('/purchase/purchase/notice/list', NoticeListQuery, s.page(s.Notice)),
  },
  inquiry: {
    list: get('/purchase/purchase/inquiry/search/source/list', SourcingListQuery, s.page(s.InquiryListItem)),
    /** Whether the caller's lifecycle stage with the buyer (memberId, roleId) allows acting. */
    checkLifecycle: post(
      '/purchase/purchase/inquiry/check/member/lifecycle/rule/setting',
      z.object({ memberId: z.number().int().min(1), roleId: z.number().int().min(1), lifeCycleStageRuleId: z.literal(1) }),
      z.boolean(),
    ),
  },
  bidding: {
    list: get('/purchase/bidding/search/source/list', SourcingListQuery, s.page(s.BiddingListItem)),
  },
  tender: {
    listMall: get('/purchase/inviteTender/getInviteTenderListByEnterpriseWeb', SourcingListQuery, s.page(s.TenderListItem)),
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

/** Names of the request headers of SPEC.md §7 (HTTP header names are case-insensitive). */
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
