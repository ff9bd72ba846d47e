// Who publishes and under which identifiers (docs/decisions/026-open-data.md): the ocid prefix, one
// open contracting process per inquiry, tender and competitive bid, and the party ids of members.
import type { SourcingKind } from '#contract/vocabulary.ts';

/**
 * The ocid prefix of this portal's data. A real publisher registers its own with the Open
 * Contracting Partnership (docs/decisions/026-open-data.md) and sets it here once: ocids are for ever.
 */
export const OCID_PREFIX = 'ocds-procportal';

/** The OCDS version the packages declare (major.minor), and the licence of the data. */
export const OCDS_VERSION = '1.1';
export const DATA_LICENSE = 'https://creativecommons.org/licenses/by/4.0/';
/** What every release says of itself: a tender-initiated process, its text in Chinese as the buyers wrote it. */
export const RELEASE_LANGUAGE = 'zh';

export type Ocid = `${typeof OCID_PREFIX}-${SourcingKind}-${number}`;

/** The process of `kind` with row id `id`. */
export function ocidOf(kind: SourcingKind, id: number): Ocid {
  return `${OCID_PREFIX}-${kind}-${id}`;
}

/** The process an ocid names, or null when it is not one of this publisher's. */
export function processOf(ocid: string): { kind: SourcingKind; id: number } | null {
  const match = /^(.+)-(inquiry|tender|bidding)-([1-9]\d{0,9})$/.exec(ocid);
  if (!match || match[1] !== OCID_PREFIX) return null;
  const id = Number(match[3]);
  return id <= 2_147_483_647 ? { kind: match[2] as SourcingKind, id } : null;
}

/** A member company as a party of a release: its id and name, nothing about its people. */
export function partyIdOf(memberId: number): string {
  return `member-${memberId}`;
}
