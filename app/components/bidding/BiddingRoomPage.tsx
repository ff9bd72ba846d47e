// The bidding room (/memberCenter/onlineBid/room?id=; docs/product/rules.md, "The live reverse
// auction"): the auction's phase and the countdown from the platform's close and server time, the rule
// sheet, what the rules let this bidder see (the best price, or its own rank only), the highest bid
// the platform allows it now, its own bids and the cap left, and the bid form: a confirmation before
// sending, then the receipt (the server's time and the journal's hash); a refusal in the user's
// language on the price. "Refresh" re-reads the room. After the close, the log to download and verify here.
import { Alert, Button, Code, Group, Modal, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation, useRevalidator } from 'react-router';
import { BIDDING_BID_FIELD as F, type BiddingBidAnswer, type BiddingRoomView } from '#bff/bidding/bid-views.ts';
import type { AuctionRoom } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate, formatMoney } from '#app/lib/format.ts';
import { Fact } from '../member-centre/Fact.tsx';
import { BiddingCountdown, BiddingPhaseBadge, BiddingRuleSheet } from './BiddingRuleSheet.tsx';
import { BiddingLogCheck } from './BiddingLogCheck.tsx';

const BIDDING_OPEN = ['live', 'extended'] as const;

export function BiddingRoomPage({ view, answer }: { view: BiddingRoomView; answer: BiddingBidAnswer | undefined }) {
  const { t } = useTranslation('biddingBid');
  const revalidator = useRevalidator();
  return (
    <Stack gap="lg" data-testid="bidding-room">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('room.title')}
        </Title>
        <Button variant="default" onClick={() => revalidator.revalidate()} loading={revalidator.state !== 'idle'} data-testid="bidding-room-refresh">
          {t('room.refresh')}
        </Button>
      </Group>
      {view.room.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="bidding-room-error">
          {view.room.message}
        </Alert>
      ) : (
        <Room view={view} room={view.room.data} answer={answer} />
      )}
    </Stack>
  );
}

function Room({ view, room, answer }: { view: BiddingRoomView; room: AuctionRoom; answer: BiddingBidAnswer | undefined }) {
  const { t } = useTranslation('biddingBid');
  const locale = useLocale();
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm:ss');
  const showsBest = room.rules.visibility !== 'ownRank';
  const open = (BIDDING_OPEN as readonly string[]).includes(room.phase);
  return (
    <>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-auction">
        <Stack gap="xs">
          <Title order={2} size="h4" id="bidding-room-auction">
            {room.details}
          </Title>
          <Text size="sm" c="dimmed">
            {room.biddingNo} · {t('room.serverTime', { time: at(room.serverTime) })}
          </Text>
          <Group gap="sm">
            <BiddingPhaseBadge phase={room.phase} />
            <BiddingCountdown phase={room.phase} phaseEndTime={room.phaseEndTime} serverTime={room.serverTime} />
          </Group>
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-standing" data-testid="bidding-room-standing">
        <Stack gap="sm">
          <Title order={2} size="h4" id="bidding-room-standing">
            {t('room.form')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
            <Fact label={t('room.bidCount')} value={room.bidCount} testId="bidding-room-bid-count" />
            <Fact
              label={t('room.bestPrice')}
              value={!showsBest ? t('room.bestHidden') : room.bestPrice === null ? t('room.noBid') : formatMoney(room.bestPrice)}
              testId="bidding-room-best"
            />
            <Fact label={t('room.rank')} value={room.rank ?? '—'} testId="bidding-room-rank" />
            <Fact label={t('room.maxBidNow')} value={room.maxBidNow === null ? '—' : formatMoney(room.maxBidNow)} testId="bidding-room-max" />
            <Fact label={t('room.bidsLeft')} value={room.bidsLeft ?? '—'} testId="bidding-room-left" />
          </SimpleGrid>
          {answer?.ok && <Receipt answer={answer} at={at} />}
          {room.signUp && room.signUp.review !== 'approved' ? (
            <Alert color="yellow" data-testid="bidding-room-not-admitted" data-review={room.signUp.review}>
              {room.signUp.review === 'rejected' ? t('review.rejected') : t('room.notAdmitted')}
              {room.signUp.reviewReason && ` · ${t('signUp.reason', { reason: room.signUp.reviewReason })}`}
            </Alert>
          ) : open && room.maxBidNow !== null ? (
            <BidForm key={view.bidKey} bidKey={answer && !answer.ok ? answer.bidKey : view.bidKey} failure={answer && !answer.ok ? answer : null} />
          ) : (
            open && <Text c="dimmed">{t('room.cannotBid')}</Text>
          )}
        </Stack>
      </Paper>
      {room.ranking.length > 0 && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-ranking">
          <Title order={2} size="h4" id="bidding-room-ranking" mb="sm">
            {t('room.ranking')}
          </Title>
          <Table data-testid="bidding-room-ranking">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('room.rank')}</Table.Th>
                <Table.Th>{t('room.bidder')}</Table.Th>
                <Table.Th>{t('room.price')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.ranking.map((line) => (
                <Table.Tr key={line.bidder} data-own={line.own || undefined}>
                  <Table.Td>{line.rank}</Table.Td>
                  <Table.Td>{line.own ? `${line.bidder} (${t('room.you')})` : line.bidder}</Table.Td>
                  <Table.Td>{formatMoney(line.price)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-own">
        <Title order={2} size="h4" id="bidding-room-own" mb="sm">
          {t('room.ownBids')}
        </Title>
        {room.ownBids.length === 0 ? (
          <Text c="dimmed" data-testid="bidding-room-no-own">
            {t('room.noOwnBids')}
          </Text>
        ) : (
          <Table data-testid="bidding-room-own-bids">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('room.price')}</Table.Th>
                <Table.Th>{t('room.receivedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {room.ownBids.map((bid) => (
                <Table.Tr key={`${bid.receivedAt}-${bid.price}`} data-testid="bidding-room-own-bid">
                  <Table.Td>{formatMoney(bid.price)}</Table.Td>
                  <Table.Td>{at(bid.receivedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
      <BiddingRuleSheet rules={room.rules} schedule={room} />
      {view.log && <BiddingLogCheck log={view.log} />}
    </>
  );
}

function Receipt({ answer, at }: { answer: Extract<BiddingBidAnswer, { ok: true }>; at: (time: number) => string }) {
  const { t } = useTranslation('biddingBid');
  const { receipt } = answer;
  return (
    <Alert color="green" role="status" title={t('room.receipt')} data-testid="bidding-room-receipt" data-seq={receipt.seq}>
      <Text size="sm">{t('room.receiptText', { price: formatMoney(receipt.price), time: at(receipt.receivedAt) })}</Text>
      <Text size="xs">
        {t('room.receiptHash', { seq: receipt.seq })} <Code style={{ wordBreak: 'break-all' }}>{receipt.hash}</Code>
      </Text>
      {receipt.extended && <Text size="sm">{t('room.extended', { time: at(receipt.biddingEndTime) })}</Text>}
    </Alert>
  );
}

function BidForm({ bidKey, failure }: { bidKey: string; failure: Extract<BiddingBidAnswer, { ok: false }> | null }) {
  const { t } = useTranslation('biddingBid');
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const form = useRef<HTMLFormElement>(null);
  const [price, setPrice] = useState(failure?.values.price ?? '');
  const [confirming, setConfirming] = useState(false);
  const submitting = navigation.state !== 'idle' && navigation.formData?.get(F.key) === bidKey;
  return (
    <Form
      method="post"
      action={`${pathname}${search}`}
      noValidate
      ref={form}
      data-testid="bidding-room-form"
      onSubmit={(event) => {
        // The confirmation dialog first; its "send" submits the form itself.
        if (!confirming) {
          event.preventDefault();
          setConfirming(true);
        }
      }}
    >
      <input type="hidden" name={F.key} value={bidKey} />
      <Group align="flex-end" wrap="wrap">
        <TextInput
          name={F.price}
          label={t('room.priceLabel')}
          inputMode="decimal"
          required
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={failure?.fieldErrors.price}
          data-testid="bidding-room-price"
        />
        <Button type="submit" loading={submitting} data-testid="bidding-room-place">
          {t('room.place')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('room.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('room.cancel') }}
      >
        <Stack gap="md" data-testid="bidding-room-confirm">
          <Text size="sm">{t('room.confirmText', { price })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('room.cancel')}
            </Button>
            <Button
              data-testid="bidding-room-confirm-send"
              onClick={() => {
                form.current?.requestSubmit();
                setConfirming(false);
              }}
            >
              {t('room.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Form>
  );
}
