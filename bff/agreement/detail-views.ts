// The view models of one contract's page and its signed document, for either side
// (docs/decisions/025-contracts.md): the contract as the platform reads it, the comparison of two
// versions when one is asked, and the keys of this render's keyed forms. Browser-safe (types only).
import type { Agreement, AgreementDiff, AgreementTerms, AgreementVersionRow, PaymentCondition } from '#contract/schemas/agreement.ts';
import type { FileRef, Section } from '../views.ts';

export type AgreementDetailView = {
  agreement: Agreement;
  /** The two versions asked to compare (?from=&to=), or null when none were. */
  compare: { from: number; to: number } | null;
  /** Their changes row by row; null when no comparison was asked. */
  diff: Section<AgreementDiff> | null;
  /** The keys of this render's keyed forms: a double click acts once, a refused form keeps its key. */
  keys: AgreementFormKeys;
  /** Today in the site's time (YYYY-MM-DD), what a delivery's date starts at. */
  today: string;
};

export type AgreementFormKeys = {
  sign: string;
  propose: string;
  deliver: string;
  /** One per pending delivery (by its id) and per payment stage (by its number). */
  decide: Record<number, string>;
  pay: Record<number, string>;
};

/** The signed document (or, before signing, the current version as a draft). */
export type AgreementDocumentView = {
  agreement: Agreement;
  /** The version the document shows: the signed one, else the current one. */
  version: AgreementVersionRow | null;
  versionNo: number;
  hash: string;
  terms: AgreementTerms;
  draft: boolean;
};

export const AGREEMENT_INTENTS = ['sign', 'propose', 'comment', 'deliver', 'accept', 'reject', 'pay', 'terminate'] as const;
export type AgreementIntent = (typeof AGREEMENT_INTENTS)[number];

/** The posted names of the page's forms (one name per field in every form; a proposal's rows are `l.<lineNo>.<field>` and `s.<row>.<field>`). */
export const AGREEMENT_FIELD = {
  intent: 'intent',
  key: 'idempotencyKey',
  version: 'version',
  hash: 'hash',
  baseVersion: 'baseVersion',
  comment: 'comment',
  reason: 'reason',
  title: 'title',
  startDate: 'startDate',
  endDate: 'endDate',
  deliveryAddress: 'deliveryAddress',
  text: 'text',
  files: 'files',
  /** Where a refusal of the lines as a whole, or of the payment plan as a whole, is said. */
  lines: 'lines',
  plan: 'plan',
  lineNo: 'lineNo',
  quantity: 'quantity',
  deliveredOn: 'deliveredOn',
  note: 'note',
  deliveryId: 'deliveryId',
  stageNo: 'stageNo',
  amount: 'amount',
} as const;

/** One line of a proposal as typed. */
export type ProposalLineValues = { lineNo: number; quantity: string; deliveryDate: string };
/** One payment stage of a proposal as typed; `key` tells the rows apart while they are added and removed. */
export type ProposalStageValues = { key: string; name: string; ratio: string; condition: PaymentCondition; dueDate: string; payDay: string };

/** A proposal as typed: what a refused one shows again, whole. */
export type ProposalValues = {
  baseVersion: number;
  title: string;
  startDate: string;
  endDate: string;
  lines: ProposalLineValues[];
  stages: ProposalStageValues[];
  deliveryAddress: string;
  text: string;
  files: FileRef[];
  comment: string;
};

/**
 * What the page's action answers. A refusal says why (the code's message in the user's language,
 * on its field or above the form), keeps what was typed (values; a proposal whole) and names the
 * row it was about (a delivery, a stage). `stale`: a newer version came first (39007).
 */
export type AgreementActionAnswer =
  | { ok: true; intent: AgreementIntent; deliveryId?: number; stageNo?: number }
  | {
      ok: false;
      intent: AgreementIntent;
      code?: number;
      message?: string;
      stale?: boolean;
      fieldErrors: Record<string, string>;
      values: Record<string, string>;
      proposal?: ProposalValues;
      deliveryId?: number;
      stageNo?: number;
    };
export type AgreementRefusal = Extract<AgreementActionAnswer, { ok: false }>;
