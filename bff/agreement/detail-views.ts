// The view models of one contract's page and its signed document, for either side
// (docs/decisions/025-contracts.md): the contract as the platform reads it, the comparison of two
// versions when one is asked, and the keys of this render's keyed forms. Browser-safe (types only).
import type { Agreement, AgreementDiff, AgreementTerms, AgreementVersionRow } from '#contract/schemas/agreement.ts';
import type { Section } from '../views.ts';
import type { TermsValues } from './terms-form.ts';

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
  comment: string;
  terminate: string;
  deliver: string;
  /** One per pending delivery (by its id) for each verdict, and one per payment stage (by its number). */
  accept: Record<number, string>;
  reject: Record<number, string>;
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

/** The posted names of the page's forms (one name per field in every form; a proposal's terms are named by TERMS_FIELD). */
export const AGREEMENT_FIELD = {
  intent: 'intent',
  key: 'idempotencyKey',
  version: 'version',
  hash: 'hash',
  baseVersion: 'baseVersion',
  comment: 'comment',
  reason: 'reason',
  lineNo: 'lineNo',
  quantity: 'quantity',
  deliveredOn: 'deliveredOn',
  note: 'note',
  deliveryId: 'deliveryId',
  stageNo: 'stageNo',
  amount: 'amount',
} as const;

/** A proposal as typed: the terms, the version they were typed on and a comment (what a refused one shows again, whole). */
export type ProposalValues = TermsValues & { baseVersion: number; comment: string };

/**
 * What the page's action answers. A refusal says why (the code's message in the user's language,
 * on its field or above the form), keeps what was typed (values; a proposal whole) and names the
 * row it was about (a delivery, a stage). `stale`: a newer version came first (39007). A refusal of
 * no form of the page (an intent it does not have, a contract id it cannot read) has no intent.
 */
export type AgreementActionAnswer =
  | { ok: true; intent: AgreementIntent; deliveryId?: number; stageNo?: number }
  | {
      ok: false;
      intent: AgreementIntent | null;
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
