// The bidding room's tables and live line (BiddingRoomPage.tsx): the ranking as the reader may see
// it (the buyer by name, bidders aliased under allPricesAliased), every bid for the buyer, a bidder's
// own bids, and the line that says what the last live event did (room-events.ts), in the user's language.
import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BiddingRoom, BiddingRoomBid, BiddingRoomRank } from '#contract/schemas.ts';
import { formatMoney } from '#app/lib/format.ts';
import { ScrollTable } from '../ScrollTable.tsx';
import type { RoomNews } from './useLiveRoom.ts';

type At = (time: number) => string;

/** The bidder as the buyer reads it (its company, then its alias in the journal) or as a bidder does (the alias, "you" for its own). */
function useBidderName() {
  const { t } = useTranslation('biddingBid');
  return (line: Pick<BiddingRoomBid, 'bidder' | 'memberName' | 'own'>) =>
    line.memberName ? `${line.memberName} (${line.bidder})` : line.own ? `${line.bidder} (${t('room.you')})` : line.bidder;
}

/**
 * What just happened, said once in the user's language to assistive technology as well (a polite live
 * region, present from the first render so that its changes are announced); each news replaces the
 * line's text node, so the same words said again are announced again.
 */
export function RoomLiveLine({ news, at }: { news: RoomNews | null; at: At }) {
  const { t } = useTranslation('biddingBid');
  const said = news?.parts.map(({ key, values = {} }) => {
    const shown = Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        name === 'price' && typeof value === 'number' ? formatMoney(value) : name === 'time' && typeof value === 'number' ? at(value) : value,
      ]),
    );
    return t(`room.live.${key}`, shown);
  });
  return (
    <Text size="sm" fw={500} role="status" aria-live="polite" data-testid="bidding-room-status" data-seq={news?.seq}>
      {said && <span key={news?.seq}>{said.join(' ')}</span>}
    </Text>
  );
}

export function RankingTable({ ranking, buyer }: { ranking: BiddingRoomRank[]; buyer: boolean }) {
  const { t } = useTranslation('biddingBid');
  const name = useBidderName();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-ranking">
      <Title order={2} size="h4" id="bidding-room-ranking" mb="sm">
        {t('room.ranking')}
      </Title>
      <ScrollTable minWidth={280} label={t('room.ranking')}>
        <Table data-testid="bidding-room-ranking">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('room.position')}</Table.Th>
              <Table.Th>{t(buyer ? 'room.member' : 'room.bidder')}</Table.Th>
              <Table.Th>{t('room.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ranking.map((line) => (
              <Table.Tr key={line.bidder} data-own={line.own || undefined} data-rank={line.rank} data-testid="bidding-room-ranking-line">
                <Table.Td>{line.rank}</Table.Td>
                <Table.Td>{name(line)}</Table.Td>
                <Table.Td>{formatMoney(line.price)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/** The bids the buyer's live table shows, newest first: a long auction's thousands would each render again at every bid. */
export const BIDS_SHOWN = 100;

/** The latest accepted bids, newest first (BIDS_SHOWN of them, saying so when there are more): the buyer's view. */
export function BidsTable({ room, at }: { room: BiddingRoom; at: At }) {
  const { t } = useTranslation('biddingBid');
  const name = useBidderName();
  const shown = room.bids.slice(0, BIDS_SHOWN);
  const total = Math.max(room.bidCount, room.bids.length);
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-bids-title">
      <Title order={2} size="h4" id="bidding-room-bids-title" mb="sm">
        {t('room.bids')}
      </Title>
      {room.bids.length === 0 ? (
        <Text c="dimmed" data-testid="bidding-room-no-bids">
          {t('room.noBid')}
        </Text>
      ) : (
        <ScrollTable minWidth={280} label={t('room.bids')}>
          <Table data-testid="bidding-room-bids" data-shown={shown.length} data-total={total}>
            {room.bids.length > BIDS_SHOWN && (
              <Table.Caption data-testid="bidding-room-bids-latest">{t('room.latestBids', { shown: shown.length, total })}</Table.Caption>
            )}
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('room.member')}</Table.Th>
                <Table.Th>{t('room.price')}</Table.Th>
                <Table.Th>{t('room.receivedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((bid) => (
                <Table.Tr key={bid.bidId} data-testid="bidding-room-bid" data-bid={bid.bidId}>
                  <Table.Td>{name(bid)}</Table.Td>
                  <Table.Td>{formatMoney(bid.price)}</Table.Td>
                  <Table.Td>{at(bid.receivedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}

/** A bidder's own accepted bids, newest first. */
export function OwnBidsTable({ bids, at }: { bids: BiddingRoomBid[]; at: At }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-own">
      <Title order={2} size="h4" id="bidding-room-own" mb="sm">
        {t('room.ownBids')}
      </Title>
      {bids.length === 0 ? (
        <Text c="dimmed" data-testid="bidding-room-no-own">
          {t('room.noOwnBids')}
        </Text>
      ) : (
        <ScrollTable minWidth={200} label={t('room.ownBids')}>
          <Table data-testid="bidding-room-own-bids">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('room.price')}</Table.Th>
                <Table.Th>{t('room.receivedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bids.map((bid) => (
                <Table.Tr key={bid.bidId} data-testid="bidding-room-own-bid">
                  <Table.Td>{formatMoney(bid.price)}</Table.Td>
                  <Table.Td>{at(bid.receivedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Paper>
  );
}
