// What the three sourcing forms (the inquiry's, the tender's, the competitive bid's) read alike
// (docs/product/member-side.md#publishing): the material rows as posted and as saved, and one check
// that reads the common fields' shapes (category, budget, material rows, areas, invited suppliers,
// times) into the body, then lets the kind's contract schema place its issues on the fields. Each
// kind keeps only its own fields and words (bff/inquiry/form.server.ts and its siblings).
import type { z } from 'zod';
import type { Attachment } from '#contract/schemas.ts';
import {
  areasOf,
  fileRefsOf,
  filesOf,
  formCheck,
  idOf,
  type IssuePlace,
  issueKind,
  moneyOf,
  partiesOf,
  quantityOf,
  rowsOf,
  siteMomentOf,
} from '../form-fields.server.ts';
import { text, type Translate } from '../forms.server.ts';
import type { FileRef } from '../views.ts';

// ── Material rows ───────────────────────────────────────────────────────────────────────────────

/** What every kind's material row has besides its own texts. */
export type MaterialRowValues = { key: string; categoryId: string; brandId: string; unit: string; files: FileRef[] };

/** The named text fields as posted. */
export function postedTexts<F extends string>(form: FormData, names: readonly F[]): Record<F, string> {
  return Object.fromEntries(names.map((name) => [name, text(form, name)])) as Record<F, string>;
}

/** The material rows as posted ('m.<n>.<field>'), in their order, one past `max` (so the contract says it is past). */
export function postedMaterials<F extends string>(form: FormData, fields: readonly F[], max: number) {
  const texts = [...fields, 'categoryId', 'brandId', 'unit'];
  const pattern = new RegExp(`^m\\.(\\d{1,3})\\.(${[...texts, 'files'].join('|')})$`);
  return rowsOf(form, pattern, max).map(
    (row) =>
      ({
        key: `r${row}`,
        ...Object.fromEntries(texts.map((field) => [field, text(form, `m.${row}.${field}`)])),
        files: filesOf(form, `m.${row}.files`),
      }) as MaterialRowValues & Record<F, string>,
  );
}

/** A saved material line's common part as the form shows it (its uploaded attachments kept by their file ids). */
export function savedMaterial(
  line: { categoryId: number | null; brandId: number | null; unit: string; urls: Attachment[] },
  index: number,
): MaterialRowValues {
  return {
    key: `r${index}`,
    categoryId: line.categoryId === null ? '' : String(line.categoryId),
    brandId: line.brandId === null ? '' : String(line.brandId),
    unit: line.unit,
    files: fileRefsOf(line.urls),
  };
}

// ── The check ───────────────────────────────────────────────────────────────────────────────────

/** What a kind says of where its contract's issues go. */
export type IssueWords = {
  /** The form's name of a body field, where they differ. */
  fieldOfBody: Record<string, string>;
  /** The message of a field whose value is out of the contract's bounds (else 'invalid'). */
  valueKey: Record<string, string>;
  /** The message of a field past its count. */
  tooManyKey: Record<string, string>;
  /** The message of a field a rule between fields refuses. */
  ruleKey: Record<string, string>;
  /** The body's repeated groups: its field ('materiels') → the form's prefix ('m') and the rows as typed. */
  rows: Record<string, { prefix: string; rows: ReadonlyArray<{ key: string }> }>;
};

/** Where one of the contract's issues goes: its field ('details', 'm.<row>.name' …) and message. */
export function issuePlace(issue: z.core.$ZodIssue, words: IssueWords): IssuePlace {
  const [first, row, name] = issue.path;
  const group = typeof first === 'string' ? words.rows[first] : undefined;
  const inRow = group !== undefined && typeof row === 'number';
  const bodyField = String((inRow ? name : first) ?? '');
  const field = words.fieldOfBody[bodyField] ?? bodyField;
  const key = {
    required: 'required',
    tooLong: 'tooLong',
    tooMany: words.tooManyKey[field] ?? 'invalid',
    tooFew: field === 'materials' ? 'materialRequired' : 'invalid',
    custom: words.ruleKey[field] ?? 'invalid',
    other: words.valueKey[field] ?? 'invalid',
  }[issueKind(issue)];
  if (!field) return { formKey: key };
  if (!inRow) return { field, key };
  return { field: `${group.prefix}.${group.rows[row as number]?.key.slice(1) ?? row}.${field}`, key };
}

/** What every kind's form as typed has. */
type SourcingValues = { categoryId: string; budgetAmount: string; areaScope: string; areas: string[]; invited: string[] };

export type Checked<Body> = { ok: true; body: Body } | { ok: false; fieldErrors: Record<string, string> };

/**
 * One check of a sourcing form (`prefix`: its messages, 'tender:errors'): `formCheck` with the reads
 * the kinds share. Each read takes the field's text, or stands in with a value the contract takes
 * while its own message lands on the field, so the contract still checks the rest at once.
 */
export function sourcingCheck<V extends SourcingValues>(values: V, t: Translate, prefix: string) {
  const check = formCheck(t, prefix);
  const typed = (field: keyof V & string) => values[field] as string;
  const optionalId = (field: string, text: string) => (text === '' ? undefined : check.read(field, idOf(text), undefined, 'invalid'));
  // Refused at once, whichever scope is chosen: a picker value the portal did not write is never kept.
  const areas = areasOf(values.areas, check.refuse);
  const invited = partiesOf(values.invited, check.refuse);
  /** One of `allowed`, else `stand` with 'invalid' on the field. */
  const choice = <T extends string>(field: keyof V & string, allowed: readonly T[], stand: T): T => {
    const value = typed(field);
    return check.read(field, allowed.includes(value as T) ? (value as T) : null, stand, 'invalid');
  };
  return {
    check,
    choice,
    categoryId: () => check.read('categoryId', idOf(values.categoryId), 1, 'chooseCategory'),
    /** A budget left blank is none (0). */
    budgetAmount: () => (values.budgetAmount.trim() === '' ? 0 : check.read('budgetAmount', moneyOf(values.budgetAmount), 0, 'amount')),
    /** A Beijing date-time the form requires. */
    moment: (field: keyof V & string) => check.read(field, siteMomentOf(typed(field)), 0, 'dateTime'),
    /** A Beijing date-time that may be left blank (undefined then: the contract names a missing one). */
    optionalMoment: (field: keyof V & string) =>
      typed(field).trim() === '' ? undefined : check.read(field, siteMomentOf(typed(field)), undefined, 'dateTime'),
    /** The areas, none when all are chosen. */
    areaScope: () => {
      const scope = choice('areaScope', ['all', 'chosen'], 'all');
      return { isAllArea: scope === 'all', areas: scope === 'all' ? [] : areas };
    },
    /** The invited suppliers, none unless `scope` invites. */
    invited: (scope: string) => (scope === 'invited' ? invited : []),
    /** A material row's common part of the body, its quantity (`count`, as typed) under `countName`. */
    material<C extends string>(row: MaterialRowValues, count: string, countName: C) {
      const field = (name: string) => `m.${row.key.slice(1)}.${name}`;
      const categoryId = optionalId(field('categoryId'), row.categoryId);
      const brandId = optionalId(field('brandId'), row.brandId);
      return {
        ...(categoryId !== undefined ? { categoryId } : {}),
        ...(brandId !== undefined ? { brandId } : {}),
        unit: row.unit,
        ...({ [countName]: check.read(field(countName), quantityOf(count), 1, 'quantity') } as Record<C, number>),
        fileIds: row.files.map((file) => file.id),
      };
    },
    /** The contract's verdict on `body`, its issues placed by `words`, with the portal's own refusals. */
    finish<S extends z.ZodType>(schema: S, body: z.input<S>, words: IssueWords): Checked<z.output<S>> {
      const parsed = schema.safeParse(body);
      if (!parsed.success) check.contract(parsed.error, (issue) => issuePlace(issue, words));
      return parsed.success && !check.failed ? { ok: true, body: parsed.data } : { ok: false, fieldErrors: check.fieldErrors };
    },
  };
}
