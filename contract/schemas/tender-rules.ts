// The limits of a tender that both sides of the wire know, written once (docs/product/rules.md):
// the platform's schemas (contract/endpoints/tender.ts) enforce them (1102 past them), the portal's
// forms read them. No zod here, so the browser bundle may import this file on its own.

export const TENDER_LIMITS = {
  /** Characters of the project name, its summary, a requirement, a commercial term. */
  projectName: 60,
  remark: 100,
  requirement: 200,
  text: 100,
  address: 200,
  /** Material lines, areas, attachments (of the tender, of a phase, of a line), invited suppliers. */
  materiels: 200,
  areas: 100,
  files: 10,
  invited: 200,
  /** Scored criteria of the evaluation, and the characters of a criterion's name. */
  criteria: 20,
  criterionName: 60,
} as const;

/** A criterion's weight is 0 to this, and the criteria's weights total at most this (docs/product/rules.md). */
export const TENDER_WEIGHT_MAX = 100;

/**
 * The site's tendering rules when it sets none: days from publication to the bidding deadline of a
 * public tender (China's Bidding Law, art. 24: at least 20), days an amendment leaves before it (art. 23:
 * 15) and the valid bids an opening needs (art. 28: 3).
 */
export const TENDER_DEFAULTS = {
  minTenderingDays: 20,
  /** A public tender's amendment leaves at least this many days to the bidding deadline (moving it if need be). */
  clarificationDays: 15,
  /** Fewer valid bids than this at the opening and the tender fails. */
  minValidBids: 3,
} as const;

/** The phases of a tender, in their order; cancelled and failed end it early (platform/tender/windows.ts decides them). */
export const TENDER_PHASES = [
  'draft',
  'registration',
  'prequalification',
  'bidding',
  'opening',
  'evaluation',
  'awarded',
  'cancelled',
  'failed',
] as const;
