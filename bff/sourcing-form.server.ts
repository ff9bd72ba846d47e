// What a buyer's sourcing form offers to choose from, read once for every kind (the inquiry's form,
// the tender's form and page: docs/product/member-side.md#publishing): the category tree, the brands,
// the provinces and cities, and the admitted suppliers whose stage lets them take part.
import { api } from '#contract/endpoints.ts';
import type { Province } from '#contract/schemas.ts';
import { MAX_PAGE_SIZE } from '#contract/vocabulary.ts';
import { categoryChoices } from './member/centre.server.ts';
import type { MemberContext } from './member/session.server.ts';
import type { CategoryChoice } from './member/views.ts';
import { callUpstream } from './upstream.server.ts';
import type { Choice } from './views.ts';

/** The buyer's admitted suppliers whose stage lets them take part (an invitation's choices). */
export async function quotingSuppliers(ctx: MemberContext): Promise<Choice[]> {
  const result = await callUpstream(api.admission.suppliers, { ctx, query: { current: 1, pageSize: MAX_PAGE_SIZE } });
  if (!result.ok) return [];
  return result.data.data
    .filter((row) => row.stageAllows)
    .map((row) => ({ value: `${row.supplier.memberId}:${row.supplier.roleId}`, label: row.supplier.name }));
}

export async function brandChoices(ctx: MemberContext): Promise<Choice[]> {
  const result = await callUpstream(api.search.brands, { ctx, query: {}, cache: 'medium' });
  return result.ok ? result.data.map((brand) => ({ value: String(brand.id), label: brand.name })) : [];
}

/** Everything a sourcing form chooses from, side by side (a choice the platform cannot give now is empty). */
export async function sourcingFormChoices(
  ctx: MemberContext,
): Promise<{ categories: CategoryChoice[]; brands: Choice[]; provinces: Province[]; suppliers: Choice[] }> {
  const [categories, brands, provinces, suppliers] = await Promise.all([
    categoryChoices(ctx),
    brandChoices(ctx),
    callUpstream(api.area.provinceCity, { ctx, cache: 'long' }),
    quotingSuppliers(ctx),
  ]);
  return { categories, brands, provinces: provinces.ok ? provinces.data : [], suppliers };
}
