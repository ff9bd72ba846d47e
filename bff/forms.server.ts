// What the member side's forms share: an idempotency key per form render (kept while the user
// corrects the form, docs/decisions/011-members-and-admission.md), reading posted text, and
// turning the portal's own checks (zod) and the platform's codes into messages on their fields.
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import type { z } from 'zod';
import { Code, messageFor } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '#contract/schemas.ts';
import type { FormFailure } from './member/views.ts';
import type { UpstreamFailure } from './upstream.server.ts';

/** A translation function of the request's language (the route's i18next `t`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A fresh idempotency key for one form render. */
export function newKey(): string {
  return randomUUID();
}

/** The posted key when it is well formed, else a fresh one (a form without one would always be refused). */
export function postedKey(form: FormData, name = 'idempotencyKey'): string {
  const value = form.get(name);
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : newKey();
}

/**
 * The posted form of an action. A body that is none (another content type, a broken multipart) is
 * the action's 400 with the parameters' message (1102) in the user's language, never a 500.
 */
export async function formDataOr400(request: Request, locale: Locale): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw data({ code: Code.PARAM_INVALID, message: messageFor(Code.PARAM_INVALID, locale) }, { status: 400 });
  }
}

/** A posted text field ('' when absent or a file). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** The posted texts of `names`, to show them again after a refusal. */
export function valuesOf<F extends string>(form: FormData, names: readonly F[]): Partial<Record<F, string>> {
  return Object.fromEntries(names.map((name) => [name, text(form, name)])) as Partial<Record<F, string>>;
}

/**
 * The first issue of each field of a failed parse, translated: each issue's message is a key under
 * `prefix` (e.g. 'member:errors.required'); the issue's own values are passed on (minimum, maximum).
 */
export function issuesByField<F extends string>(error: z.ZodError, t: Translate, prefix: string): Partial<Record<F, string>> {
  const fields: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as F;
    if (field && fields[field] === undefined) {
      const extra = issue as unknown as { minimum?: unknown; maximum?: unknown };
      fields[field] = t(`${prefix}.${issue.message}`, { min: extra.minimum, max: extra.maximum });
    }
  }
  return fields;
}

/** A refusal of the platform put on its field (`fieldOfCode`), else on the whole form; in the user's language already. */
export function platformRefusal<F extends string>(
  failure: UpstreamFailure,
  fieldOfCode: Partial<Record<number, F>>,
  values: Partial<Record<F, string>>,
): FormFailure<F> {
  const field = failure.kind === 'business' ? fieldOfCode[failure.code] : undefined;
  return field
    ? { ok: false, fieldErrors: { [field]: failure.message } as Partial<Record<F, string>>, values }
    : { ok: false, fieldErrors: {}, formError: failure.message, values };
}
