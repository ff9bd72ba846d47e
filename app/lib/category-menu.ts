// The category menu (docs/product.md#routes-and-layouts): what of the category tree it shows, and where a category links.
import type { Brand, CategoryNode } from '#contract/schemas.ts';
import { shopPrefix } from '#bff/url-state/shop-prefix.ts';

export { reduceCategoryKey } from '#bff/url-state/list-state.ts';

export const MENU_TOP_CATEGORIES = 5;
export const MENU_SUMMARY_CATEGORIES = 3;
export const MENU_BRANDS = 4;

export type CategoryMenuEntry = {
  category: CategoryNode;
  /** The first sub-categories, shown under the name. */
  summary: CategoryNode[];
  brands: Brand[];
};

export type CategoryMenuModel = { entries: CategoryMenuEntry[]; hasMore: boolean };

export function categoryMenu(tree: readonly CategoryNode[]): CategoryMenuModel {
  return {
    entries: tree.slice(0, MENU_TOP_CATEGORIES).map((category) => ({
      category,
      summary: category.children.slice(0, MENU_SUMMARY_CATEGORIES),
      brands: category.brandList.slice(0, MENU_BRANDS),
    })),
    hasMore: tree.length > MENU_TOP_CATEGORIES,
  };
}

function listOf(inShopIndex: boolean): string {
  return inShopIndex ? '/procurementSourcing' : '/purchaseInquiry';
}

/** A category's list: the mall's inquiries, or inside a shop index the shop's own sourcing list. */
export function categoryHref(key: string, shopId: string | number | null, inShopIndex = false): string {
  return `${shopPrefix(shopId)}${listOf(inShopIndex)}?priceTypeList=1&categoryKey=${encodeURIComponent(key)}`;
}

/** 'More categories': the list with every category, which inside a shop index is the shop's own (it stays in the shop). */
export function moreCategoriesHref(shopId: string | number | null, inShopIndex = false): string {
  return `${shopPrefix(shopId)}${listOf(inShopIndex)}${inShopIndex ? '' : '?priceTypeList=1'}`;
}
