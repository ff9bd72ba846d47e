// The publicity calls: the notice list and its query, a notice in full and an award notice's bid result.
import { z } from 'zod';
import { KEYWORD_MAX } from '../vocabulary.ts';
import * as s from '../schemas.ts';
import { get, pagination, qBool, qDateTime, qId, qInt } from './shared.ts';

export const NoticeListQuery = z.object({
  ...pagination,
  type: qInt().min(1).max(3).optional(),
  createTime: z.enum(['ASC', 'DESC']).optional(),
  startTime: qDateTime().optional(),
  endTime: qDateTime().optional(),
  memberId: qId().optional(),
  roleId: qId().optional(),
  /** Sent by the portal; 'about us' is decided by the session, never by this. */
  currMemberId: qId().optional(),
  /** Notices of items the caller published, took part in or was awarded. Needs a login (else 1101). */
  aboutUs: qBool().optional(),
  /** The page's search text (searchInp): contained in the notice's name. */
  name: z.string().trim().max(KEYWORD_MAX).optional(),
});
export type NoticeListQuery = z.input<typeof NoticeListQuery>;

export const noticeApi = {
  notice: {
    list: get('/purchase/purchase/notice/list', NoticeListQuery, s.page(s.Notice)),
    /** The publicity detail; an unknown id answers 404. */
    details: get('/purchase/purchase/notice/details', z.object({ id: qId() }), s.NoticeDetail),
    /** The bid-result page of an award notice (id: the notice's, as details' bidResultId); 404 if unknown. */
    bidResult: get('/purchase/purchase/notice/bidResult', z.object({ id: qId() }), s.BidResult),
  },
} as const;
