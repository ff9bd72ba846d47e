// The contract drafted from an award, as the form posts it (docs/decisions/025-contracts.md): every field
// as typed (what a refused form shows again, whole), the platform's draft as the form starts from it,
// and the body the platform takes. The shape is the contract's CreateAgreementBody, checked here so
// that each message lands on its field in the user's language; the rules with codes (ratios totalling
// 100 %, a quantity within the award, the dates' order, a payment day in 1–31) are the platform's.
import { CreateAgreementBody } from '#contract/endpoints.ts';
import { AGREEMENT_LIMITS, type AgreementTerms, PaymentCondition } from '#contract/schemas.ts';
import type { z } from 'zod';
import { decimalOf, filesOf, formCheck, issueKind, quantityOf, rowsOf } from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import type { DraftLineValues, DraftValues, StageValues } from './views.ts';

type Body = z.output<typeof CreateAgreementBody>;

const LINE_FIELDS = ['include', 'quantity', 'deliveryDate'] as const;
const STAGE_FIELDS = ['name', 'ratio', 'condition', 'dueDate', 'payDay'] as const;

/** The input names of a line's field and of a stage's (p.<n>.<field>, n from its key 'p<n>'). */
export const lineField = (lineNo: number, field: (typeof LINE_FIELDS)[number]) => `l.${lineNo}.${field}`;
export const stageField = (key: string, field: (typeof STAGE_FIELDS)[number]) => `p.${key.slice(1)}.${field}`;

/** The draft the platform prefilled, as the form shows it: every free line included, the plan's stages, the kept attachments. */
export function draftValuesFrom(terms: AgreementTerms): DraftValues {
  return {
    title: terms.title,
    startDate: terms.startDate,
    endDate: terms.endDate,
    lines: terms.lines.map((line) => ({ lineNo: line.lineNo, include: true, quantity: String(line.quantity), deliveryDate: line.deliveryDate })),
    plan: terms.paymentPlan.map((stage, index) => ({
      key: `p${index}`,
      name: stage.name,
      ratio: String(stage.ratio),
      condition: stage.condition,
      dueDate: stage.dueDate ?? '',
      payDay: stage.payDay === null ? '' : String(stage.payDay),
    })),
    deliveryAddress: terms.deliveryAddress,
    text: terms.text,
    files: terms.attachments.map((file) => ({ id: file.fileId, name: file.name, url: file.url })),
    comment: '',
  };
}

/** The posted form as typed: the lines by number, the stages in their order (one past the limit, so the contract says so). */
export function draftValuesOf(form: FormData): DraftValues {
  const lines: DraftLineValues[] = rowsOf(form, /^l\.(\d{1,10})\.(include|quantity|deliveryDate)$/, AGREEMENT_LIMITS.lines).map((lineNo) => ({
    lineNo,
    include: text(form, lineField(lineNo, 'include')) === 'on',
    quantity: text(form, lineField(lineNo, 'quantity')),
    deliveryDate: text(form, lineField(lineNo, 'deliveryDate')),
  }));
  const plan: StageValues[] = rowsOf(form, /^p\.(\d{1,3})\.(name|ratio|condition|dueDate|payDay)$/, AGREEMENT_LIMITS.stages).map((row) => {
    const key = `p${row}`;
    return {
      key,
      name: text(form, stageField(key, 'name')),
      ratio: text(form, stageField(key, 'ratio')),
      condition: text(form, stageField(key, 'condition')),
      dueDate: text(form, stageField(key, 'dueDate')),
      payDay: text(form, stageField(key, 'payDay')),
    };
  });
  return {
    title: text(form, 'title'),
    startDate: text(form, 'startDate'),
    endDate: text(form, 'endDate'),
    lines,
    plan,
    deliveryAddress: text(form, 'deliveryAddress'),
    text: text(form, 'text'),
    files: filesOf(form, 'files'),
    comment: text(form, 'comment'),
  };
}

/** The message key of an issue the contract found in a field whose value was read (not its length, not its count). */
const VALUE_KEYS: Record<string, string> = {
  startDate: 'date',
  endDate: 'date',
  deliveryDate: 'date',
  dueDate: 'date',
  quantity: 'quantity',
  ratio: 'ratio',
  payDay: 'wholeNumber',
  condition: 'condition',
};

/** A whole number as typed, or null ('' is no payment day). */
const wholeOf = (typed: string) => (/^\d{1,3}$/.test(typed.trim()) ? Number(typed.trim()) : null);

export type CheckedDraft = { ok: true; body: Body } | { ok: false; fieldErrors: Record<string, string>; formError?: string };

/** The platform's body from the form as typed, or every message of what the portal could not read and the contract refuses. */
export function checkedDraft(orderId: number, values: DraftValues, formKey: string, t: Translate): CheckedDraft {
  const check = formCheck(t, 'contract:errors');
  const included = values.lines.filter((line) => line.include);
  const body = {
    orderId,
    idempotencyKey: formKey,
    comment: values.comment,
    terms: {
      title: values.title,
      startDate: values.startDate,
      endDate: values.endDate,
      lines: included.map((line) => ({
        lineNo: line.lineNo,
        quantity: check.read(lineField(line.lineNo, 'quantity'), quantityOf(line.quantity), 1, 'quantity'),
        deliveryDate: line.deliveryDate,
      })),
      paymentPlan: values.plan.map((stage) => {
        const condition = PaymentCondition.safeParse(stage.condition);
        if (!condition.success) check.refuse(stageField(stage.key, 'condition'), 'condition');
        return {
          name: stage.name,
          ratio: check.read(stageField(stage.key, 'ratio'), decimalOf(stage.ratio, 2), 1, 'ratio'),
          condition: condition.success ? condition.data : ('signing' as const),
          dueDate: stage.dueDate.trim() || null,
          payDay: stage.payDay.trim() === '' ? null : check.read(stageField(stage.key, 'payDay'), wholeOf(stage.payDay), 1, 'wholeNumber'),
        };
      }),
      deliveryAddress: values.deliveryAddress,
      text: values.text,
      fileIds: values.files.map((file) => file.id),
    },
  };
  const parsed = CreateAgreementBody.safeParse(body);
  if (!parsed.success) {
    check.contract(parsed.error, (issue) => {
      const [top, section, index, field] = issue.path.map(String);
      const kind = issueKind(issue);
      if (top === 'comment') return { field: 'comment', key: kind === 'tooLong' ? 'tooLong' : 'invalid' };
      if (top !== 'terms' || section === undefined) return { formKey: 'invalidForm' };
      if (section === 'lines' || section === 'paymentPlan') {
        const many =
          section === 'lines'
            ? { field: 'lines', tooFew: 'noLines', tooMany: 'invalid' }
            : { field: 'plan', tooFew: 'noStages', tooMany: 'tooManyStages' };
        if (index === undefined || field === undefined)
          return { field: many.field, key: kind === 'tooFew' ? many.tooFew : kind === 'tooMany' ? many.tooMany : 'invalid' };
        const name =
          section === 'lines'
            ? lineField(included[Number(index)]?.lineNo ?? 0, field as (typeof LINE_FIELDS)[number])
            : stageField(values.plan[Number(index)]?.key ?? 'p0', field as (typeof STAGE_FIELDS)[number]);
        return { field: name, key: keyOf(kind, field) };
      }
      if (section === 'fileIds') return { field: 'files', key: kind === 'tooMany' ? 'tooManyFiles' : 'invalid' };
      return { field: section, key: keyOf(kind, section) };
    });
  }
  if (check.failed || !parsed.success)
    return { ok: false, fieldErrors: check.fieldErrors, ...(check.formError ? { formError: check.formError } : {}) };
  return { ok: true, body: parsed.data };
}

function keyOf(kind: ReturnType<typeof issueKind>, field: string): string {
  if (kind === 'required' || kind === 'tooLong') return kind;
  return VALUE_KEYS[field] ?? 'invalid';
}
