// Area endpoints: the province/city tree of the city picker, the visitor's city by address, and
// the areas items deliver to (the lists' use-area filter).
import { and, asc, eq } from 'drizzle-orm';
import { api } from '#contract/endpoints.ts';
import type { Province } from '#contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { cities, provinces } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { sourceOfType, type PriceType, type SourcingSource } from '../sourcing/sources.ts';
import { BEIJING_CITY_CODE, cityCodeForIp } from './ip-city.ts';

type UsedArea = { provinceCode: string; provinceName: string; directlyAdministered: boolean; cityCode: string | null; cityName: string | null };

/** The distinct areas a kind's items deliver to (of one buyer's items, when given). */
function usedAreas(db: Db, source: SourcingSource, buyer: { memberId?: number; memberRoleId?: number }): Promise<UsedArea[]> {
  const { areas, table } = source;
  return db
    .selectDistinct({
      provinceCode: provinces.code,
      provinceName: provinces.name,
      directlyAdministered: provinces.directlyAdministered,
      cityCode: cities.code,
      cityName: cities.name,
    })
    .from(areas)
    .innerJoin(table, eq(table.id, areas.parentId))
    .innerJoin(provinces, eq(provinces.code, areas.provinceCode))
    .leftJoin(cities, eq(cities.code, areas.cityCode))
    .where(
      and(
        buyer.memberId !== undefined ? eq(table.memberId, buyer.memberId) : undefined,
        buyer.memberRoleId !== undefined ? eq(table.memberRoleId, buyer.memberRoleId) : undefined,
      ),
    );
}

/** Provinces in code order, each with the cities named under it, in code order, once. */
function provincesOf(used: UsedArea[]): Province[] {
  const byCode = new Map<string, Province>();
  for (const area of [...used].sort((a, b) => a.provinceCode.localeCompare(b.provinceCode) || (a.cityCode ?? '').localeCompare(b.cityCode ?? ''))) {
    const province = byCode.get(area.provinceCode) ?? {
      provinceCode: area.provinceCode,
      provinceName: area.provinceName,
      directlyAdministered: area.directlyAdministered,
      cityList: [],
    };
    byCode.set(area.provinceCode, province);
    const { cityCode, cityName } = area;
    if (cityCode && cityName && !province.cityList.some((c) => c.cityCode === cityCode)) province.cityList.push({ cityCode, cityName });
  }
  return [...byCode.values()];
}

export function areaRoutes({ db }: PlatformContext): Route[] {
  // Reference data that never changes while the platform runs: read once.
  let provinceTree: Promise<Province[]> | undefined;
  async function readProvinceTree(): Promise<Province[]> {
    const [provinceRows, cityRows] = await Promise.all([
      db.select().from(provinces).orderBy(asc(provinces.code)),
      db.select().from(cities).orderBy(asc(cities.code)),
    ]);
    return provinceRows.map((p) => ({
      provinceCode: p.code,
      provinceName: p.name,
      directlyAdministered: p.directlyAdministered,
      cityList: cityRows.filter((c) => c.provinceCode === p.code).map((c) => ({ cityCode: c.code, cityName: c.name })),
    }));
  }

  async function cityByCode(cityCode: string) {
    const [row] = await db
      .select({ provinceCode: provinces.code, province: provinces.name, cityCode: cities.code, cityName: cities.name })
      .from(cities)
      .innerJoin(provinces, eq(provinces.code, cities.provinceCode))
      .where(eq(cities.code, cityCode));
    return row;
  }

  return [
    route(api.area.provinceCity, 'public', () => {
      provinceTree ??= readProvinceTree().catch((error: unknown) => {
        provinceTree = undefined; // read again on the next call instead of keeping the failure
        throw error;
      });
      return provinceTree;
    }),
    route(api.area.useAreas, 'public', async ({ query }) => {
      const types: PriceType[] = query.priceTypeList ?? [1, 2, 3];
      const used = await Promise.all(types.map((type) => usedAreas(db, sourceOfType[type], query)));
      return provincesOf(used.flat());
    }),
    route(api.area.cityByIp, 'public', async ({ request }) => {
      const city = (await cityByCode(cityCodeForIp(request.ip))) ?? (await cityByCode(BEIJING_CITY_CODE));
      if (!city) throw new Error('area tables are empty');
      return city;
    }),
  ];
}
