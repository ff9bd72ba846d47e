// The sourcing calls: the inquiry, tender and competitive-bid lists with their shared query, the
// detail pages, and the lifecycle check before a supplier acts on an inquiry.
import { z } from 'zod';
import { INT4_MAX, KEYWORD_MAX, MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import {
  areaCode,
  get,
  pagination,
  post,
  qAmount,
  qAttributeFilter,
  qBool,
  qDateTime,
  qId,
  qIdList,
  qInt,
  qPriceTypes,
  rangesInOrder,
} from './shared.ts';

/**
 * The fields of the inquiry, bidding and tender lists' query (docs/product/entities.md#favourite-filters-and-filter-parameters).
 * Parameters not named here are dropped, not refused: the portal sends its page's own ones too.
 * SourcingListQuery adds the checks across fields; extend this one.
 */
export const SourcingListFields = z.object({
  ...pagination,
  /** Publish time range. An end before the start is no error (docs/product/rules.md#validation-rules): it matches nothing. */
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
  /** Contained in the title, the number or a material's name, any language, case-insensitive (decision 004). */
  keyword: z.string().trim().max(KEYWORD_MAX).optional(),
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

/** The tender lists' query: the sourcing lists' and the tenders in one phase by the platform's clock (platform/tender/windows.ts). */
export const TenderListQuery = SourcingListFields.extend({ phase: s.TenderPhase.optional() }).superRefine(
  rangesInOrder(['min', 'max'], ['minPoint', 'maxPoint']),
);
export type TenderListQuery = z.input<typeof TenderListQuery>;

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

export const sourcingApi = {
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
    listMall: get('/purchase/inviteTender/getInviteTenderListByEnterpriseWeb', TenderListQuery, s.page(s.TenderListItem)),
    /** One buyer's tenders (its published ones, never its drafts): memberId and memberRoleId are required (432006 without them). */
    listShop: get('/purchase/inviteTender/getInviteTenderListByDoorWeb', TenderListQuery, s.page(s.TenderListItem)),
    /** The tender detail; 404 if unknown. */
    details: get('/purchase/inviteTender/getInviteTenderByWeb', z.object({ inviteTenderId: qId() }), s.TenderDetail),
  },
} as const;
