// The open data release list, page by page (docs/product/open-data.md): an OCDS release package at a
// stable public address, its next page in `links.next`. JSON for harvesters, anyone may read it.
import { loadReleases } from '#bff/opendata/ocds.server.ts';
import type { Route } from './+types/opendata.releases.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const answer = await loadReleases(request);
  return Response.json(answer.body, {
    status: answer.status,
    headers: { 'Cache-Control': answer.cacheControl, 'Access-Control-Allow-Origin': '*' },
  });
}
