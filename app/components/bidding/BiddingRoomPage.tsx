// The bidding room (/memberCenter/onlineBid/room?id=; docs/product/rules.md, "The live reverse
// auction"), for a bidder and for the buyer who watches it: the auction's phase and the countdown from
// the platform's close and server time, the rule sheet, what the rules let this reader see (the best
// price, or a bidder's own rank only; the buyer every bid and bidder by name), the highest bid the
// platform allows a bidder now, its own bids and the cap left, and the bid form: a confirmation before
// sending, then the receipt (the server's time and the journal's hash), which stays while the room
// moves; a refusal in the user's language on the price. The room follows its live events
// (useLiveRoom.ts) and a line says what just happened. "Refresh" re-reads the room. After the close,
// the log to download and verify here. A bidder not admitted (its sign-up pending or rejected) sees
// the state of its sign-up, not the standing (the platform sends it no prices either).
import { Alert, Button, Code, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation, useRevalidator } from 'react-router';
import { BIDDING_BID_FIELD as F, type BiddingBidAnswer, type BiddingRoomView } from '#bff/bidding/bid-views.ts';
import type { BiddingBidReceipt, BiddingRoom } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate, formatMoney } from '#app/lib/format.ts';
import { Fact } from '../member-centre/Fact.tsx';
import { BiddingCountdown, BiddingPhaseBadge, BiddingRuleSheet } from './BiddingRuleSheet.tsx';
import { BiddingLogCheck } from './BiddingLogCheck.tsx';
import { BidsTable, OwnBidsTable, RankingTable, RoomLiveLine } from './BiddingRoomTables.tsx';
import { BIDDING_OPEN, isBuyerRoom } from './room-events.ts';
import { useLiveRoom } from './useLiveRoom.ts';

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
        <Room view={view} loaded={view.room.data} answer={answer} />
      )}
    </Stack>
  );
}

/** The last accepted bid's receipt: a re-read of the room (Refresh, the close) drops the action's answer, not the receipt. */
function useLastReceipt(answer: BiddingBidAnswer | undefined): BiddingBidReceipt | null {
  const [receipt, setReceipt] = useState(answer?.ok ? answer.receipt : null);
  if (answer?.ok && answer.receipt.bidId !== receipt?.bidId) setReceipt(answer.receipt);
  return answer?.ok ? answer.receipt : receipt;
}

function Room({ view, loaded, answer }: { view: BiddingRoomView; loaded: BiddingRoom; answer: BiddingBidAnswer | undefined }) {
  const { t } = useTranslation('biddingBid');
  const locale = useLocale();
  const { room, news } = useLiveRoom(loaded);
  const receipt = useLastReceipt(answer);
  const at = (time: number) => formatDate(time, locale, 'YYYY-MM-DD HH:mm:ss');
  const buyer = isBuyerRoom(room);
  const showsBest = buyer || room.rules.visibility !== 'ownRank';
  const open = BIDDING_OPEN.includes(room.phase);
  const notAdmitted = !buyer && room.signUp !== null && room.signUp.review !== 'approved' ? room.signUp : null;
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
            <Group gap="sm" data-testid="bidding-room-close" data-close={room.biddingEndTime} data-extensions={room.extensionCount}>
              <BiddingCountdown phase={room.phase} phaseEndTime={room.phaseEndTime} serverTime={room.serverTime} />
              <Text size="sm" c="dimmed">
                {[
                  t('room.closeAt', { time: at(room.biddingEndTime) }),
                  room.extensionCount > 0 ? t('room.extensions', { count: room.extensionCount, max: room.rules.maxExtensions }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Group>
          </Group>
          <RoomLiveLine news={news} at={at} />
        </Stack>
      </Paper>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-room-standing" data-testid="bidding-room-standing">
        <Stack gap="sm">
          <Title order={2} size="h4" id="bidding-room-standing">
            {t(buyer ? 'room.standing' : 'room.form')}
          </Title>
          {notAdmitted ? (
            <NotAdmitted signUp={notAdmitted} />
          ) : (
            <SimpleGrid cols={{ base: 2, sm: buyer ? 2 : 5 }} spacing="sm">
              <Fact label={t('room.bidCount')} value={room.bidCount} testId="bidding-room-bid-count" />
              <Fact
                label={t('room.bestPrice')}
                value={!showsBest ? t('room.bestHidden') : room.bestPrice === null ? t('room.noBid') : formatMoney(room.bestPrice)}
                testId="bidding-room-best"
              />
              {!buyer && (
                <>
                  <Fact label={t('room.rank')} value={room.rank ?? '—'} testId="bidding-room-rank" />
                  <Fact label={t('room.maxBidNow')} value={room.maxBidNow === null ? '—' : formatMoney(room.maxBidNow)} testId="bidding-room-max" />
                  <Fact label={t('room.bidsLeft')} value={room.bidsLeft ?? '—'} testId="bidding-room-left" />
                </>
              )}
            </SimpleGrid>
          )}
          {receipt && <Receipt receipt={receipt} at={at} />}
          {buyer || notAdmitted ? null : open && room.maxBidNow !== null ? (
            <BidForm
              // A new receipt empties the form; a re-read of the room (live, Refresh) keeps what is typed.
              key={receipt?.bidId ?? 'first'}
              bidKey={answer ? answer.bidKey : view.bidKey}
              failure={answer && !answer.ok ? answer : null}
              startingPrice={room.rules.startingPrice}
            />
          ) : (
            open && <Text c="dimmed">{t('room.cannotBid')}</Text>
          )}
        </Stack>
      </Paper>
      {!notAdmitted && room.ranking.length > 0 && <RankingTable ranking={room.ranking} buyer={buyer} />}
      {buyer ? <BidsTable room={room} at={at} /> : !notAdmitted && <OwnBidsTable bids={room.ownBids} at={at} />}
      <BiddingRuleSheet rules={room.rules} schedule={room} />
      {view.log && <BiddingLogCheck log={view.log} />}
    </>
  );
}

/** A bidder the buyer has not admitted: its sign-up's state (and the buyer's reason), in place of the standing it may not see. */
function NotAdmitted({ signUp }: { signUp: NonNullable<BiddingRoom['signUp']> }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Alert
      color={signUp.review === 'rejected' ? 'red' : 'yellow'}
      title={`${t('signUp.state')}: ${t(`review.${signUp.review}`)}`}
      data-testid="bidding-room-not-admitted"
      data-review={signUp.review}
    >
      {signUp.review === 'rejected' ? t('room.rejected') : t('room.notAdmitted')}
      {signUp.reviewReason && ` ${t('signUp.reason', { reason: signUp.reviewReason })}`}
    </Alert>
  );
}

function Receipt({ receipt, at }: { receipt: BiddingBidReceipt; at: (time: number) => string }) {
  const { t } = useTranslation('biddingBid');
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

/** A starting price of 1 yuan shows a hint that the first bid may not exceed it (docs/product/rules.md#taking-part). */
const HINTED_STARTING_PRICE = 1;

function BidForm({
  bidKey,
  failure,
  startingPrice,
}: {
  bidKey: string;
  failure: Extract<BiddingBidAnswer, { ok: false }> | null;
  startingPrice: number;
}) {
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
          description={startingPrice === HINTED_STARTING_PRICE ? t('room.startingPriceHint', { price: formatMoney(startingPrice) }) : undefined}
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
