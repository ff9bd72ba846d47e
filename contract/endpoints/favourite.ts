// The favourite-filter calls (docs/product/entities.md#favourite-filters-and-filter-parameters): get, list,
// save and remove the caller's own filters.
import { z } from 'zod';
import { FAVOURITE_LIST_SIZE, MAX_AMOUNT, MAX_PAGE_SIZE } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { areaCode, bodyId, get, pagination, post, qId, qInt, rangesInOrder } from './shared.ts';

/** A favourite filter to save: with id, the caller's own one is replaced. */
export const FavouriteFilterSave = z
  .object({
    id: bodyId().optional(),
    /** Required, at most FAVOURITE_NAME_MAX characters: the platform answers 43901/43902 (docs/product/rules.md#validation-rules). */
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

export const favouriteApi = {
  /** The caller's favourite filters (login; each user sees only their own: 401 for another's). */
  favouriteFilter: {
    get: get('/search/shop/oftenSelect/getOftenSelect', z.object({ id: qId() }), s.FavouriteFilter),
    /** Newest first. */
    list: get(
      '/search/shop/oftenSelect/getOftenSelectList',
      z.object({ current: pagination.current, pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(FAVOURITE_LIST_SIZE) }),
      s.page(s.FavouriteFilter),
    ),
    save: post('/search/shop/oftenSelect/saveOrUpdateOftenSelect', FavouriteFilterSave, s.FavouriteFilter),
    remove: post('/search/shop/oftenSelect/deleteOftenSelect', z.object({ id: bodyId() }), z.null()),
  },
} as const;
