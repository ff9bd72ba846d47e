// The delivery areas of sourcing items, which every list, detail and shop card shows: read for a
// page of items, and written as one line of text ("广东省/广州市, 北京市"; "全国" for anywhere).
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { cities, provinces } from '../db/schema.ts';
import type { SourcingSource } from './sources.ts';

export type AreaName = { provinceName: string; cityName: string };

/** The delivery areas of each item of a page; cityName '' for a whole province. */
export async function areasOf(db: Db, source: SourcingSource, ids: number[]): Promise<Map<number, AreaName[]>> {
  const map = new Map<number, AreaName[]>();
  if (ids.length === 0) return map;
  const { parentId, provinceCode, cityCode } = source.areas;
  const rows = await db
    .select({ parentId: sql<number>`${parentId}`, provinceName: provinces.name, cityName: sql<string>`coalesce(${cities.name}, '')` })
    .from(source.areas)
    .innerJoin(provinces, eq(provinces.code, provinceCode))
    .leftJoin(cities, eq(cities.code, cityCode))
    .where(inArray(parentId, ids))
    .orderBy(asc(provinceCode), asc(cityCode));
  for (const { parentId: id, ...area } of rows) map.set(id, [...(map.get(id) ?? []), area]);
  return map;
}

/** "广东省/广州市, 北京市"; a municipality shows its name once; "全国" for delivery anywhere. */
export function areasText(isAllArea: boolean, areas: AreaName[] | undefined): string {
  if (isAllArea) return '全国';
  return (areas ?? [])
    .map(({ provinceName, cityName }) => (cityName && cityName !== provinceName ? `${provinceName}/${cityName}` : provinceName))
    .join(', ');
}
