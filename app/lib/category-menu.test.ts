import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '#contract/schemas.ts';
import { categoryHref, categoryMenu, moreCategoriesHref, reduceCategoryKey } from './category-menu.ts';

function node(id: number, children: CategoryNode[] = [], brands = 0): CategoryNode {
  return {
    id,
    key: `c${id}`,
    title: `Category ${id}`,
    children,
    brandList: Array.from({ length: brands }, (_, i) => ({ id: i + 1, name: `Brand ${i + 1}`, logoUrl: `/b${i + 1}.png` })),
  };
}

describe('the category menu', () => {
  it('shows the first five top categories and offers more when there are over five', () => {
    const menu = categoryMenu([1, 2, 3, 4, 5, 6].map((id) => node(id)));
    expect(menu.entries.map((e) => e.category.id)).toEqual([1, 2, 3, 4, 5]);
    expect(menu.hasMore).toBe(true);
  });

  it('offers no "more categories" entry at exactly five', () => {
    const menu = categoryMenu([1, 2, 3, 4, 5].map((id) => node(id)));
    expect(menu.entries).toHaveLength(5);
    expect(menu.hasMore).toBe(false);
  });

  it('summarises a category by its first three sub-categories and up to four brand logos', () => {
    const [entry] = categoryMenu([node(1, [node(11), node(12), node(13), node(14)], 6)]).entries;
    expect(entry!.summary.map((c) => c.id)).toEqual([11, 12, 13]);
    expect(entry!.brands.map((b) => b.id)).toEqual([1, 2, 3, 4]);
  });

  it('copes with an empty tree and with categories without children or brands', () => {
    expect(categoryMenu([])).toEqual({ entries: [], hasMore: false });
    const [entry] = categoryMenu([node(1)]).entries;
    expect(entry!.summary).toEqual([]);
    expect(entry!.brands).toEqual([]);
  });
});

describe('category keys', () => {
  it('reduce to the last underscore segment without the letter c', () => {
    expect(reduceCategoryKey('c3_c17')).toBe('17');
    expect(reduceCategoryKey('c3')).toBe('3');
    expect(reduceCategoryKey('c1_c20_c300')).toBe('300');
    expect(reduceCategoryKey('42')).toBe('42');
  });

  it('link to the inquiry list, or inside a shop index to the shop sourcing list', () => {
    expect(categoryHref('c3_c17', null)).toBe('/purchaseInquiry?priceTypeList=1&categoryKey=c3_c17');
    expect(categoryHref('c3_c17', 12)).toBe('/12/purchaseInquiry?priceTypeList=1&categoryKey=c3_c17');
    expect(categoryHref('c3', 12, true)).toBe('/12/procurementSourcing?priceTypeList=1&categoryKey=c3');
    expect(categoryHref('c3', null, true)).toBe('/procurementSourcing?priceTypeList=1&categoryKey=c3');
  });

  it("'more categories' stays in the shop on a shop index, and goes to the mall's inquiries elsewhere", () => {
    expect(moreCategoriesHref(12, true)).toBe('/12/procurementSourcing');
    expect(moreCategoriesHref(null, true)).toBe('/procurementSourcing');
    expect(moreCategoriesHref(12)).toBe('/12/purchaseInquiry?priceTypeList=1');
    expect(moreCategoriesHref(null)).toBe('/purchaseInquiry?priceTypeList=1');
  });
});
