// The platform's query for a list page in a filter state (docs/product/entities.md#favourite-filters-and-filter-parameters, #platform-calls-and-headers):
// the state is already normalised (app/lib/list-filters.ts), so nothing here can earn a 1102.
import { PAGE_SIZE } from '#contract/constants.ts';
import type { BuyerShopListQuery, NoticeListQuery, SourcingListQuery } from '#contract/endpoints.ts';
import type { ListFilters, Reputation } from './url-state/list-state.ts';
import { publishTimeRange, serialiseAttr } from './url-state/list-write.ts';

/**
 * Reputation 1–4 as the platform sorts: credit high→low / low→high (sortCredit 1/2), publish time
 * high→low / low→high (sortTime 1/2). Without it, sortCreditPoint DESC/ASC is the credit sort.
 */
export function sortOf(reputation: Reputation | undefined, sortCreditPoint?: 'ASC' | 'DESC'): { sortCredit?: 1 | 2; sortTime?: 1 | 2 } {
  switch (reputation) {
    case 1:
      return { sortCredit: 1 };
    case 2:
      return { sortCredit: 2 };
    case 3:
      return { sortTime: 1 };
    case 4:
      return { sortTime: 2 };
  }
  if (sortCreditPoint) return { sortCredit: sortCreditPoint === 'DESC' ? 1 : 2 };
  return {};
}

/** 'Only related to me' needs a login; a visitor's URL may carry it, the platform never sees it then. */
function aboutUs(filters: ListFilters, signedIn: boolean): { aboutUs?: true } {
  return filters.aboutUs && signedIn ? { aboutUs: true } : {};
}

/** Where a sourcing list is: the mall's (12 a page), or one buyer's shop (10 a page, the shop's own categories). */
export type SourcingListScope = { signedIn: boolean; shop?: undefined } | { shop: { memberId: number; memberRoleId: number } };

/** The inquiry, tender and competitive-bid lists, in the mall or in a shop: one query for both. */
export function sourcingQuery(filters: ListFilters, scope: SourcingListScope): SourcingListQuery {
  const inShop = scope.shop !== undefined;
  return strip({
    current: filters.page,
    pageSize: inShop ? PAGE_SIZE.shopList : PAGE_SIZE.publicList,
    ...publishTimeRange(filters),
    provinceCode: filters.provinceCode,
    cityCode: filters.cityCode,
    // A shop's category menu is the buyer's own tree.
    ...(inShop ? { memberCategory: filters.categoryId } : { category: filters.categoryId }),
    overdue: filters.unexpired ? '1' : undefined,
    orderType: filters.orderType,
    ids: filters.ids?.join(','),
    keyword: filters.keyword,
    brandId: filters.brandId,
    attr: filters.attr?.length ? serialiseAttr(filters.attr) : undefined,
    min: filters.min,
    max: filters.max,
    minPoint: filters.minPoint,
    maxPoint: filters.maxPoint,
    ...sortOf(filters.reputation, filters.sortCreditPoint),
    ...(inShop ? scope.shop : aboutUs(filters, scope.signedIn)),
    searchType: filters.searchType,
  });
}

/**
 * The procurement publicity list (12 a page, newest first): searchInp is the notice's name. Inside a
 * shop (/procurementPublicityShop) only the notices of the shop's buyer.
 */
export function noticeQuery(filters: ListFilters, signedIn: boolean, shop?: { memberId: number; memberRoleId: number }): NoticeListQuery {
  return strip({
    current: filters.page,
    pageSize: PAGE_SIZE.noticeList,
    createTime: 'DESC',
    type: filters.priceType,
    ...publishTimeRange(filters),
    name: filters.searchInp,
    ...aboutUs(filters, signedIn),
    ...(shop ? { memberId: shop.memberId, roleId: shop.memberRoleId } : {}),
  });
}

/** The buyer-company list (5 a page): the keyword is the company name. */
export function buyerShopQuery(filters: ListFilters): BuyerShopListQuery {
  return strip({
    current: filters.page,
    pageSize: PAGE_SIZE.buyerShopList,
    provinceCode: filters.provinceCode,
    cityCode: filters.cityCode,
    categoryId: filters.categoryId,
    memberName: filters.keyword,
    activeStores: filters.activeStores,
    newJoin: filters.newJoin,
  });
}

function strip<T extends Record<string, unknown>>(query: T): T {
  for (const key of Object.keys(query)) if (query[key] === undefined) delete query[key];
  return query;
}
