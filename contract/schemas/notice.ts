// Publicity: notices in the lists and in full, and the bid-result page of an award notice
// (docs/product/entities.md#notices-and-bid-results).
import { z } from 'zod';
import { Attachment } from './files.ts';
import { epochMs, int } from './shared.ts';

/** 1 inquiry, 2 tender, 3 competitive bid (bidding). */
export const NoticeType = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export const Notice = z.object({
  id: int(),
  name: z.string(),
  content: z.string(),
  createTime: epochMs(),
  type: NoticeType,
});
export type Notice = z.infer<typeof Notice>;

/** A publicity notice in full: content keeps its line breaks and is plain text, never HTML. */
export const NoticeDetail = Notice.extend({
  memberId: int(),
  memberRoleId: int(),
  /** The inquiry, tender or competitive bid announced (by type), when known. */
  sourceId: int().nullable(),
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

/** docs/product/entities.md#notices-and-bid-results: an award notice with its two attachment lists. */
export const BidResult = z.object({
  id: int(),
  name: z.string(),
  createTime: epochMs(),
  content: z.string(),
  winTenderAnnounceFile: z.array(Attachment),
  winTenderNoticeFile: z.array(Attachment),
});
export type BidResult = z.infer<typeof BidResult>;
