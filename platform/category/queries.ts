// What the category menu reads: a template's tree (mall), or the tree of the categories a self-run
// shop trades in (memberId + memberRoleId), each category with its brands.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { Code } from '#contract/codes.ts';
import type { Brand, CategoryNode } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { brands, categories, categoryBrands, shopCategories, shops } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';

type CategoryRow = { id: number; parentId: number | null; name: string };

const ordered = [asc(categories.sort), asc(categories.id)];

/** Nests rows (already in display order) under their parents; keys are id paths, e.g. "c3_c17". */
export function buildTree(rows: CategoryRow[], brandsOf: Map<number, Brand[]>): CategoryNode[] {
  const present = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    // A row whose parent is not part of the tree becomes a root.
    const parent = row.parentId !== null && present.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const nodes = (parent: number | null, parentKey: string): CategoryNode[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const key = parentKey ? `${parentKey}_c${row.id}` : `c${row.id}`;
      return { id: row.id, key, title: row.name, brandList: brandsOf.get(row.id) ?? [], children: nodes(row.id, key) };
    });
  return nodes(null, '');
}

async function templateCategories(db: Db, templateId: number): Promise<CategoryRow[]> {
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(eq(categories.templateId, templateId))
    .orderBy(...ordered);
}

/** The shop's categories and the parents they hang under. */
async function shopCategoryRows(db: Db, memberId: number, memberRoleId: number): Promise<CategoryRow[]> {
  const own = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(shopCategories)
    .innerJoin(shops, eq(shops.id, shopCategories.shopId))
    .innerJoin(categories, eq(categories.id, shopCategories.categoryId))
    .where(and(eq(shops.memberId, memberId), eq(shops.roleId, memberRoleId)));
  const ids = [...new Set(own.flatMap((c) => (c.parentId === null ? [c.id] : [c.id, c.parentId])))];
  if (ids.length === 0) return [];
  return db
    .select({ id: categories.id, parentId: categories.parentId, name: categories.name })
    .from(categories)
    .where(inArray(categories.id, ids))
    .orderBy(...ordered);
}

async function brandsByCategory(db: Db, categoryIds: number[]): Promise<Map<number, Brand[]>> {
  const map = new Map<number, Brand[]>();
  if (categoryIds.length === 0) return map;
  const rows = await db
    .select({ categoryId: categoryBrands.categoryId, id: brands.id, name: brands.name, logoUrl: brands.logoUrl })
    .from(categoryBrands)
    .innerJoin(brands, eq(brands.id, categoryBrands.brandId))
    .where(inArray(categoryBrands.categoryId, categoryIds))
    .orderBy(asc(categoryBrands.sort), asc(brands.id));
  for (const { categoryId, ...brand } of rows) map.set(categoryId, [...(map.get(categoryId) ?? []), brand]);
  return map;
}

/** The shop's tree when the query names a shop's buyer, else the template's; 1102 with neither. */
export async function categoryTree(db: Db, query: { templateId?: number; memberId?: number; memberRoleId?: number }): Promise<CategoryNode[]> {
  let rows: CategoryRow[];
  if (query.memberId !== undefined && query.memberRoleId !== undefined) {
    rows = await shopCategoryRows(db, query.memberId, query.memberRoleId);
  } else if (query.templateId !== undefined) {
    rows = await templateCategories(db, query.templateId);
  } else {
    throw new BusinessError(Code.PARAM_INVALID, 'templateId, or memberId and memberRoleId');
  }
  const ids = rows.map((r) => r.id);
  return buildTree(rows, await brandsByCategory(db, ids));
}
