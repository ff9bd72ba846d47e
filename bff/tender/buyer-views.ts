// The view models of the buyer's tender pages (docs/product/tenders.md): its list by
// phase, the form it drafts and publishes, one tender. Browser-safe (types and field names only):
// the form's components and the BFF's actions read the same names.
import type { MemberTender, MemberTenderPage, Province, TenderPhase } from '#contract/schemas.ts';
import type { CategoryChoice } from '../member/views.ts';
import type { Choice, FileRef, Section } from '../views.ts';

export type { Choice, FileRef };

export type TenderListView = {
  list: Section<MemberTenderPage>;
  current: number;
  pageSize: number;
  /** The phase asked (null: all). */
  phase: TenderPhase | null;
  keyword: string;
  /** The server's clock when the page was made: each row's time left to its next phase counts from it. */
  serverTime: number;
};

/** One material line as typed (texts), `key` telling rows apart while they are added and removed. */
export type TenderMaterialValues = {
  key: string;
  code: string;
  name: string;
  type: string;
  categoryId: string;
  brandId: string;
  unit: string;
  count: string;
  files: FileRef[];
};

/** One scored criterion as typed. */
export type CriterionValues = { key: string; name: string; weight: string };

/** The tender form as typed: what a refused form shows again, whole. Times are Beijing's. */
export type TenderFormValues = {
  projectName: string;
  remark: string;
  categoryId: string;
  purchaseType: string;
  budgetAmount: string;
  materials: TenderMaterialValues[];
  /** 'all' areas or 'chosen' ones. */
  areaScope: string;
  /** "p:<province>" or "c:<province>:<city>". */
  areas: string[];
  deliverAddress: string;
  /** YYYY-MM-DD. */
  hopeDate: string;
  /** YYYY-MM-DDTHH:mm, each. */
  registerStartTime: string;
  registerEndTime: string;
  registerRequirement: string;
  registerFiles: FileRef[];
  /** 'on' or ''. */
  prequal: string;
  preCheckStartTime: string;
  preCheckEndTime: string;
  preCheckRequirement: string;
  preCheckFiles: FileRef[];
  inviteTenderStartTime: string;
  inviteTenderEndTime: string;
  openTenderTime: string;
  inviteTenderRequirement: string;
  inviteTenderFiles: FileRef[];
  /** 'lowestPrice' or 'scored'. */
  evaluationMethod: string;
  criteria: CriterionValues[];
  /** The key of the criterion marked as the price's, or ''. */
  priceCriterion: string;
  /** 'public' or 'invited'. */
  tenderScope: string;
  /** "<memberId>:<roleId>". */
  invited: string[];
  payType: string;
  deliverRequirement: string;
  taxationRequirement: string;
  logisticsRequirement: string;
  packingRequirement: string;
  otherRequirement: string;
};

/** The commercial terms' fields, in the form's order. */
export const TENDER_TERMS = [
  'payType',
  'deliverRequirement',
  'taxationRequirement',
  'logisticsRequirement',
  'packingRequirement',
  'otherRequirement',
] as const;

/** What the form page shows: a new tender or a draft (a published one is locked: amendments live elsewhere). */
export type TenderEditView = {
  mode: 'new' | 'draft';
  tender: MemberTender | null;
  /** The tender is no longer a draft: the form is not shown. */
  locked: boolean;
  values: TenderFormValues;
  categories: CategoryChoice[];
  brands: Choice[];
  provinces: Province[];
  /** The buyer's admitted suppliers whose stage lets them take part. */
  suppliers: Choice[];
  formKey: string;
  /** ?saved=1 after a draft was saved. */
  saved: boolean;
};

/**
 * A refused tender form: messages by field ('projectName', 'm.0.name', 'c.1.weight' …) or for the form,
 * what was typed, the key kept, and the draft it was saved as when publishing it was refused (the
 * next press saves that draft again instead of making another).
 */
export type TenderFormFailure = {
  ok: false;
  fieldErrors: Record<string, string>;
  formError?: string;
  values: TenderFormValues;
  formKey: string;
  draftId: number | null;
};

export type TenderDetailView = {
  tender: MemberTender;
  /** What the tender's ids and codes are called: its category, the lines' categories and brands, its areas (in the tender's order). */
  names: { categories: Record<string, string>; brands: Record<string, string>; areas: string[] };
  serverTime: number;
};

/** What the detail page's action answers: a cancellation. */
export type TenderActionAnswer =
  | { ok: true; intent: 'cancel' }
  | { ok: false; intent: 'cancel'; message?: string; fieldErrors: Record<string, string>; values: Record<string, string> };
