// What a page answers when its subject (a detail, a notice, a shop, a member's own inquiry or order)
// cannot be shown (docs/security.md#outages): 404 when the platform says there is no such thing — for
// a member's page also when the thing belongs to the other side; 503 when the platform does not
// answer (time-out, refused, HTTP error) or fails inside (9999) and no cached copy was left to serve,
// and the layout then says "service unavailable, try again"; 502 for any other refusal.
import { data, type RouterContextProvider } from 'react-router';
import { Code } from '#contract/codes.ts';
import type { Shop } from '#contract/schemas.ts';
import { toFound, toSection } from './section.ts';
import { shopLookupContext, shopOfPage } from './shop.server.ts';
import type { UpstreamResult } from './upstream.server.ts';
import type { Found, Section } from './views.ts';

type NotFound<T> = Exclude<Found<T>, { status: 'ok' }>;

export function statusOfSubject<T>(answer: NotFound<T>): 404 | 502 | 503 {
  if (answer.status === 'missing') return 404;
  return answer.transport || answer.code === Code.INTERNAL ? 503 : 502;
}

/** The page's subject, or the page's error answer (thrown, for the route's error boundary). */
export function subjectOrThrow<T>(answer: Found<T>): T {
  if (answer.status === 'ok') return answer.data;
  throw data(null, { status: statusOfSubject(answer) });
}

/**
 * The platform's refusals of a member whose role may not ask (docs/product/member-side.md#member-centre): a buyer's
 * inquiry or form to a supplier or a member without a role (1210), a supplier's page to anyone else
 * (25074), 401. Such a member asked for something that is not theirs: the page's 404, as for another
 * buyer's inquiry — never a 5xx that pages an operator.
 */
const OTHER_SIDE_CODES: ReadonlySet<number> = new Set([Code.NO_ACCESS, Code.NOT_A_SUPPLIER, Code.PERMISSION_DENIED]);

/** A member page's subject from the member's own call (never cached), or the page's error answer, thrown. */
export function memberSubjectOrThrow<T>(result: UpstreamResult<T>): T {
  if (!result.ok && result.kind === 'business' && OTHER_SIDE_CODES.has(result.code)) throw data(null, { status: 404 });
  return subjectOrThrow(toFound(result));
}

/** The platform's refusal that makes a member page its 404: no such thing, or the other side's. */
export function notForMember<T>(result: UpstreamResult<T>): boolean {
  return !result.ok && result.kind === 'business' && (OTHER_SIDE_CODES.has(result.code) || toFound(result).status === 'missing');
}

/**
 * A member page's part from the member's own call: the platform's refusal (no such thing, the other
 * side's, any other) is the page's error answer as for memberSubjectOrThrow; an outage (no answer,
 * 9999) is only this part's error, so that the rest of the page — its forms above all — still shows.
 */
export function memberSectionOrThrow<T>(result: UpstreamResult<T>): Section<T> {
  const outage = !result.ok && (result.kind !== 'business' || result.code === Code.INTERNAL);
  if (!result.ok && !outage) memberSubjectOrThrow(result);
  return toSection(result);
}

/** The shop of a shop page, or its 404, or its 503 while the platform does not answer. */
export async function shopOfPageOrThrow(context: Readonly<RouterContextProvider>): Promise<Shop> {
  const answer = await context.get(shopLookupContext)?.shop();
  if (answer && answer.status !== 'ok') throw data(null, { status: statusOfSubject(answer) });
  return shopOfPage(context);
}
