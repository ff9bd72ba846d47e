// The machinery of every endpoint (Endpoint, get, post) and the readers of query strings and bodies
// that the domain files build their requests from; the limits come from vocabulary.ts.
import { z } from 'zod';
import { INT4_MAX, MAX_AMOUNT, MAX_ATTR_LENGTH, MAX_IDS, MAX_PAGE_SIZE } from '../vocabulary.ts';

export type Endpoint<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType> = {
  method: 'GET' | 'POST';
  path: string;
  query: Q;
  body: B;
  data: D;
};

export const none = z.object({}).strict();
/** For calls without parameters that the portal may still decorate with its own. */
export const anything = z.object({});

export function get<Q extends z.ZodType, D extends z.ZodType>(path: string, query: Q, data: D): Endpoint<Q, typeof none, D> {
  return { method: 'GET', path, query, body: none, data };
}
export function post<B extends z.ZodType, D extends z.ZodType>(path: string, body: B, data: D): Endpoint<typeof none, B, D> {
  return { method: 'POST', path, query: none, body, data };
}

// Query strings arrive as text; these read them into numbers and flags. (The platform treats an
// empty parameter, "keyword=", as an absent one before these run.)
export const qInt = () => z.coerce.number<number | string>().int();
export const qBool = () => z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** A row id. */
export const qId = () => qInt().min(1).max(INT4_MAX);
/** Money in yuan as numeric(14,2) holds it. */
export const qAmount = () => z.coerce.number<number | string>().min(0).max(MAX_AMOUNT);

/** Whether 'YYYY-MM-DD HH:mm:ss' names a time that exists (no 2026-02-30, no 25:00:00). */
function isCalendarTime(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const time = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    time.getUTCFullYear() === year &&
    time.getUTCMonth() === month - 1 &&
    time.getUTCDate() === day &&
    time.getUTCHours() === hour &&
    time.getUTCMinutes() === minute &&
    time.getUTCSeconds() === second
  );
}
/** 'YYYY-MM-DD HH:mm:ss' (docs/product.md#states-and-transitions: start '{date} 00:00:00', end '{date} 23:59:59'), Beijing time. */
export const qDateTime = () => z.string().refine(isCalendarTime, 'YYYY-MM-DD HH:mm:ss');
export const areaCode = () => z.string().regex(/^\d{6}$/, 'six-digit GB/T 2260 code');

/** Sourcing types as the portal sends priceTypeList: "1", "1,3" or the parameter repeated. */
export const qPriceTypes = () =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')))
    .pipe(z.array(z.enum(['1', '2', '3'])).max(3))
    .transform((codes) => [...new Set(codes.map((code) => Number(code) as 1 | 2 | 3))]);

/** Comma-separated ids, e.g. "3,17,42": at most MAX_IDS of them. */
export const qIdList = () =>
  z
    .string()
    .regex(/^\d{1,10}(,\d{1,10})*$/, 'id,id,…')
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(z.number().int().min(1).max(INT4_MAX)).max(MAX_IDS));

export type AttributeGroup = { attributeId: number; valueIds: number[] };
/**
 * docs/product.md#states-and-transitions attr: "attributeId-valueId,valueId" groups joined by ';', e.g. "3-11,12;5-20". An
 * item matches when, for every group, one of its materials has one of the group's values.
 */
export const qAttributeFilter = () =>
  z
    .string()
    .max(MAX_ATTR_LENGTH)
    .regex(/^\d{1,10}-\d{1,10}(,\d{1,10})*(;\d{1,10}-\d{1,10}(,\d{1,10})*)*$/, 'attributeId-valueId,valueId;…')
    .transform((text) =>
      text.split(';').map((group): AttributeGroup => {
        const [attributeId, valueIds] = group.split('-') as [string, string];
        return { attributeId: Number(attributeId), valueIds: valueIds.split(',').map(Number) };
      }),
    )
    .refine((groups) => groups.every((g) => g.attributeId <= INT4_MAX && g.valueIds.every((id) => id >= 1 && id <= INT4_MAX)), `ids 1…${INT4_MAX}`);

/** Refuses a range whose lower end is above its upper end, with zod's own (translated) wording. */
export function rangesInOrder(...pairs: Array<[low: string, high: string]>) {
  return (value: Record<string, unknown>, context: z.RefinementCtx) => {
    for (const [low, high] of pairs) {
      const [from, to] = [value[low], value[high]];
      if (typeof from === 'number' && typeof to === 'number' && from > to) {
        context.addIssue({ code: 'too_small', origin: 'number', minimum: from, inclusive: true, input: to, path: [high] });
      }
    }
  };
}

export const pagination = {
  current: qInt().min(1).default(1),
  pageSize: qInt().min(1).max(MAX_PAGE_SIZE).default(12),
};

/** An id in a JSON body. */
export const bodyId = () => z.number().int().min(1).max(INT4_MAX);
