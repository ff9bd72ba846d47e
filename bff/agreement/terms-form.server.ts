// A contract's terms as the draft and the proposal post them (docs/decisions/025-contracts.md), read and
// checked once for both: the fields as typed (what a refused form shows again), then the body the
// platform takes. The portal reads each field's shape and lets the contract's AgreementTermsBody check
// the rest, each issue on the field it names, every message at once; the rules with codes (ratios
// totalling 100 %, a quantity within the award, the dates' order, a payment day in 1–31) are the
// platform's, and TERMS_REFUSAL_FIELD puts its refusal on the part of the form it is about.
import type { z } from 'zod';
import { Code } from '#contract/codes.ts';
import { AgreementTermsBody } from '#contract/endpoints/agreement.ts';
import { AGREEMENT_LIMITS, PaymentCondition } from '#contract/schemas/agreement.ts';
import { decimalOf, formCheck, type IssuePlace, issueKind, postedFilesOf, quantityOf, rowsOf } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import { STAGE_KEY_PREFIX, TERMS_FIELD as F, type TermsValues } from './terms-form.ts';

/** Where the terms' messages are: the contract namespace's termsForm.errors. */
const ERRORS = 'contract:termsForm.errors';

const LINE_ROW = /^l\.(\d{1,10})\.(include|quantity|deliveryDate)$/;
const STAGE_ROW = /^s\.(\d{1,3})\.(name|ratio|condition|dueDate|payDay)$/;

/**
 * The terms as posted, as typed: the lines by number (`include`: the form chooses them with a box),
 * the stages in their order (one row past each limit, so the contract says it is past), the documents
 * as their references (null when the field is not what the form wrote).
 */
export function postedTerms(form: FormData, { include = false } = {}): TermsValues {
  return {
    title: text(form, F.title),
    startDate: text(form, F.startDate),
    endDate: text(form, F.endDate),
    lines: rowsOf(form, LINE_ROW, AGREEMENT_LIMITS.lines).map((lineNo) => ({
      lineNo,
      ...(include ? { include: text(form, F.line(lineNo, 'include')) === 'on' } : {}),
      quantity: text(form, F.line(lineNo, 'quantity')),
      deliveryDate: text(form, F.line(lineNo, 'deliveryDate')),
    })),
    stages: rowsOf(form, STAGE_ROW, AGREEMENT_LIMITS.stages).map((n) => {
      const key = `${STAGE_KEY_PREFIX}${n}`;
      return {
        key,
        name: text(form, F.stage(key, 'name')),
        ratio: text(form, F.stage(key, 'ratio')),
        condition: text(form, F.stage(key, 'condition')),
        dueDate: text(form, F.stage(key, 'dueDate')),
        payDay: text(form, F.stage(key, 'payDay')),
      };
    }),
    deliveryAddress: text(form, F.deliveryAddress),
    text: text(form, F.text),
    files: postedFilesOf(form, F.files, { max: AGREEMENT_LIMITS.files + 1 }),
  };
}

/** The lines the terms hold: those ticked where the form chooses them, else all. */
const includedLines = (values: TermsValues) => values.lines.filter((line) => line.include !== false);

type Check = ReturnType<typeof formCheck>;

/**
 * The terms' body as the contract takes it, each field's shape read: one that cannot be read keeps
 * its message and stands in with a value the contract takes, so the contract still checks the rest.
 * A stage's date is sent only for a stage paid on a date; its payment day, whatever its condition.
 */
function termsInput(values: TermsValues, check: Check): z.input<typeof AgreementTermsBody> {
  if (values.files === null) check.refuse(F.files, 'invalid');
  return {
    title: values.title,
    startDate: values.startDate.trim(),
    endDate: values.endDate.trim(),
    lines: includedLines(values).map((line) => ({
      lineNo: line.lineNo,
      quantity: check.read(F.line(line.lineNo, 'quantity'), quantityOf(line.quantity), 1, 'quantity'),
      deliveryDate: line.deliveryDate.trim(),
    })),
    paymentPlan: values.stages.map((stage) => {
      const condition = PaymentCondition.safeParse(stage.condition);
      if (!condition.success) check.refuse(F.stage(stage.key, 'condition'), 'condition');
      const payDay = stage.payDay.trim();
      return {
        name: stage.name,
        ratio: check.read(F.stage(stage.key, 'ratio'), decimalOf(stage.ratio, 2), 1, 'ratio'),
        condition: condition.success ? condition.data : 'signing',
        dueDate: condition.data === 'date' ? stage.dueDate.trim() : null,
        payDay: payDay === '' ? null : check.read(F.stage(stage.key, 'payDay'), /^\d{1,3}$/.test(payDay) ? Number(payDay) : null, 1, 'payDay'),
      };
    }),
    deliveryAddress: values.deliveryAddress,
    text: values.text,
    fileIds: (values.files ?? []).map((file) => file.id),
  };
}

type IssueKind = ReturnType<typeof issueKind>;

/** Where an issue of the contract in the terms (its path inside AgreementTermsBody) is said. */
function placeInTerms(values: TermsValues, path: string[], kind: IssueKind): IssuePlace {
  const [section, index, field] = path;
  const limit = kind === 'required' || kind === 'tooLong' ? kind : null;
  if (section === 'lines') {
    const line = includedLines(values)[Number(index)];
    if (index === undefined || field === undefined || !line) return { field: F.lines, key: kind === 'tooFew' ? 'noLines' : 'invalid' };
    return field === 'deliveryDate'
      ? { field: F.line(line.lineNo, 'deliveryDate'), key: 'date' }
      : { field: F.line(line.lineNo, 'quantity'), key: 'quantity' };
  }
  if (section === 'paymentPlan') {
    const stage = values.stages[Number(index)];
    if (index === undefined || field === undefined || !stage) {
      return { field: F.plan, key: kind === 'tooFew' ? 'noStages' : kind === 'tooMany' ? 'tooManyStages' : 'invalid' };
    }
    if (field === 'name') return { field: F.stage(stage.key, 'name'), key: limit ?? 'invalid' };
    if (field === 'ratio' || field === 'payDay' || field === 'condition') return { field: F.stage(stage.key, field), key: field };
    if (field === 'dueDate') return { field: F.stage(stage.key, 'dueDate'), key: 'date' };
    return { field: F.plan, key: 'invalid' };
  }
  if (section === 'fileIds') return { field: F.files, key: kind === 'tooMany' ? 'tooManyFiles' : 'invalid' };
  if (section === 'startDate' || section === 'endDate') return { field: section, key: 'date' };
  if (section === 'title' || section === 'deliveryAddress' || section === 'text') return { field: section, key: limit ?? 'invalid' };
  return { formKey: 'invalidForm' };
}

export type CheckedTerms<T> = { ok: true; body: T } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

function checked<T>(
  schema: z.ZodType<T>,
  values: TermsValues,
  t: Translate,
  build: (terms: z.input<typeof AgreementTermsBody>) => unknown,
  place: (path: string[], kind: IssueKind) => IssuePlace,
): CheckedTerms<T> {
  const check = formCheck(t, ERRORS);
  const parsed = schema.safeParse(build(termsInput(values, check)));
  if (!parsed.success) check.contract(parsed.error, (issue) => place(issue.path.map(String), issueKind(issue)));
  if (check.failed || !parsed.success)
    return { ok: false, fieldErrors: check.fieldErrors, ...(check.formError ? { formError: check.formError } : {}) };
  return { ok: true, body: parsed.data };
}

/** The terms checked against the contract's AgreementTermsBody: the terms to send, or every message on its field. */
export function checkTerms(values: TermsValues, t: Translate): CheckedTerms<z.output<typeof AgreementTermsBody>> {
  return checked(
    AgreementTermsBody,
    values,
    t,
    (terms) => terms,
    (path, kind) => placeInTerms(values, path, kind),
  );
}

/**
 * A body that carries the terms (the draft's CreateAgreementBody, the proposal's ProposeAgreementBody)
 * checked whole: the terms as checkTerms says, the comment on its field, anything else (an id, a
 * version the form did not write) the whole form's.
 */
export function checkTermsBody<T>(schema: z.ZodType<T>, rest: { comment: string } & Record<string, unknown>, values: TermsValues, t: Translate) {
  return checked(
    schema,
    values,
    t,
    (terms) => ({ ...rest, terms }),
    ([top, ...path], kind): IssuePlace => {
      if (top === 'terms') return placeInTerms(values, path, kind);
      if (top === 'comment') return { field: 'comment', key: kind === 'tooLong' ? 'tooLong' : 'invalid' };
      return { formKey: 'invalidForm' };
    },
  );
}

/** Where the platform's refusals of the terms belong on the form (the rest are said above it). */
export const TERMS_REFUSAL_FIELD: Partial<Record<number, string>> = {
  [Code.AGREEMENT_DATES_INVALID]: F.endDate,
  [Code.PAYMENT_RATIOS_NOT_100]: F.plan,
  [Code.PAYMENT_DAY_INVALID]: F.plan,
  [Code.PAYMENT_STAGE_DATE_INVALID]: F.plan,
  [Code.AGREEMENT_ABOVE_AWARD]: F.lines,
  [Code.AGREEMENT_EXISTS]: F.lines,
  [Code.AGREEMENT_LINES_INVALID]: F.lines,
};
