// The catalogue calls: the category tree, and the list filter panel's brands, attributes and
// highest price (docs/product.md#list-filter-panel-and-toolbar).
import { z } from 'zod';
import * as s from '../schemas.ts';
import { get, qId, qInt, qPriceTypes } from './shared.ts';

export const catalogueApi = {
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
  search: {
    /** Brands of a category (a top category's own list), or every brand. */
    brands: get('/search/shop/enterprise/getBrand', z.object({ categoryId: qId().optional() }), z.array(s.Brand)),
    /** Attributes of a leaf category; [] for a top category. */
    attributes: get('/search/shop/enterprise/getAttributeByCategoryId', z.object({ categoryId: qId() }), z.array(s.Attribute)),
    /** The largest budgetAmount among items still open (of the given sourcing types; all by default); 0 if none. */
    maxPrice: get('/search/shop/store/getCommodityMaxPrice', z.object({ priceTypeList: qPriceTypes().optional() }), z.number()),
  },
} as const;
