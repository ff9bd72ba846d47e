// The open data files as a harvester fetches them from the portal (docs/product/open-data.md), against
// the real platform behind the counting, fault-injecting proxy: each page names itself and the next
// under the address asked, the last names no next, a record names itself, and what is not an ocid or
// not published is a 404, a platform that does not answer a 503 nobody caches.
import { describe, expect, it } from 'vitest';
import { usePlatformBehindProxy } from '#tests/support/platform-fixture.ts';
import { loadRecord, loadReleases, releasesUrl } from './ocds.server.ts';

const { proxy: upstream } = usePlatformBehindProxy();
const ORIGIN = 'https://portal.example.cn';
const get = (path: string) => new Request(`${ORIGIN}${path}`);

type Page = { uri: string; releases: Array<{ ocid: string; id: string }>; links?: { next: string } };

describe('the open data files at the portal', () => {
  it('pages the release list under the address asked, each page linking the next, to the last', async () => {
    const first = await loadReleases(get('/opendata/ocds/releases.json?pageSize=200'));
    expect(first).toMatchObject({ status: 200, cacheControl: 'public, max-age=60' });
    const page = first.body as Page;
    expect(page.uri).toBe(releasesUrl(ORIGIN, { pageSize: 200 }));
    expect(page.links?.next).toMatch(/^https:\/\/portal\.example\.cn\/opendata\/ocds\/releases\.json\?pageSize=200&cursor=[\w-]+$/);
    const ids = new Set(page.releases.map((r) => r.id));
    let next = page.links?.next;
    while (next) {
      const answer = (await loadReleases(new Request(next))).body as Page;
      expect(answer.uri).toBe(next);
      for (const release of answer.releases) ids.add(release.id);
      next = answer.links?.next;
    }
    expect(ids.size).toBeGreaterThan(280);
  });

  it('serves a record under its ocid, and 404 for a name that is no ocid or a process nobody published', async () => {
    const page = (await loadReleases(get('/opendata/ocds/releases.json?pageSize=1'))).body as Page;
    const ocid = page.releases[0]!.ocid;
    const record = await loadRecord(get(`/opendata/ocds/records/${ocid}.json`), `${ocid}.json`);
    expect(record.status).toBe(200);
    expect(record.body).toMatchObject({ uri: `${ORIGIN}/opendata/ocds/records/${ocid}.json`, records: [{ ocid }] });
    const calls = upstream().calls.length;
    expect((await loadRecord(get('/opendata/ocds/records/x.json'), 'x.json')).status).toBe(404);
    expect((await loadRecord(get(`/opendata/ocds/records/${ocid}`), ocid)).status).toBe(404);
    expect(upstream().calls.length, 'a name that is no ocid never reaches the platform').toBe(calls);
    expect((await loadRecord(get('/x'), 'ocds-procportal-tender-2000000000.json')).status).toBe(404);
  });

  it('refuses a forged cursor with 400, and answers 503 (not kept) when the platform fails', async () => {
    expect((await loadReleases(get('/opendata/ocds/releases.json?cursor=bm90LWEtY3Vyc29y'))).status).toBe(400);
    expect((await loadReleases(get('/opendata/ocds/releases.json?pageSize=0'))).status).toBe(400);
    upstream().faults.set('/api/opendata', { status: 502 });
    expect(await loadReleases(get('/opendata/ocds/releases.json'))).toMatchObject({ status: 503, cacheControl: 'no-store' });
  });
});
