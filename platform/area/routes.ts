// Area endpoints: the province/city tree of the city picker and the visitor's city by address.
import { asc, eq } from 'drizzle-orm';
import { api } from '../../contract/endpoints.ts';
import type { Province } from '../../contract/schemas.ts';
import type { PlatformContext } from '../context.ts';
import { cities, provinces } from '../db/schema.ts';
import { route, type Route } from '../http/route.ts';
import { BEIJING_CITY_CODE, cityCodeForIp } from './ip-city.ts';

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
    route(api.area.cityByIp, 'public', async ({ request }) => {
      const city = (await cityByCode(cityCodeForIp(request.ip))) ?? (await cityByCode(BEIJING_CITY_CODE));
      if (!city) throw new Error('area tables are empty');
      return city;
    }),
  ];
}
