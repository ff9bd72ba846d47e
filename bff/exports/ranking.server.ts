// A competitive bid's final ranking as an XLSX file (docs/decisions/027-documents.md), read from its room
// as the buyer's award section reads it (bff/bidding/award.server.ts): each bidder's rank, alias and
// company, its best price, how many bids it made and when its best one was received; the close and the
// award (when made) said under it.
import { api } from '#contract/endpoints.ts';
import type { Locale } from '#contract/lang.ts';
import type { BiddingAwardView, BiddingRoom } from '#contract/schemas.ts';
import type { Translate } from '../forms.server.ts';
import { memberCall, memberContext } from '../member/session.server.ts';
import { subjectId } from '../page-params.server.ts';
import { callUpstream } from '../upstream.server.ts';
import { attachment, fileName, now, XLSX_TYPE } from './download.server.ts';
import { refusal } from './refusal.server.ts';
import { workbookOf } from './xlsx.server.ts';

/** One bidder's line of the ranking. */
export type RankingLine = { rank: number; bidder: string; company: string; price: number; bids: number; bestAt: number | null };

export function rankingLines(room: BiddingRoom): RankingLine[] {
  const receivedAt = new Map(room.bids.map((bid) => [bid.bidId, bid.receivedAt]));
  const bidsOf = new Map<string, number>();
  for (const bid of room.bids) bidsOf.set(bid.bidder, (bidsOf.get(bid.bidder) ?? 0) + 1);
  return room.ranking.map((row) => ({
    rank: row.rank,
    bidder: row.bidder,
    company: row.memberName ?? '',
    price: row.price,
    bids: bidsOf.get(row.bidder) ?? 0,
    bestAt: receivedAt.get(row.bidId) ?? null,
  }));
}

export function rankingWorkbook(room: BiddingRoom, award: BiddingAwardView | null, t: Translate): Promise<Buffer> {
  const title = t('exports:ranking.title', { number: room.biddingNo, title: room.details });
  const notes = [
    ...(room.phase === 'closed' || room.phase === 'awarded' ? [t('exports:ranking.closedAt', { time: now(room.biddingEndTime) })] : []),
    ...(award ? [t('exports:ranking.winner', { bidder: award.bidder, company: award.supplier.name })] : []),
    t('exports:exportedAt', { time: now() }),
  ];
  return workbookOf(
    [
      {
        name: t('exports:files.ranking'),
        title,
        columns: [
          { header: t('exports:ranking.rank'), value: (line) => line.rank, format: 'integer', marked: (line) => line.bidder === award?.bidder },
          { header: t('exports:ranking.bidder'), value: (line) => line.bidder },
          { header: t('exports:ranking.company'), value: (line) => line.company, width: 30 },
          { header: t('exports:ranking.bestPrice'), value: (line) => line.price, format: 'money' },
          { header: t('exports:ranking.bidCount'), value: (line) => line.bids, format: 'integer' },
          { header: t('exports:ranking.bestAt'), value: (line) => line.bestAt, format: 'dateTime' },
        ],
        rows: rankingLines(room),
        notes,
      },
    ],
    { title, cutNote: (shown, total) => t('exports:cut', { shown, total }) },
  );
}

/** The ranking of the buyer's auction ?id=, or the platform's refusal (not its own: 404). */
export async function exportRanking(request: Request, locale: Locale, t: Translate): Promise<Response> {
  const ctx = await memberContext(request, locale);
  const id = subjectId(request);
  const [room, awardOf] = await Promise.all([
    memberCall(request, callUpstream(api.biddingBid.room, { ctx, query: { biddingId: id } })),
    memberCall(request, callUpstream(api.biddingBuyer.awardOf, { ctx, query: { id } })),
  ]);
  if (!room.ok) return refusal(room);
  const body = await rankingWorkbook(room.data, awardOf.ok ? awardOf.data.award : null, t);
  return attachment(body, fileName(t('exports:files.ranking'), room.data.biddingNo, 'xlsx'), XLSX_TYPE);
}
