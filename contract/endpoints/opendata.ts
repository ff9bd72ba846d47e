// Open data: every published inquiry, tender and competitive bid as Open Contracting Data Standard
// (OCDS 1.1) releases and one compiled record per process, for anyone, without a login
// (docs/decisions/026-open-data.md, docs/product/open-data.md). The answers are OCDS documents: the
// official schemas (docs/opendata/ocds-schema/) check them, so the contract lets them pass as objects.
import { z } from 'zod';
import { get, qInt } from './shared.ts';

/** Releases in one page of the harvest, at most. */
export const OCDS_PAGE_SIZE_MAX = 250;
export const OCDS_PAGE_SIZE_DEFAULT = 100;

/** An open contracting process identifier: `ocds-<prefix>-<kind>-<id>` (kind: inquiry, tender or bidding). */
export const Ocid = z
  .string()
  .max(80)
  .regex(/^ocds-[a-z0-9]+-(inquiry|tender|bidding)-[1-9]\d{0,9}$/, 'ocds-<prefix>-<inquiry|tender|bidding>-<id>');

/** Where the previous page ended, as the platform wrote it in its answer (opaque to everyone else). */
export const OcdsCursor = z
  .string()
  .max(300)
  .regex(/^[A-Za-z0-9_-]+$/, 'base64url');

/** A date-time with its offset (2026-01-15T02:00:00Z) or a day (2026-01-15, UTC midnight). */
export const OcdsSince = z.union([z.iso.datetime({ offset: true }), z.iso.date()]);

export const OcdsReleasesQuery = z.object({
  /** Only releases dated at or after this. */
  since: OcdsSince.optional(),
  /** The page after the one that answered this cursor (its nextCursor). */
  cursor: OcdsCursor.optional(),
  pageSize: qInt().min(1).max(OCDS_PAGE_SIZE_MAX).default(OCDS_PAGE_SIZE_DEFAULT),
});
export type OcdsReleasesQuery = z.input<typeof OcdsReleasesQuery>;

/** An OCDS document (a release package, a record package): the official schema checks it, not zod. */
export const OcdsDocument = z.record(z.string(), z.unknown());

/**
 * One page of releases ordered by (date, id): a release package without its own address, and the
 * cursor of the next page (null on the last). The portal adds `uri` and `links.next` under its public URLs.
 */
export const OcdsReleasePage = z.object({ package: OcdsDocument, nextCursor: OcdsCursor.nullable() });
export type OcdsReleasePage = z.infer<typeof OcdsReleasePage>;

export const opendataApi = {
  opendata: {
    /** A page of the release list, keyset-paged (never OFFSET): a full harvest reads each release once. 1102 for a cursor the platform did not write. */
    releases: get('/opendata/ocds/releases', OcdsReleasesQuery, OcdsReleasePage),
    /** The record package of one process: its releases embedded and its compiled release. 404 for an unknown or unpublished ocid. */
    record: get('/opendata/ocds/record', z.object({ ocid: Ocid }), OcdsDocument),
  },
} as const;
