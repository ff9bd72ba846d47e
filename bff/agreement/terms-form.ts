// A contract's terms as one form types them (docs/decisions/025-contracts.md): the buyer's draft from an
// award and either side's proposal of a new version fill in the same fields — the basics, the lines
// (the draft chooses which of the award's lines it covers), the payment plan, the delivery address,
// the text and the documents — under the same input names. Browser-safe (types and pure functions).
import type { AgreementTerms } from '#contract/schemas/agreement.ts';
import type { FileRef } from '../views.ts';

/** One line as typed; `include` only where the form chooses the lines (the draft), else every line is in. */
export type TermsLineValues = { lineNo: number; include?: boolean; quantity: string; deliveryDate: string };

/** One payment stage as typed; `key` ('s0', 's1' …) names its inputs and tells the rows apart while they are added and removed. */
export type TermsStageValues = { key: string; name: string; ratio: string; condition: string; dueDate: string; payDay: string };

/** The terms as typed: what a refused form shows again, whole. */
export type TermsValues = {
  title: string;
  startDate: string;
  endDate: string;
  lines: TermsLineValues[];
  stages: TermsStageValues[];
  deliveryAddress: string;
  text: string;
  /** The documents; null when the posted field was not what the form writes (refused on its field). */
  files: FileRef[] | null;
};

export type TermsLineField = 'include' | 'quantity' | 'deliveryDate';
export type TermsStageField = Exclude<keyof TermsStageValues, 'key'>;

/**
 * The terms' input names, one for each field in both forms: a line's are l.<lineNo>.<field>, a stage's
 * s.<n>.<field> (n from its key, only growing: the order typed is the order sent); `lines` and `plan`
 * are where a refusal of the lines or of the plan as a whole is said.
 */
export const TERMS_FIELD = {
  title: 'title',
  startDate: 'startDate',
  endDate: 'endDate',
  deliveryAddress: 'deliveryAddress',
  text: 'text',
  files: 'files',
  lines: 'lines',
  plan: 'plan',
  line: (lineNo: number, field: TermsLineField) => `l.${lineNo}.${field}`,
  stage: (key: string, field: TermsStageField) => `s.${key.slice(1)}.${field}`,
} as const;

/** The prefix of a new stage's key. */
export const STAGE_KEY_PREFIX = 's';

/** A new stage: paid on acceptance, as the platform's draft proposes. */
export const blankStage = (key: string): TermsStageValues => ({ key, name: '', ratio: '', condition: 'acceptance', dueDate: '', payDay: '' });

/** A version's terms (or the platform's draft) as the form starts them; `include`: every line ticked (the draft's choice of lines). */
export function termsValuesFrom(terms: AgreementTerms, { include = false } = {}): TermsValues {
  return {
    title: terms.title,
    startDate: terms.startDate,
    endDate: terms.endDate,
    lines: terms.lines.map((line) => ({
      lineNo: line.lineNo,
      ...(include ? { include: true } : {}),
      quantity: String(line.quantity),
      deliveryDate: line.deliveryDate,
    })),
    stages: terms.paymentPlan.map((stage, index) => ({
      key: `${STAGE_KEY_PREFIX}${index}`,
      name: stage.name,
      ratio: String(stage.ratio),
      condition: stage.condition,
      dueDate: stage.dueDate ?? '',
      payDay: stage.payDay === null ? '' : String(stage.payDay),
    })),
    deliveryAddress: terms.deliveryAddress,
    text: terms.text,
    files: terms.attachments.map((file) => ({ id: file.fileId, name: file.name, url: file.url })),
  };
}
