// What a member page reads from its URL (?id=, ?current=) and how it tells its subject is missing:
// one reading for every member-centre page (admission, inquiries, quotes, orders).
import { data } from 'react-router';
import { Code } from '#contract/codes.ts';
import { INT4_MAX, MAX_PAGE } from '#contract/vocabulary.ts';
import type { UpstreamResult } from './upstream.server.ts';

/** Rows on one page of a member-centre list (inquiries, quotes, orders, applications). */
export const MEMBER_LIST_PAGE_SIZE = 10;

/** A positive id from the URL, or null. */
export function idParam(url: URL, name: string): number | null {
  const value = url.searchParams.get(name) ?? '';
  return /^\d{1,10}$/.test(value) && Number(value) >= 1 && Number(value) <= INT4_MAX ? Number(value) : null;
}

/** ?current=, within the pages a list has; 1 otherwise. */
export function pageParam(url: URL): number {
  const page = idParam(url, 'current');
  return page !== null && page <= MAX_PAGE ? page : 1;
}

/** The page's subject, ?id=: without a valid one the page is a 404. */
export function subjectId(request: Request): number {
  const id = idParam(new URL(request.url), 'id');
  if (id === null) throw data(null, { status: 404 });
  return id;
}

/** The subject ?id= of a page that may have none (a form: a new item without, a draft with): null without it; a malformed one is the page's 404. */
export function optionalSubjectId(request: Request): number | null {
  return new URL(request.url).searchParams.has('id') ? subjectId(request) : null;
}

/** A page's subject the platform does not know (or may not show this member): the page's 404. */
export function missing<T>(result: UpstreamResult<T>): boolean {
  return !result.ok && result.kind === 'business' && (result.code === Code.NOT_FOUND || result.code === Code.PARAM_INVALID);
}
