// A form's fields as typed, read into what the wire carries: money, quantities, ids, days and times
// of Beijing (contract/time.ts), repeated rows, attached files, areas and invited suppliers. One
// reading for every form (the inquiry's, the tender's, the quote's). The
// portal reads only the shape here; the bounds and the rules between fields are the contract's
// (contract/endpoints/inquiry.ts), which the form then checks against the body it built, so the
// portal never keeps a second copy of them (docs/architecture.md#where-things-go: the portal may
// repeat a check for comfort, never instead).
import { z } from 'zod';
import type { Attachment } from '#contract/schemas.ts';
import { DECIMALS, typedDecimal } from '#contract/schemas/inquiry-rules.ts';
import { TENDER_CLARIFICATION_LIMITS } from '#contract/schemas/tender-rules.ts';
import { siteTime } from '#contract/time.ts';
import { INT4_MAX } from '#contract/vocabulary.ts';
import { text, type Translate } from './forms.server.ts';
import type { FileRef } from './views.ts';

/** A decimal as typed ('12', '12.5'), at most `decimals` decimals; null when not one. Its bounds are the contract's. */
export const decimalOf = typedDecimal;

/** An amount of money as typed (2 decimals). */
export const moneyOf = (text: string) => decimalOf(text, DECIMALS.money);
/** A quantity as typed (3 decimals). */
export const quantityOf = (text: string) => decimalOf(text, DECIMALS.quantity);

/** An id as a form's choice carries it; null when none or not one. */
export function idOf(text: string): number | null {
  return /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= INT4_MAX ? Number(text) : null;
}

/** A date field ('YYYY-MM-DD') as the platform's instant: the day's start in Beijing; null when no such day. */
export function siteDayOf(text: string): number | null {
  return siteTime(text.trim());
}

/** A date-time field ('YYYY-MM-DDTHH:mm') as the platform's instant, in Beijing; null when no such moment. */
export function siteMomentOf(text: string): number | null {
  const [date = '', time = '', ...rest] = text.trim().split('T');
  return rest.length === 0 ? siteTime(date, time) : null;
}

/** Where a contract issue goes: a field and the message key (under the form's prefix), or nowhere. */
export type IssuePlace = { field: string; key: string } | { formKey: string } | null;

/**
 * One check of a form: the portal reads each field's shape (a field it cannot read keeps its own
 * message and stands in with a value the contract takes, so the contract still checks the rest at
 * once), then the contract's schema checks the body and its issues land on the fields they name.
 * Messages are keys under `prefix` ('inquiry:errors'), translated with the issue's own bounds.
 */
export function formCheck(t: Translate, prefix: string) {
  const fieldErrors: Record<string, string> = {};
  let formError: string | undefined;
  const say = (key: string, bound?: unknown) => t(`${prefix}.${key}`, bound === undefined ? undefined : { max: bound });
  return {
    fieldErrors,
    get formError() {
      return formError;
    },
    /** `value` read from the field's text, or `stand` with `key` on the field when it could not be read. */
    read<T>(field: string, value: T | null, stand: T, key: string): T {
      if (value !== null) return value;
      fieldErrors[field] ??= say(key);
      return stand;
    },
    refuse(field: string, key: string) {
      fieldErrors[field] ??= say(key);
    },
    /** The contract's issues on the fields they name (a field refused already keeps the portal's message). */
    contract(error: z.ZodError, place: (issue: z.core.$ZodIssue) => IssuePlace) {
      for (const issue of error.issues) {
        const where = place(issue);
        const bound = (issue as { maximum?: unknown }).maximum;
        if (where === null) continue;
        if ('formKey' in where) formError ??= say(where.formKey);
        else fieldErrors[where.field] ??= say(where.key, typeof bound === 'bigint' ? Number(bound) : bound);
      }
    },
    get failed() {
      return formError !== undefined || Object.keys(fieldErrors).length > 0;
    },
  };
}

/** The kind of limit a contract issue broke, for the message that names it. */
export function issueKind(issue: z.core.$ZodIssue): 'required' | 'tooLong' | 'tooMany' | 'tooFew' | 'custom' | 'other' {
  const origin = (issue as { origin?: string }).origin;
  if (issue.code === 'custom') return 'custom';
  if (issue.code === 'too_small' && origin === 'string') return 'required';
  if (issue.code === 'too_big' && origin === 'string') return 'tooLong';
  if (issue.code === 'too_big' && (origin === 'array' || origin === 'set')) return 'tooMany';
  if (issue.code === 'too_small' && (origin === 'array' || origin === 'set')) return 'tooFew';
  return 'other';
}

/**
 * Why a reason (a revision's, a cancellation's, a declined order's) is not what the contract's
 * `rule` for it takes, in the user's language under `prefix`: 'reasonRequired', or 'tooLong' with
 * the contract's bound; undefined when it is.
 */
export function reasonRefusal(rule: z.ZodType, reason: string, t: Translate, prefix: string): string | undefined {
  const checked = rule.safeParse(reason);
  if (checked.success) return undefined;
  const issue = checked.error.issues[0]!;
  if (issueKind(issue) !== 'tooLong') return t(`${prefix}.reasonRequired`);
  return t(`${prefix}.tooLong`, { max: (issue as { maximum?: unknown }).maximum });
}

// ── Repeated rows, attached files, areas and invited suppliers ─────────────────────────────────

/**
 * A file as an upload field posts it: an upload by its id, at a /files/… address no longer than the
 * contract keeps one; `kept`: a current file the platform named no upload for, kept by its address,
 * may come with an id ≤ 0 (the amendment form's).
 */
const fileRef = (kept: boolean) =>
  z.object({
    id: z
      .number()
      .int()
      .min(kept ? -INT4_MAX : 1)
      .max(INT4_MAX),
    name: z.string().max(255),
    url: z
      .string()
      .max(TENDER_CLARIFICATION_LIMITS.keptFileUrl)
      .regex(/^\/files\/[\w./%-]+$/),
  });

/** The files a hidden field carries (JSON [{id, name, url}]), at most `max`; null when it is not what the form wrote. */
export function postedFilesOf(form: FormData, name: string, { max = Number.MAX_SAFE_INTEGER, kept = false } = {}): FileRef[] | null {
  try {
    const parsed = z
      .array(fileRef(kept))
      .max(max)
      .safeParse(JSON.parse(text(form, name) || '[]'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The files a hidden field carries, or none when it is not what the form wrote. */
export function filesOf(form: FormData, name: string): FileRef[] {
  return postedFilesOf(form, name) ?? [];
}

/** The attachments a form can send again: those that name their uploaded file. */
export function fileRefsOf(attachments: Attachment[]): FileRef[] {
  return attachments.flatMap((file) => (file.fileId === undefined ? [] : [{ id: file.fileId, name: file.name, url: file.url }]));
}

/** A multi-value field: a MultiSelect's hidden input (comma-separated) or repeated inputs. */
export function listOf(form: FormData, name: string): string[] {
  return form
    .getAll(name)
    .flatMap((value) => (typeof value === 'string' ? value.split(',') : []))
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The row numbers of a repeated group ('m.<n>.<field>': `pattern` captures n), in order, one past `max` (so the contract says it is past). */
export function rowsOf(form: FormData, pattern: RegExp, max: number): number[] {
  const rows = new Set<number>();
  for (const key of form.keys()) {
    const match = pattern.exec(key);
    if (match) rows.add(Number(match[1]));
  }
  return [...rows].sort((a, b) => a - b).slice(0, max + 1);
}

/** A delivery area as an area picker's value: "p:<province>" or "c:<province>:<city>". */
const AREA = /^(p:\d{6}|c:\d{6}:\d{6})$/;
/** An invited supplier as the picker's value: "<memberId>:<roleId>". */
const PARTY = /^\d{1,10}:\d{1,10}$/;

/** Saved areas as the area picker's values. */
export function areaValues(areas: ReadonlyArray<{ provinceCode: string; cityCode: string | null }>): string[] {
  return areas.map((area) => (area.cityCode ? `c:${area.provinceCode}:${area.cityCode}` : `p:${area.provinceCode}`));
}

/** Saved invited suppliers as the picker's values. */
export function partyValues(parties: ReadonlyArray<{ memberId: number; roleId: number }>): string[] {
  return parties.map((party) => `${party.memberId}:${party.roleId}`);
}

/** The area picker's values as the platform takes them; one it did not write is refused on `field` ('invalid'). */
export function areasOf(values: string[], refuse: (field: string, key: string) => void, field = 'areas') {
  return values
    .filter((area) => AREA.test(area) || refuse(field, 'invalid'))
    .map((area) => {
      const [, provinceCode = '', cityCode] = area.split(':');
      return cityCode ? { provinceCode, cityCode } : { provinceCode };
    });
}

/** The invited suppliers' picker values as the platform takes them; one it did not write is refused on `field` ('invalid'). */
export function partiesOf(values: string[], refuse: (field: string, key: string) => void, field = 'invited') {
  return values
    .filter((party) => PARTY.test(party) || refuse(field, 'invalid'))
    .map((party) => {
      const [memberId = 0, roleId = 0] = party.split(':').map(Number);
      return { memberId, roleId };
    });
}
