// The view models of the contract lists, the draft form and the templates (docs/decisions/025-contracts.md):
// either side's contracts by state, the buyer's awards still to contract, the execution lists, the
// contract drafted from one award, and the buyer's templates. Browser-safe (types and constants only).
import type {
  AgreementLine,
  AgreementRow,
  AgreementSide,
  AgreementSource,
  AgreementState,
  AgreementTemplate,
  ContractableAward,
  Page,
} from '#contract/schemas.ts';
import type { Section } from '../views.ts';
import type { TermsValues } from './terms-form.ts';

/** A contract list: all of a side's contracts, or only those signed (the execution lists). */
export type AgreementListKind = 'all' | 'execution';

/** The states an execution list can hold: a contract once signed. */
export const EXECUTION_STATES = ['signed', 'completed', 'terminated'] as const satisfies readonly AgreementState[];

export type AgreementListView = {
  side: AgreementSide;
  kind: AgreementListKind;
  list: Section<Page<AgreementRow>>;
  current: number;
  pageSize: number;
  /** The state asked (null: all). */
  state: AgreementState | null;
  keyword: string;
};

export type AwardListView = {
  list: Section<Page<ContractableAward>>;
  current: number;
  pageSize: number;
  sourceType: AgreementSource | null;
  keyword: string;
};

/** The buyer's contracts page: its contracts by state, or (?tab=awards) the awards it may contract. */
export type BuyerContractsView = { tab: 'contracts'; contracts: AgreementListView } | { tab: 'awards'; awards: AwardListView };

/** The draft form as typed (what a refused form shows again, whole): the terms, its lines chosen, and a comment for the supplier. */
export type DraftValues = TermsValues & { comment: string };

export type DraftView = {
  award: ContractableAward;
  /** The award's free lines as the draft offers them (names, awarded quantities, unit prices). */
  lines: AgreementLine[];
  values: DraftValues;
  /** The buyer's templates (the picker), failing alone. */
  templates: Section<AgreementTemplate[]>;
  templateId: number | null;
  /** The create's idempotency key for this render. */
  formKey: string;
};

/**
 * The draft page: the draft, or why none can be drafted from this award (every line in a contract
 * already, 39014; the supplier declined the order, 39029), said in the user's language.
 */
export type DraftPageView = ({ refusal: null } & DraftView) | { refusal: { code: number; message: string } };

/** A refused draft: messages on their fields (l.<lineNo>.quantity, s.<n>.ratio, plan, lines …) or the whole form's, with everything typed and the key. */
export type DraftFailure = { ok: false; fieldErrors: Record<string, string>; formError?: string; values: DraftValues; formKey: string };

export type TemplateValues = { name: string; body: string };

export type TemplatesView = {
  templates: Section<AgreementTemplate[]>;
  /** The template being edited (?id=), or null for a new one. */
  editing: AgreementTemplate | null;
  values: TemplateValues;
  formKey: string;
  saved: boolean;
};

export type TemplateFailure = {
  ok: false;
  fieldErrors: Partial<Record<keyof TemplateValues, string>>;
  formError?: string;
  values: TemplateValues;
  formKey: string;
};
