// The open data files at the portal's public addresses (docs/product/open-data.md): the release list
// page by page (/opendata/ocds/releases.json?cursor=…) and one process's record
// (/opendata/ocds/records/<ocid>.json). The platform answers OCDS packages; this adds their own
// address (`uri`) and, for a page that is not the last, the next page's (`links.next`), both under
// the address the harvester used. Anonymous: no session is read, whoever asks gets the same file.
import { Code, messageFor } from '#contract/codes.ts';
import { api, Ocid, OcdsReleasesQuery } from '#contract/endpoints.ts';
import type { UpstreamContext } from '../upstream.server.ts';
import { callUpstream } from '../upstream.server.ts';

export const RELEASES_PATH = '/opendata/ocds/releases.json';
export const recordPath = (ocid: string) => `/opendata/ocds/records/${ocid}.json`;

/** What a route sends: a status, a JSON body and how long anyone may keep it. */
export type OcdsAnswer = { status: number; body: unknown; cacheControl: string };

/** Public data: a harvester or cache may keep a page for a minute (a page's releases never change; a last page grows). */
const PUBLIC = 'public, max-age=60';
const NO_STORE = 'no-store';

function anonymous(request: Request): UpstreamContext {
  return { locale: 'zh-CN', auth: null, shopId: null, requestId: request.headers.get('x-request-id') ?? undefined };
}

function failure(status: number, code: number): OcdsAnswer {
  return { status, body: { code, message: messageFor(code, 'en-US') }, cacheControl: NO_STORE };
}

/** The list's address for `query` under `origin`, its parameters in a fixed order. */
export function releasesUrl(origin: string, query: { since?: string; cursor?: string | null; pageSize?: number }): string {
  const url = new URL(RELEASES_PATH, origin);
  if (query.since) url.searchParams.set('since', query.since);
  if (query.pageSize !== undefined) url.searchParams.set('pageSize', String(query.pageSize));
  if (query.cursor) url.searchParams.set('cursor', query.cursor);
  return url.toString();
}

/** A page of the release list. 400 for a parameter the platform would refuse, 503 when it does not answer. */
export async function loadReleases(request: Request): Promise<OcdsAnswer> {
  const url = new URL(request.url);
  const query = OcdsReleasesQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return failure(400, Code.PARAM_INVALID);
  const { since, cursor, pageSize } = query.data;
  const result = await callUpstream(api.opendata.releases, { ctx: anonymous(request), query: { since, cursor, pageSize }, cache: 'none' });
  if (!result.ok) return result.code === Code.PARAM_INVALID ? failure(400, Code.PARAM_INVALID) : failure(503, result.code);
  const { nextCursor } = result.data;
  const body = {
    uri: releasesUrl(url.origin, { since, cursor, pageSize }),
    ...result.data.package,
    ...(nextCursor ? { links: { next: releasesUrl(url.origin, { since, cursor: nextCursor, pageSize }) } } : {}),
  };
  return { status: 200, body, cacheControl: PUBLIC };
}

/** The record package of `file` ("<ocid>.json"). 404 for a name that is no ocid or a process that is not published. */
export async function loadRecord(request: Request, file: string): Promise<OcdsAnswer> {
  const ocid = Ocid.safeParse(file.replace(/\.json$/, ''));
  if (!file.endsWith('.json') || !ocid.success) return failure(404, Code.NOT_FOUND);
  const result = await callUpstream(api.opendata.record, { ctx: anonymous(request), query: { ocid: ocid.data }, cache: 'short' });
  if (!result.ok) return result.code === Code.NOT_FOUND ? failure(404, Code.NOT_FOUND) : failure(503, result.code);
  return { status: 200, body: { uri: new URL(recordPath(ocid.data), request.url).toString(), ...result.data }, cacheControl: PUBLIC };
}
