// The city picker's data: GET the provinces (only when the picker opens), POST the chosen city,
// stored in the city cookie; the page's data then reloads for the new city.
import { data } from 'react-router';
import { cityCookie, loadProvinces } from '#bff/area.server.ts';
import { City } from '#contract/schemas.ts';
import { getLocale } from '../i18n/middleware.server.ts';
import type { Route } from './+types/resources.city.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProvinces(request, getLocale(context));
}

export async function action({ request }: Route.ActionArgs) {
  const city = City.safeParse(Object.fromEntries(await request.formData()));
  if (!city.success) throw data(null, { status: 400 });
  return data({ ok: true, city: city.data }, { headers: { 'Set-Cookie': await cityCookie(city.data) } });
}
