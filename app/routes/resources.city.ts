// The city picker's data: GET the provinces (only when the picker opens), POST the chosen city,
// stored in the city cookie; the page's data then reloads for the new city. The post names the
// city by its codes; the city must exist in the platform's province tree, and the stored names
// come from that tree, never from the request (docs/security.md#cross-site-writes).
import { data } from 'react-router';
import { z } from 'zod';
import { cityCookie, loadProvinces } from '#bff/area.server.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import { cityFromCodes } from '../lib/city-choice.ts';
import type { Route } from './+types/resources.city.ts';

const Codes = z.object({ provinceCode: z.string().regex(/^\d{1,12}$/), cityCode: z.string().regex(/^\d{1,12}$/) });

const noStore = { 'Cache-Control': 'no-store' };

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProvinces(request, getLocale(context));
}

export async function action({ request, context }: Route.ActionArgs) {
  const codes = Codes.safeParse(Object.fromEntries(await request.formData()));
  if (!codes.success) throw data(null, { status: 400, headers: noStore });
  const provinces = await loadProvinces(request, getLocale(context));
  // Without the tree nothing can be checked: the platform is unavailable, try again.
  if (provinces.status !== 'ok') throw data(null, { status: 503, headers: noStore });
  const city = cityFromCodes(provinces.data, codes.data.provinceCode, codes.data.cityCode);
  if (!city) throw data(null, { status: 400, headers: noStore });
  return data({ ok: true, city }, { headers: { ...noStore, 'Set-Cookie': await cityCookie(city) } });
}
