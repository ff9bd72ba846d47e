// The two answers of open data (docs/product/open-data.md): a page of the release list as a release
// package with the cursor of the next page, and one process's record package (its releases
// embedded, its compiled release). The portal adds their public addresses (`uri`, `links.next`).
import { asc, desc } from 'drizzle-orm';
import { z } from 'zod';
import { Code } from '#contract/codes.ts';
import type { OcdsReleasePage, OcdsReleasesQuery } from '#contract/endpoints.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { PlatformContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { BusinessError } from '../http/errors.ts';
import { compileReleases } from './compile.ts';
import { type ListPosition, releaseEventsOf, releaseEventsPage } from './events.ts';
import type { ProcessFacts, ReleaseEvent } from './facts.ts';
import { DATA_LICENSE, OCDS_VERSION, processOf } from './ocid.ts';
import { processFacts } from './queries.ts';
import { type OcdsRelease, releaseOf } from './releases.ts';

/** A cursor: base64url of [microseconds since the epoch, release id] of a page's last release. */
const CursorJson = z.tuple([z.string().regex(/^-?\d{1,19}$/), z.string().max(200)]);

export function encodeCursor(position: ListPosition): string {
  return Buffer.from(JSON.stringify([position.atMicros, position.releaseId])).toString('base64url');
}

function decodeCursor(cursor: string): ListPosition {
  try {
    const [atMicros, releaseId] = CursorJson.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    return { atMicros, releaseId };
  } catch {
    throw new BusinessError(Code.PARAM_INVALID, 'cursor');
  }
}

/** Who publishes: the default site, by name. */
async function publisherOf(db: Db): Promise<{ name: string }> {
  const [site] = await db.select({ name: sites.name }).from(sites).orderBy(desc(sites.isDefault), asc(sites.id)).limit(1);
  return { name: site?.name ?? 'procurement portal' };
}

/** The releases of `events`, each built from its process's facts (read once per kind for the page). */
async function releasesOf(db: Db, events: ReleaseEvent[]): Promise<OcdsRelease[]> {
  const kinds = [...new Set(events.map((e) => e.kind))];
  const facts = new Map<SourcingKind, Map<number, ProcessFacts>>(
    await Promise.all(
      kinds.map(
        async (kind) =>
          [
            kind,
            await processFacts(
              db,
              kind,
              events.filter((e) => e.kind === kind).map((e) => e.processId),
            ),
          ] as const,
      ),
    ),
  );
  return events.map((event) => {
    const process = facts.get(event.kind)?.get(event.processId);
    if (!process) throw new Error(`open data: ${event.releaseId} has no process`);
    return releaseOf(process, event);
  });
}

const packageHead = async (db: Db, releases: OcdsRelease[]) => ({
  version: OCDS_VERSION,
  ...(releases.length > 0 ? { publishedDate: releases.at(-1)!.date } : {}),
  publisher: await publisherOf(db),
  license: DATA_LICENSE,
});

/** One page of the release list in (date, id) order, and the cursor of the next (null: this was the last). */
export async function releasePage({ db, now }: PlatformContext, query: z.output<typeof OcdsReleasesQuery>): Promise<OcdsReleasePage> {
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  const since = query.since ? new Date(query.since) : null;
  const events = await releaseEventsPage(db, { after, since, limit: query.pageSize + 1 }, new Date(now()));
  const page = events.slice(0, query.pageSize);
  const releases = await releasesOf(db, page);
  const last = page.at(-1);
  return {
    package: { ...(await packageHead(db, releases)), releases },
    nextCursor: events.length > query.pageSize && last ? encodeCursor(last) : null,
  };
}

/** The record package of the process `ocid`: 404 for one that is not published (or not this publisher's). */
export async function recordPackage({ db, now }: PlatformContext, ocid: string): Promise<Record<string, unknown>> {
  const process = processOf(ocid);
  if (!process) throw new BusinessError(Code.NOT_FOUND);
  const events = await releaseEventsOf(db, process.kind, process.id, new Date(now()));
  if (events.length === 0) throw new BusinessError(Code.NOT_FOUND);
  const releases = await releasesOf(db, events);
  return { ...(await packageHead(db, releases)), records: [{ ocid, releases, compiledRelease: compileReleases(releases) }] };
}
