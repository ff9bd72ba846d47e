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

/** Characters of a supplier's question, the buyer's answer, an amendment's reason and the address of a file it keeps (docs/product/tenders.md). */
export const TENDER_CLARIFICATION_LIMITS = { question: 500, answer: 1000, reason: 200, keptFileUrl: 200 } as const;

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

/**
 * The phases of a tender, in their order; cancelled and failed end it early (platform/tender/windows.ts
 * decides them). Announced: published, its registration not open yet.
 */
export const TENDER_PHASES = [
  'draft',
  'announced',
  'registration',
  'prequalification',
  'bidding',
  'opening',
  'evaluation',
  'awarded',
  'cancelled',
  'failed',
] as const;

/** A supplier's registration for a tender (contract/endpoints/tender-registration.ts): what it sends, and the buyer's reason to reject it. */
export const TENDER_REGISTRATION_LIMITS = {
  /** Characters of the contact's name, e-mail and detailed address. */
  contactName: 30,
  email: 100,
  address: 100,
  /** Attachments answering the registration requirement, and qualification documents for the prequalification. */
  files: 10,
  qualificationFiles: 10,
  /** Characters of the buyer's reason to reject. */
  reason: 200,
} as const;

/** A contact phone: a mobile or a landline, digits with + - ( ) and spaces, 5 to 20 characters. */
export const CONTACT_PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;

/** A supplier's sealed bid (contract/endpoints/tender-bid.ts): its texts, days and documents, and how often it may be sent. */
export const TENDER_BID_LIMITS = {
  /** Characters of a commercial term (payment, delivery, warranty) and of a line's note. */
  term: 100,
  lineNote: 100,
  /** Characters of the bid's remark. */
  remark: 500,
  /** Days a bid stays valid, and a line's delivery days: at most. */
  days: 3650,
  /** Technical and commercial documents, each list. */
  files: 10,
  /** Submissions and withdrawals of one bid. */
  revisions: 50,
} as const;
