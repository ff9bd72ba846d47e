// Procurement publicity: award notices of inquiries (1), tenders (2) and competitive bids (3), the
// publicity detail, and the bid result (a notice with its winning announcement and notice files).
import { api } from '#contract/endpoints.ts';
import type { PlatformContext } from '../context.ts';
import { route, type Route } from '../http/route.ts';
import { bidResult, noticeDetail, noticeList } from './queries.ts';

export function noticeRoutes({ db }: PlatformContext): Route[] {
  return [
    route(api.notice.list, 'public', ({ query, caller }) => noticeList(db, query, caller)),
    route(api.notice.details, 'public', ({ query }) => noticeDetail(db, query.id)),
    route(api.notice.bidResult, 'public', ({ query }) => bidResult(db, query.id)),
  ];
}
