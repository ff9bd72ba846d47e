// The words and limits both sides of the wire share, written once: the three kinds of sourcing
// event (docs/glossary.md#glossary), a member's two roles, and the limits the platform enforces and
// the portal mirrors.
// Plain constants, no zod: the browser bundle imports this file for its links and filters.

/** The three kinds of sourcing event: inquiry (RFQ), tender (invite tender), competitive bid (reverse auction: "bidding"). */
export const SOURCING_KINDS = ['inquiry', 'tender', 'bidding'] as const;
export type SourcingKind = (typeof SOURCING_KINDS)[number];

/** The wire's priceType of each kind (1 inquiry, 2 tender, 3 competitive bid). */
export type PriceType = 1 | 2 | 3;
export const PRICE_TYPE: Record<SourcingKind, PriceType> = { inquiry: 1, tender: 2, bidding: 3 };
export const KIND_OF_PRICE_TYPE: Record<PriceType, SourcingKind> = { 1: 'inquiry', 2: 'tender', 3: 'bidding' };

/**
 * A member's role on the wire (memberRoleType), by the name it is chosen under at registration or
 * later (ROLE_CHOICES): a supplier answers sourcing events, a buyer publishes them. A member
 * without a role yet has memberRoleType null.
 */
export const MEMBER_ROLE = { supplier: 1, buyer: 2 } as const;
export type MemberRole = keyof typeof MEMBER_ROLE;
export type MemberRoleType = (typeof MEMBER_ROLE)[MemberRole];

/** The role a memberRoleType names; null for a member without one yet. */
export function memberRoleOf(type: MemberRoleType | null): MemberRole | null {
  if (type === MEMBER_ROLE.supplier) return 'supplier';
  if (type === MEMBER_ROLE.buyer) return 'buyer';
  return null;
}

/** The largest PostgreSQL integer: no row has a larger id, and the database would refuse one. */
export const INT4_MAX = 2_147_483_647;
/** Money as numeric(14,2) holds it. */
export const MAX_AMOUNT = 999_999_999_999.99;
/** A list keyword, a notice name, a company name searched for. */
export const KEYWORD_MAX = 100;
/** The highest page number a list URL may ask for. */
export const MAX_PAGE = 10_000;
/** The most rows one list call may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Ids in one comma-separated list parameter. */
export const MAX_IDS = 100;
/** Characters of an attribute filter ("3-11,12;5-20"). */
export const MAX_ATTR_LENGTH = 500;
/** A favourite filter's name, in characters (code points): docs/product/constants.md#constants-and-limits. */
export const FAVOURITE_NAME_MAX = 6;
/** The favourite list is page 1 of this size. */
export const FAVOURITE_LIST_SIZE = 50;
