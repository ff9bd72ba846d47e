// The tender's tables: the tender with its materials and areas, the suppliers it invites, the
// suppliers' registrations, questions and sealed bids, the amendments, the opening, the evaluation
// and the award. tender_revisions, tender_bid_revisions, tender_openings, tender_scores,
// tender_evaluation_reports and tender_awards are append-only (migration 0018's triggers).
import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { EvaluationCriterion, EvaluationMethod, TenderScope, TenderState } from '#contract/schemas.ts';
import { attachments, id, money, searchTokens, time } from '../db/columns.ts';
import { members, roles, users } from '../member/schema.ts';
import { areaTable, materielTable, participant, publication, publicationIndexes } from '../sourcing/schema.ts';

export const tenders = pgTable(
  'tenders',
  {
    ...publication(),
    code: text().notNull().unique(),
    projectName: text().notNull(),
    deliverAddress: text().notNull(),
    hopeDate: time().notNull(),
    registerStartTime: time().notNull(),
    registerEndTime: time().notNull(),
    inviteTenderStartTime: time().notNull(),
    inviteTenderEndTime: time().notNull(),
    openTenderTime: time().notNull(),
    isQualificationCheck: boolean().notNull().default(false),
    /** The qualification pre-check, when isQualificationCheck: between registering and tendering. */
    preCheckStartTime: time(),
    preCheckEndTime: time(),
    preCheckRequirement: text().notNull().default(''),
    preCheckFiles: attachments(),
    inviteTenderRequirement: text().notNull().default(''),
    inviteTenderFiles: attachments(),
    registerRequirement: text().notNull().default(''),
    registerFiles: attachments(),
    payType: text().notNull().default(''),
    deliverRequirement: text().notNull().default(''),
    taxationRequirement: text().notNull().default(''),
    logisticsRequirement: text().notNull().default(''),
    packingRequirement: text().notNull().default(''),
    otherRequirement: text().notNull().default(''),
    /** Round of the tender (re-tendering increments it). */
    turn: integer().notNull().default(1),
    searchTokens: searchTokens((): SQL => sql`${tenders.projectName} || ' ' || ${tenders.code} || ' ' || ${tenders.materielNames}`),
    // Publishing (platform/tender/publishing.ts); the phase is the state and the schedule read
    // against the platform's clock (windows.ts), never stored.
    /** draft (the buyer's only), published, cancelled; awarded and failed end the later phases. */
    state: text().$type<TenderState>().notNull().default('published'),
    /** The summary under the project name. */
    remark: text().notNull().default(''),
    /** 1 fixed purchase amount (a contract cannot exceed it), 2 not fixed. */
    purchaseType: smallint().$type<1 | 2>().notNull().default(2),
    evaluationMethod: text().$type<EvaluationMethod>().notNull().default('lowestPrice'),
    /** The scored criteria and their weights (empty for lowest price). */
    evaluationCriteria: jsonb().$type<EvaluationCriterion[]>().notNull().default([]),
    /** Who may register: any admitted supplier of the areas, or the invited ones (tender_invitations). */
    tenderScope: text().$type<TenderScope>().notNull().default('public'),
    cancelReason: text(),
    updateTime: time(),
    /** The documents' revision: 1 as published, +1 per amendment (tender_revisions); a bid answering an older one must be confirmed again. */
    revision: integer().notNull().default(1),
    /** Why it failed (the opening's valid bids fewer than the site's minimum), when state is failed. */
    failReason: text(),
  },
  (t) => [...publicationIndexes('tenders', t, t.registerEndTime), index().on(t.state, t.openTenderTime)],
);
export const tenderMateriels = materielTable('tender_materiels', 'tender_id', () => tenders.id);
export const tenderAreas = areaTable('tender_areas', 'tender_id', () => tenders.id);

/** How a registration stands: approved at once without a prequalification, else reviewed by the buyer. */
export type RegistrationReview = 'approved' | 'pending' | 'rejected';

/** A supplier's registration for a tender: its contact, its documents, and the prequalification's verdict. */
export const tenderRegistrations = pgTable(
  'tender_registrations',
  {
    ...participant(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    contactName: text().notNull().default(''),
    phone: text().notNull().default(''),
    email: text().notNull().default(''),
    provinceCode: text(),
    cityCode: text(),
    address: text().notNull().default(''),
    /** What the registration requirement asks for. */
    files: attachments(),
    /** The qualification documents the prequalification reviews. */
    qualificationFiles: attachments(),
    review: text().$type<RegistrationReview>().notNull().default('approved'),
    reviewReason: text(),
    reviewedByUserId: integer().references(() => users.id),
    reviewTime: time(),
  },
  (t) => [uniqueIndex().on(t.tenderId, t.memberId, t.memberRoleId), index().on(t.memberId, t.memberRoleId)],
);

/** A registered supplier's question, and the buyer's answer (published to every registered supplier without the asker). */
export const tenderQuestions = pgTable(
  'tender_questions',
  {
    ...participant(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    question: text().notNull(),
    answer: text(),
    answeredByUserId: integer().references(() => users.id),
    answerTime: time(),
  },
  (t) => [index().on(t.tenderId)],
);

/** What an amendment changed: the documents as they now read, and the deadline it moved (if it did). */
export type TenderAmendment = {
  inviteTenderRequirement: string;
  inviteTenderFiles: { id: number; name: string; url: string }[];
  previousEndTime: number;
  inviteTenderEndTime: number;
  previousOpenTime: number;
  openTenderTime: number;
};

/** Each amendment of a published tender's documents, append-only: revision 2 onwards (1 is the publication). */
export const tenderRevisions = pgTable(
  'tender_revisions',
  {
    id: id(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    revision: integer().notNull(),
    actorUserId: integer()
      .notNull()
      .references(() => users.id),
    reason: text().notNull(),
    amendment: jsonb().$type<TenderAmendment>().notNull(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.tenderId, t.revision)],
);

/** A supplier's bid on a tender: this head points at its latest revision (tender_bid_revisions). */
export const tenderBids = pgTable(
  'tender_bids',
  {
    ...participant(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    registrationId: integer()
      .notNull()
      .references(() => tenderRegistrations.id),
    /** active, or withdrawn (the latest revision withdrew it): only active bids are opened. */
    state: text().$type<'active' | 'withdrawn'>().notNull().default('active'),
    revision: integer().notNull().default(1),
    /** The tender's revision the latest submission answered: older ones must confirm again. */
    tenderRevision: integer().notNull().default(1),
    updateTime: time(),
  },
  (t) => [uniqueIndex().on(t.tenderId, t.memberId, t.memberRoleId)],
);

/** A bid line's commercial terms, in clear (not prices). */
export type BidLineTerm = { materielId: number; deliveryDays: number | null; note: string };
/** What a sealed bid's ciphertext holds: a price per material line and the total (Σ price × count). */
export type SealedBidPrices = { lines: { materielId: number; price: number }[]; totalAmount: number };

/**
 * Each submission, confirmation or withdrawal of a bid, append-only. Prices are only in
 * `sealedPrices` (AES-256-GCM, the inquiry's sealer, key outside the database) until the opening;
 * `receiptHash` is the sha256 of what was submitted and the server's time it was received.
 */
export const tenderBidRevisions = pgTable(
  'tender_bid_revisions',
  {
    id: id(),
    bidId: integer()
      .notNull()
      .references(() => tenderBids.id),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    revision: integer().notNull(),
    tenderRevision: integer().notNull(),
    kind: text().$type<'submitted' | 'withdrawn'>().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    /** "v1." + base64url(iv ‖ tag ‖ ciphertext) of SealedBidPrices; null for a withdrawal. */
    sealedPrices: text(),
    /** Percent. */
    taxRate: numeric({ precision: 5, scale: 2, mode: 'number' }),
    currency: text().notNull().default('CNY'),
    /** The commercial terms: payment, delivery, validity, warranty; in clear. */
    terms: jsonb().$type<{ payment: string; delivery: string; validityDays: number | null; warranty: string }>(),
    lineTerms: jsonb().$type<BidLineTerm[]>().notNull().default([]),
    remark: text().notNull().default(''),
    technicalFiles: attachments(),
    commercialFiles: attachments(),
    receiptHash: text().notNull(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.bidId, t.revision), index().on(t.tenderId)],
);

/** One opened bid as the opening record keeps it. */
export type OpenedBid = {
  bidId: number;
  revision: number;
  supplier: { memberId: number; roleId: number; name: string };
  /** sha256 of the ciphertext opened, and the receipt's hash as stored. */
  sealedHash: string;
  receiptHash: string;
  /** The receipt recomputed from what was opened matches the stored one. */
  verified: boolean;
  /** Answered the tender's latest revision (a bid that did not confirm an amendment is not valid). */
  current: boolean;
  valid: boolean;
  totalAmount: number;
  taxRate: number | null;
  lines: { materielId: number; price: number; count: number; amount: number }[];
  submittedTime: number;
};

/** The public opening of a tender's bids, by the platform's clock at openTenderTime: once; append-only. */
export const tenderOpenings = pgTable('tender_openings', {
  id: id(),
  tenderId: integer()
    .notNull()
    .unique()
    .references(() => tenders.id),
  bids: jsonb().$type<OpenedBid[]>().notNull(),
  validCount: integer().notNull(),
  /** opened, or failed (fewer valid bids than the site's minimum). */
  outcome: text().$type<'opened' | 'failed'>().notNull(),
  /** sha256 of `bids` as stored. */
  digest: text().notNull(),
  createTime: time().notNull(),
});

/** Who evaluates a tender: a user of the buyer's member, assigned (member) or invited from its expert library (expert, who accepts). */
export const tenderEvaluators = pgTable(
  'tender_evaluators',
  {
    id: id(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    source: text().$type<'member' | 'expert'>().notNull(),
    /** invited (an expert not yet answered), accepted, declined. */
    state: text().$type<'invited' | 'accepted' | 'declined'>().notNull(),
    assignedByUserId: integer()
      .notNull()
      .references(() => users.id),
    answerReason: text(),
    answerTime: time(),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.tenderId, t.userId), index().on(t.userId)],
);

/** A buyer's expert library: its users who may be invited to evaluate, with what they know. */
export const tenderExperts = pgTable(
  'tender_experts',
  {
    id: id(),
    memberId: integer()
      .notNull()
      .references(() => members.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    speciality: text().notNull().default(''),
    title: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    createTime: time().notNull(),
  },
  (t) => [uniqueIndex().on(t.memberId, t.userId)],
);

/** One evaluator's scores of one bid, per criterion (the price criterion computed by the formula); append-only, the latest counts. */
export const tenderScores = pgTable(
  'tender_scores',
  {
    id: id(),
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    evaluatorId: integer()
      .notNull()
      .references(() => tenderEvaluators.id),
    bidId: integer()
      .notNull()
      .references(() => tenderBids.id),
    /** Per criterion, in the tender's order: the points given (0..weight). */
    scores: jsonb().$type<{ criterion: number; score: number }[]>().notNull(),
    total: numeric({ precision: 7, scale: 2, mode: 'number' }).notNull(),
    comment: text().notNull().default(''),
    createTime: time().notNull(),
  },
  (t) => [index().on(t.tenderId, t.evaluatorId, t.bidId)],
);

/** A bid's place in the evaluation report. */
export type RankedBid = {
  bidId: number;
  supplier: { memberId: number; roleId: number; name: string };
  totalAmount: number;
  priceScore: number | null;
  /** Average over the evaluators per criterion, and their sum (lowest price: null). */
  criterionScores: { criterion: number; score: number }[];
  totalScore: number | null;
  rank: number;
};

/** The evaluation report, kept with the tender: the ranking when the buyer closed the evaluation; once; append-only. */
export const tenderEvaluationReports = pgTable('tender_evaluation_reports', {
  id: id(),
  tenderId: integer()
    .notNull()
    .unique()
    .references(() => tenders.id),
  ranking: jsonb().$type<RankedBid[]>().notNull(),
  submittedByUserId: integer()
    .notNull()
    .references(() => users.id),
  remark: text().notNull().default(''),
  files: attachments(),
  digest: text().notNull(),
  createTime: time().notNull(),
});

/** One material line's share to one bid in the award. */
export type AwardedShare = {
  materielId: number;
  bidId: number;
  supplier: { memberId: number; roleId: number; name: string };
  /** Percent of the line's count, 0 < ratio ≤ 100; a line's shares total 100. */
  ratio: number;
  quantity: number;
  unitPrice: number;
  amount: number;
};

/** The award of a tender: whole to one bid or each line by percentages; once; append-only. */
export const tenderAwards = pgTable('tender_awards', {
  id: id(),
  tenderId: integer()
    .notNull()
    .unique()
    .references(() => tenders.id),
  awardedByUserId: integer()
    .notNull()
    .references(() => users.id),
  mode: text().$type<'whole' | 'split'>().notNull(),
  /** Required when the award does not go wholly to the first-ranked bid. */
  reason: text(),
  shares: jsonb().$type<AwardedShare[]>().notNull(),
  totalAmount: money().notNull(),
  currency: text().notNull().default('CNY'),
  noticeId: integer(),
  createTime: time().notNull(),
});

/** The suppliers an invited tender (tenderScope 'invited') lets register. */
export const tenderInvitations = pgTable(
  'tender_invitations',
  {
    tenderId: integer()
      .notNull()
      .references(() => tenders.id),
    supplierMemberId: integer()
      .notNull()
      .references(() => members.id),
    supplierRoleId: integer()
      .notNull()
      .references(() => roles.id),
    createTime: time().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenderId, t.supplierMemberId, t.supplierRoleId] }), index().on(t.supplierMemberId)],
);
