// A release's id, written once for both sides: the release list computes it in SQL (events.ts) to
// page by it, and releases.ts names the release an amendment amends with it. `<ocid>-<event>[-<ref>]`.
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { ReleaseEventKind } from './facts.ts';
import { ocidOf } from './ocid.ts';

/** What comes after the ocid: a head, the event's row (when it has one) and a tail. */
export const RELEASE_ID_PARTS: Record<ReleaseEventKind, { head: string; withRef: boolean; tail: string }> = {
  tender: { head: '-tender', withRef: false, tail: '' },
  amendment: { head: '-amendment-', withRef: true, tail: '' },
  cancellation: { head: '-cancellation', withRef: false, tail: '' },
  outcome: { head: '-outcome', withRef: false, tail: '' },
  award: { head: '-award-', withRef: true, tail: '' },
  contract: { head: '-contract-', withRef: true, tail: '' },
  contractEnd: { head: '-contract-', withRef: true, tail: '-end' },
  payment: { head: '-payment-', withRef: true, tail: '' },
};

export function releaseIdOf(kind: SourcingKind, processId: number, event: ReleaseEventKind, ref: number): string {
  const { head, withRef, tail } = RELEASE_ID_PARTS[event];
  return `${ocidOf(kind, processId)}${head}${withRef ? ref : ''}${tail}`;
}
