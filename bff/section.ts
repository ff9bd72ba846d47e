// Turns upstream results into the Sections a page shows (data, or an error already translated).
import { Code, messageFor } from '#contract/codes.ts';
import type { Locale } from '#contract/lang.ts';
import type { Page } from '#contract/schemas.ts';
import type { UpstreamFailure, UpstreamResult } from './upstream.server.ts';
import type { Found, ListSection, Section } from './views.ts';

type SectionError = Extract<Section<never>, { status: 'error' }>;

function failed(result: UpstreamFailure): SectionError {
  return { status: 'error', code: result.code, message: result.message, ...(result.kind === 'business' ? {} : { transport: true as const }) };
}

export function toSection<T>(result: UpstreamResult<T>): Section<T> {
  return result.ok ? { status: 'ok', data: result.data } : failed(result);
}

export function toListSection<T>(result: UpstreamResult<Page<T>>): ListSection<T> {
  if (!result.ok) return failed(result);
  const { data: items, totalCount, totalCountAtLeast } = result.data;
  return { status: 'ok', data: totalCountAtLeast ? { items, totalCount, totalCountAtLeast } : { items, totalCount } };
}

/** Platform codes that mean "there is no such thing" for a page's subject: the page's 404. */
const MISSING_CODES: ReadonlySet<number> = new Set([Code.NOT_FOUND, Code.PARAM_INVALID, Code.SHOP_AND_MEMBER_REQUIRED]);

/** A page's subject (shop, detail, notice): found, missing (the 404), or an error of the platform. */
export function toFound<T>(result: UpstreamResult<T>): Found<T> {
  if (result.ok) return { status: 'ok', data: result.data };
  if (result.kind === 'business' && MISSING_CODES.has(result.code)) return { status: 'missing' };
  return failed(result);
}

/** A deferred part must settle, never reject: a bug or a failed dependency becomes its error state. */
export function neverRejects<S extends Section<unknown>>(promise: Promise<S>, locale: Locale): Promise<S | SectionError> {
  return promise.catch((): SectionError => ({ status: 'error', code: Code.INTERNAL, message: messageFor(Code.INTERNAL, locale) }));
}
