// The catalogue: brands, the category tree and a leaf category's attributes
// (docs/product/entities.md#users-sites-and-the-catalogue).
import { z } from 'zod';
import { int } from './shared.ts';

export const Brand = z.object({ id: int(), name: z.string(), logoUrl: z.string() });
export type Brand = z.infer<typeof Brand>;

export interface CategoryNode {
  id: number;
  /** Path of ids, e.g. "c3_c17"; reduced to "17" when used as a filter (docs/product.md#states-and-transitions). */
  key: string;
  title: string;
  brandList: Brand[];
  children: CategoryNode[];
}
export const CategoryNode: z.ZodType<CategoryNode> = z.object({
  id: int(),
  key: z.string(),
  title: z.string(),
  brandList: z.array(Brand),
  get children() {
    return z.array(CategoryNode);
  },
});

// ── The list filter panel (docs/product.md#list-filter-panel-and-toolbar) ─────────────────────

/** An attribute of a leaf category and its values (docs/product/entities.md#users-sites-and-the-catalogue). */
export const Attribute = z.object({
  id: int(),
  name: z.string(),
  attributeValueList: z.array(z.object({ id: int(), value: z.string() })),
});
export type Attribute = z.infer<typeof Attribute>;
