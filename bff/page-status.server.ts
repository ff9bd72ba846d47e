// What a page answers when its subject (a detail, a notice, a shop) cannot be shown
// (docs/security.md#outages): 404 when the platform says there is no such thing; 503 when the
// platform does not answer (time-out, refused, HTTP error) or fails inside (9999) and no cached
// copy was left to serve, and the site layout then says "service unavailable, try again"; 502 for
// any other refusal.
import { data, type RouterContextProvider } from 'react-router';
import { Code } from '#contract/codes.ts';
import type { Shop } from '#contract/schemas.ts';
import { shopLookupContext, shopOfPage } from './shop.server.ts';
import type { Found } from './views.ts';

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

/** The shop of a shop page, or its 404, or its 503 while the platform does not answer. */
export async function shopOfPageOrThrow(context: Readonly<RouterContextProvider>): Promise<Shop> {
  const answer = await context.get(shopLookupContext)?.shop();
  if (answer && answer.status !== 'ok') throw data(null, { status: statusOfSubject(answer) });
  return shopOfPage(context);
}
