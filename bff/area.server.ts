// The visitor's city (docs/product.md#states-and-transitions city picker): a cookie when chosen, else the platform's IP lookup,
// else Beijing; and the province → city tree for the picker.
import { createCookie } from 'react-router';
import { DEFAULT_CITY } from '#contract/constants.ts';
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import { City } from '#contract/schemas.ts';
import { upstreamContext } from './request-context.server.ts';
import { callUpstream, type UpstreamContext } from './upstream.server.ts';
import type { Province, Section } from './views.ts';
import { toSection } from './section.ts';

const cityCookieJar = createCookie('LX_CITY', { path: '/', sameSite: 'lax', maxAge: 365 * 24 * 60 * 60 });

export function cityCookie(city: City): Promise<string> {
  return cityCookieJar.serialize(City.parse(city));
}

export async function readCityCookie(request: Request): Promise<City | null> {
  const parsed = City.safeParse(await cityCookieJar.parse(request.headers.get('Cookie')));
  return parsed.success ? parsed.data : null;
}

export async function resolveCity(request: Request, ctx: UpstreamContext): Promise<City> {
  const chosen = await readCityCookie(request);
  if (chosen) return chosen;
  const byIp = await callUpstream(api.area.cityByIp, { ctx, cache: 'medium' });
  if (!byIp.ok) return DEFAULT_CITY;
  const { provinceCode, province, cityCode, cityName } = byIp.data;
  return { provinceCode, provinceName: province, cityCode, cityName };
}

export async function loadProvinces(request: Request, locale: Locale): Promise<Section<Province[]>> {
  const ctx = await upstreamContext(request, locale);
  return toSection(await callUpstream(api.area.provinceCity, { ctx, cache: 'long' }));
}
