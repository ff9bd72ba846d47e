// The public opening of a tender's sealed bids (docs/product/tenders.md#the-public-opening), as its
// buyer and every bidder read it: before the opening, when the platform will open the bids by itself
// (a countdown from the platform's time); after it, when it was opened, the outcome (opened with so
// many valid bids, or failed for want of them), the record's digest, and per bid its bidder, total
// price, tax rate, when it was received, its receipt hash, whether the opened prices hash to it
// again, whether it answered the latest documents, and whether it counts.
import { Alert, Anchor, Code, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OpeningPageView } from '#bff/tender/bid-views.ts';
import type { TenderOpeningRecord } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { MY_TENDERS_PATH, TENDER_DETAIL_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { tenderDetailHref } from '#app/lib/sourcing-links.ts';
import { CountdownBadge } from '../details/CountdownBadge.tsx';
import { useCountdown } from '../details/useCountdown.ts';
import { Fact } from '../member-centre/Fact.tsx';
import { OpeningBids } from './OpeningBids.tsx';
import { TenderPhaseBadge } from '../PhaseBadges.tsx';

const SECONDS = 'YYYY-MM-DD HH:mm:ss';

export function OpeningRecord({ view }: { view: OpeningPageView }) {
  const { t } = useTranslation('tenderBid');
  const record = view.record.status === 'ok' ? view.record.data : null;
  const back = record?.asBuyer ? tenderHref(TENDER_DETAIL_PATH, record.tenderId) : MY_TENDERS_PATH;
  return (
    <Stack gap="lg" data-testid="opening-page">
      <Group justify="space-between" align="baseline">
        <Title order={1} size="h2">
          {t('opening.title')}
        </Title>
        <Anchor component={Link} to={back} size="sm">
          {t('opening.back')}
        </Anchor>
      </Group>
      {view.record.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="opening-error">
          {view.record.message}
        </Alert>
      ) : (
        <OpeningBody record={view.record.data} serverTime={view.serverTime} />
      )}
    </Stack>
  );
}

function OpeningBody({ record, serverTime }: { record: TenderOpeningRecord; serverTime: number }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="opening-tender"
      data-testid="opening-record"
      data-opened={record.opened}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div>
            <Title order={2} size="h4" id="opening-tender">
              <Anchor component={Link} to={tenderDetailHref(record.tenderId)} inherit>
                {record.projectName}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {record.code} · {record.buyer.name}
            </Text>
          </div>
          <TenderPhaseBadge phase={record.phase} />
        </Group>
        {record.opened ? <Opened record={record} /> : <NotYet record={record} serverTime={serverTime} />}
        {record.opened && record.openTime !== null && (
          <Text size="xs" c="dimmed">
            {t('opening.time')}: {formatDate(record.openTime, locale, SECONDS)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** Before the opening: when the platform opens the bids, and the time left. */
function NotYet({ record, serverTime }: { record: TenderOpeningRecord; serverTime: number }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  const countdown = useCountdown(record.openTenderTime, serverTime);
  return (
    <Stack gap="sm" data-testid="opening-not-yet">
      <Text>{t('opening.before', { time: formatDate(record.openTenderTime, locale, 'YYYY-MM-DD HH:mm') })}</Text>
      <CountdownBadge countdown={countdown} label={t('opening.opensIn')} endedText={t('opening.opened')} testId="opening-countdown" />
    </Stack>
  );
}

function Opened({ record }: { record: TenderOpeningRecord }) {
  const { t } = useTranslation('tenderBid');
  const locale = useLocale();
  const failed = record.outcome === 'failed';
  return (
    <>
      <Alert color={failed ? 'red' : 'green'} data-testid="opening-outcome" data-outcome={record.outcome}>
        {failed
          ? t('opening.outcomeFailed', { valid: record.validCount, required: record.minValidBids })
          : t('opening.outcomeOpened', { valid: record.validCount })}
      </Alert>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('opening.time')} value={record.openTime === null ? '—' : formatDate(record.openTime, locale, SECONDS)} />
        <Fact label={t('opening.digest')} value={<Code style={{ overflowWrap: 'anywhere' }}>{record.digest}</Code>} testId="opening-digest" />
      </SimpleGrid>
      {record.bids.length === 0 ? (
        <Text c="dimmed" data-testid="opening-empty">
          {t('opening.empty')}
        </Text>
      ) : (
        <OpeningBids bids={record.bids} currency={record.currency} />
      )}
    </>
  );
}
