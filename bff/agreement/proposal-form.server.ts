// A proposed version of a contract as the page's form posts it (docs/decisions/025-contracts.md):
// the lines by number (quantity, delivery date), the payment plan's rows (name, ratio, condition,
// a date or a payment day), the basics, the delivery address, the text, the attached documents and
// a comment. The portal reads each field's shape and lets the contract's schema check the body,
// each issue on the field it names; the rules with codes (ratios 100 %, within the award, …) are
// the platform's, and its refusal lands on the part of the form it is about.
import { Code } from '#contract/codes.ts';
import { ProposeAgreementBody } from '#contract/endpoints/agreement.ts';
import { AGREEMENT_LIMITS, PaymentCondition } from '#contract/schemas/agreement.ts';
import { decimalOf, formCheck, issueKind, type IssuePlace, postedFilesOf, quantityOf, rowsOf } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import type { FileRef } from '../views.ts';
import { AGREEMENT_FIELD as F, type ProposalValues } from './detail-views.ts';

const LINE_ROW = /^l\.(\d+)\.quantity$/;
const STAGE_ROW = /^s\.(\d+)\.name$/;
export const lineField = (lineNo: number, field: 'quantity' | 'deliveryDate') => `l.${lineNo}.${field}`;
export const stageField = (key: string, field: 'name' | 'ratio' | 'condition' | 'dueDate' | 'payDay') => `s.${key.slice(1)}.${field}`;

/** What was posted, as typed (the files as their references; none when they are not what the form wrote). */
export function postedProposal(form: FormData): ProposalValues {
  const lines = rowsOf(form, LINE_ROW, AGREEMENT_LIMITS.lines).map((lineNo) => ({
    lineNo,
    quantity: text(form, lineField(lineNo, 'quantity')),
    deliveryDate: text(form, lineField(lineNo, 'deliveryDate')),
  }));
  const stages = rowsOf(form, STAGE_ROW, AGREEMENT_LIMITS.stages).map((n) => {
    const key = `s${n}`;
    const condition = PaymentCondition.safeParse(text(form, stageField(key, 'condition')));
    return {
      key,
      name: text(form, stageField(key, 'name')),
      ratio: text(form, stageField(key, 'ratio')),
      condition: condition.success ? condition.data : 'signing',
      dueDate: text(form, stageField(key, 'dueDate')),
      payDay: text(form, stageField(key, 'payDay')),
    };
  });
  return {
    baseVersion: Number(text(form, F.baseVersion)) || 0,
    title: text(form, F.title),
    startDate: text(form, F.startDate),
    endDate: text(form, F.endDate),
    lines,
    stages,
    deliveryAddress: text(form, F.deliveryAddress),
    text: text(form, F.text),
    files: postedFilesOf(form, F.files, { max: AGREEMENT_LIMITS.files + 1 }) ?? [],
    comment: text(form, F.comment),
  };
}

/** Where a contract issue of the proposal's body is said (paths into ProposeAgreementBody). */
function placeOf(values: ProposalValues) {
  return (issue: { path: PropertyKey[]; code: string }): IssuePlace => {
    const [first, second, index, field] = issue.path.map(String);
    const kind = issueKind(issue as never);
    const size = kind === 'tooMany' ? 'tooMany' : 'tooFew';
    const limit = kind === 'required' ? 'required' : kind === 'tooLong' ? 'tooLong' : null;
    if (first === 'comment') return { field: F.comment, key: 'tooLong' };
    if (first !== 'terms') return { formKey: 'invalidForm' };
    if (second === 'lines') {
      const line = values.lines[Number(index)];
      if (index === undefined || !line) return { field: F.lines, key: size };
      return field === 'deliveryDate'
        ? { field: lineField(line.lineNo, 'deliveryDate'), key: 'date' }
        : { field: lineField(line.lineNo, 'quantity'), key: 'quantity' };
    }
    if (second === 'paymentPlan') {
      const stage = values.stages[Number(index)];
      if (index === undefined || !stage) return { field: F.plan, key: size };
      if (field === 'name') return { field: stageField(stage.key, 'name'), key: limit ?? 'required' };
      if (field === 'ratio') return { field: stageField(stage.key, 'ratio'), key: 'ratio' };
      if (field === 'dueDate') return { field: stageField(stage.key, 'dueDate'), key: 'date' };
      if (field === 'payDay') return { field: stageField(stage.key, 'payDay'), key: 'payDay' };
      return { field: stageField(stage.key, 'condition'), key: 'invalid' };
    }
    if (second === 'startDate' || second === 'endDate') return { field: second, key: 'date' };
    if (second === 'fileIds') return { field: F.files, key: 'tooMany' };
    if (second === 'title' || second === 'deliveryAddress' || second === 'text') return { field: second, key: limit ?? 'invalid' };
    return { formKey: 'invalidForm' };
  };
}

/** The proposal checked: the body to send, or the failure on its fields (messages under contractDetail:errors). */
export function checkProposal(
  form: FormData,
  id: number,
  idempotencyKey: string,
  t: Translate,
): { values: ProposalValues } & (
  | { ok: true; body: ReturnType<typeof ProposeAgreementBody.parse> }
  | { ok: false; fieldErrors: Record<string, string>; formError?: string }
) {
  const values = postedProposal(form);
  const check = formCheck(t, 'contractDetail:errors');
  const files: FileRef[] = check.read(F.files, postedFilesOf(form, F.files, { max: AGREEMENT_LIMITS.files + 1 }), [], 'invalid');
  const body = {
    id,
    baseVersion: values.baseVersion,
    comment: values.comment,
    idempotencyKey,
    terms: {
      title: values.title,
      startDate: values.startDate.trim(),
      endDate: values.endDate.trim(),
      lines: values.lines.map((line) => ({
        lineNo: line.lineNo,
        quantity: check.read(lineField(line.lineNo, 'quantity'), quantityOf(line.quantity), 1, 'quantity'),
        deliveryDate: line.deliveryDate.trim(),
      })),
      paymentPlan: values.stages.map((stage) => {
        const payDay = stage.payDay.trim();
        const onDate = stage.condition === 'date';
        return {
          name: stage.name,
          ratio: check.read(stageField(stage.key, 'ratio'), decimalOf(stage.ratio, 2), 1, 'ratio'),
          condition: stage.condition,
          dueDate: onDate ? stage.dueDate.trim() : null,
          payDay:
            onDate || payDay === ''
              ? null
              : check.read(stageField(stage.key, 'payDay'), /^\d{1,3}$/.test(payDay) ? Number(payDay) : null, 1, 'payDay'),
        };
      }),
      deliveryAddress: values.deliveryAddress,
      text: values.text,
      fileIds: files.map((file) => file.id),
    },
  };
  const parsed = ProposeAgreementBody.safeParse(body);
  if (!parsed.success) check.contract(parsed.error, placeOf(values));
  if (check.failed || !parsed.success)
    return { ok: false, values, fieldErrors: check.fieldErrors, ...(check.formError ? { formError: check.formError } : {}) };
  return { ok: true, values, body: parsed.data };
}

/** Where the platform's refusals of a proposal belong on the form (the rest are said above it). */
export const PROPOSAL_REFUSAL_FIELD: Partial<Record<number, string>> = {
  [Code.PAYMENT_RATIOS_NOT_100]: F.plan,
  [Code.PAYMENT_DAY_INVALID]: F.plan,
  [Code.PAYMENT_STAGE_DATE_INVALID]: F.plan,
  [Code.AGREEMENT_DATES_INVALID]: F.endDate,
  [Code.AGREEMENT_ABOVE_AWARD]: F.lines,
  [Code.AGREEMENT_LINES_INVALID]: F.lines,
};
