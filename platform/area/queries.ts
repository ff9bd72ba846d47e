// What the area endpoints read: the province/city tree of the city picker (reference data, read
// once), a city by its code, and the areas items deliver to (the lists' use-area filter).
import { and, asc, eq } from 'drizzle-orm';
import type { Province } from '#contract/schemas.ts';
import type { Db } from '../db/client.ts';
import { cities, provinces } from '../db/schema.ts';
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

/** The provinces the items of the kinds asked for (all three by default) deliver to, with their cities. */
export async function useAreas(db: Db, query: { memberId?: number; memberRoleId?: number; priceTypeList?: PriceType[] }): Promise<Province[]> {
  const types: PriceType[] = query.priceTypeList ?? [1, 2, 3];
  const used = await Promise.all(types.map((type) => usedAreas(db, sourceOfType[type], query)));
  return provincesOf(used.flat());
}

/**
 * The province/city tree, read on the first call: reference data that never changes while the
 * platform runs. A failed read is not kept: the next call reads again.
 */
export function provinceTreeOnce(db: Db): () => Promise<Province[]> {
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
  return () => {
    provinceTree ??= readProvinceTree().catch((error: unknown) => {
      provinceTree = undefined;
      throw error;
    });
    return provinceTree;
  };
}

async function cityByCode(db: Db, cityCode: string) {
  const [row] = await db
    .select({ provinceCode: provinces.code, province: provinces.name, cityCode: cities.code, cityName: cities.name })
    .from(cities)
    .innerJoin(provinces, eq(provinces.code, cities.provinceCode))
    .where(eq(cities.code, cityCode));
  return row;
}

/** The city of a client address, else Beijing. */
export async function cityOfAddress(db: Db, ip: string) {
  const city = (await cityByCode(db, cityCodeForIp(ip))) ?? (await cityByCode(db, BEIJING_CITY_CODE));
  if (!city) throw new Error('area tables are empty');
  return city;
}
