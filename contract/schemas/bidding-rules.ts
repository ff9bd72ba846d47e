// The live reverse auction's (competitive bid's) vocabulary and limits that both sides of the wire
// know, written once (docs/product/rules.md): the platform enforces them, the portal's forms read
// them. No zod here, so the browser bundle may import this file on its own.

/** What the buyer did to it: a draft, published, cancelled; awarded and failed end it after the close. */
export const BIDDING_STATES = ['draft', 'published', 'cancelled', 'awarded', 'failed'] as const;

/**
 * Where an auction stands by the platform's clock (platform/bidding/windows.ts), in order: sign-up
 * (until endSignUp), upcoming (until biddingStartTime), live (until the close), extended (live after
 * an extension), closed (the close passed, not yet awarded or failed); cancelled ends it early.
 */
export const BIDDING_PHASES = ['draft', 'signUp', 'upcoming', 'live', 'extended', 'closed', 'awarded', 'failed', 'cancelled'] as const;

/** What a bidder sees while the auction runs: its own rank only, the best price, or every price with the bidders aliased. */
export const BIDDING_VISIBILITIES = ['ownRank', 'bestPrice', 'allPricesAliased'] as const;

/** The minimum step: an amount in yuan, or a percent of the current best price. */
export const STEP_TYPES = ['amount', 'percent'] as const;

/** The one tie rule: of equal prices, the earlier bid ranks first (published on the rule sheet). */
export const TIE_RULE = 'earlierBidFirst' as const;

export const BIDDING_LIMITS = {
  details: 60,
  remark: 100,
  demand: 200,
  text: 100,
  address: 200,
  materiels: 200,
  areas: 100,
  files: 10,
  invited: 200,
  /** Bids one supplier may place, at most. */
  allowPurchaseCount: 1000,
  /** A percent step is at most this. */
  stepPercentMax: 50,
  /** Minutes of the trigger window and of one extension, and extensions, at most. */
  extensionMinutesMax: 120,
  extensionsMax: 100,
  /** Characters of a sign-up's contact, e-mail, address, and a rejection's or cancellation's reason. */
  contactName: 30,
  email: 100,
  signUpAddress: 200,
  reason: 200,
} as const;
