// Favourite filters: the list filter a user keeps under a name
// (docs/product/entities.md#favourite-filters-and-filter-parameters).
import { z } from 'zod';
import { epochMs, int, PriceType } from './shared.ts';

/** One attribute of a favourite filter and the values ticked (the attr filter's group). */
export const CustomerAttribute = z.object({ id: int(), customerAttributeValueList: z.array(int()) });
export type CustomerAttribute = z.infer<typeof CustomerAttribute>;

/** The filter a favourite keeps (docs/product/entities.md#favourite-filters-and-filter-parameters); names as the platform has them. */
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
