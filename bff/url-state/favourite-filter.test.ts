import { describe, expect, it } from 'vitest';
import { FAVOURITE_NAME_MAX as PLATFORM_NAME_MAX, FavouriteFilterSave } from '#contract/endpoints.ts';
import { FAVOURITE_NAME_MAX, favouriteHref, favouriteNameProblem, favouriteSaveBody } from './favourite-filter.ts';
import type { ListFilters } from './list-state.ts';

describe('the name of a favourite filter', () => {
  it('is required', () => {
    expect(favouriteNameProblem('')).toBe('required');
    expect(favouriteNameProblem('   ')).toBe('required');
  });

  it('has at most six characters, counted as a reader counts them', () => {
    expect(FAVOURITE_NAME_MAX).toBe(PLATFORM_NAME_MAX);
    expect(favouriteNameProblem('常用钢管筛选')).toBeNull();
    expect(favouriteNameProblem('常用钢管筛选器')).toBe('tooLong');
    expect(favouriteNameProblem('𠮷𠮷𠮷𠮷𠮷𠮷')).toBeNull();
    expect(favouriteNameProblem('  pumps ')).toBeNull();
    expect(favouriteNameProblem('\u0000\u0001')).toBe('required');
  });
});

describe('saving the current filter', () => {
  const filters: ListFilters = {
    page: 3,
    categoryId: 9,
    brandId: 1,
    attr: [{ attributeId: 1, valueIds: [2, 3] }],
    min: 100,
    max: 900,
    priceType: 1,
    provinceCode: '440000',
    cityCode: '440100',
    keyword: 'pump',
    unexpired: true,
  };

  it('sends the fields the platform names and the query of page 1, valid for the platform', () => {
    const body = favouriteSaveBody('purchaseInquiry', filters, ' 泵阀 ');
    expect(body).toMatchObject({
      name: '泵阀',
      customerCategoryId: 9,
      brandId: 1,
      priceType: 1,
      min: 100,
      max: 900,
      provinceCode: '440000',
      cityCode: '440100',
      customerAttributeList: [{ id: 1, customerAttributeValueList: [2, 3] }],
      filterQuery: 'priceTypeList=1&keyword=pump&attr=1-2,3&min=100&max=900&provinceCode=440000&cityCode=440100&Unexpired=1',
    });
    expect(FavouriteFilterSave.safeParse(body).success).toBe(true);
  });

  it('applies again to the same URL, on page 1', () => {
    const body = favouriteSaveBody('purchaseInquiry', filters, 'x');
    const saved = { customerCategoryId: body.customerCategoryId!, brandId: body.brandId!, priceType: 1 as const, filterQuery: body.filterQuery! };
    expect(favouriteHref(saved, 'purchaseCompete', '12')).toBe(
      '/12/purchaseInquiry/c9_b1?priceTypeList=1&keyword=pump&attr=1-2,3&min=100&max=900&provinceCode=440000&cityCode=440100&Unexpired=1',
    );
  });

  it('applies on the page the user is on outside the sourcing lists, keeping what that page reads', () => {
    const saved = { customerCategoryId: 9, brandId: 1, priceType: 2 as const, filterQuery: 'priceTypeList=2&keyword=pump&searchInp=award' };
    expect(favouriteHref(saved, 'enterprisePurchasing', null)).toBe('/enterprisePurchasing/c9?keyword=pump');
    expect(favouriteHref(saved, 'procurementPublicity', null)).toBe('/procurementPublicity?priceTypeList=2&searchInp=award');
  });

  it('cleans a saved query that has gone bad', () => {
    const saved = { customerCategoryId: null, brandId: null, priceType: null, filterQuery: 'page=0&Reputation=9&min=5&max=1' };
    expect(favouriteHref(saved, 'purchaseInquiry', null)).toBe('/purchaseInquiry?min=1&max=5');
  });
});
