// One process's open data record (docs/product/open-data.md): an OCDS record package (its releases
// and its compiled release) at /opendata/ocds/records/<ocid>.json. JSON, anyone may read it.
import { loadRecord } from '#bff/opendata/ocds.server.ts';
import type { Route } from './+types/opendata.record.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await loadRecord(request, params.file);
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': answer.cacheControl, 'Access-Control-Allow-Origin': '*' },
  });
}
