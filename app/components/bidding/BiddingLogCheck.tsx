// After the close, the auction's log as this bidder may download it, and its verification in the page
// with the verifier the platform's script uses (contract/bidding-log.ts; docs/product/rules.md, "The
// live reverse auction"): every hash of the chain recomputed and the ranking recomputed from the entries.
import { Alert, Button, Group, Paper, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BiddingRoomView } from '#bff/bidding/bid-views.ts';
import { type BiddingLog, type BiddingLogVerdict, verifyBiddingLog } from '#contract/bidding-log.ts';

export function BiddingLogCheck({ log }: { log: NonNullable<BiddingRoomView['log']> }) {
  const { t } = useTranslation('biddingBid');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="bidding-log-title" data-testid="bidding-log">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bidding-log-title">
          {t('room.log')}
        </Title>
        {log.status === 'error' ? (
          <Alert color="red" role="alert" data-testid="bidding-log-error">
            {log.message || t('room.logUnavailable')}
          </Alert>
        ) : (
          <Check log={log.data} />
        )}
      </Stack>
    </Paper>
  );
}

function Check({ log }: { log: BiddingLog }) {
  const { t } = useTranslation('biddingBid');
  const [verdict, setVerdict] = useState<BiddingLogVerdict | null>(null);
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(log, null, 2))}`;
  return (
    <>
      <Group gap="sm">
        <Button component="a" href={href} download={`bidding-log-${log.biddingNo}.json`} variant="default" data-testid="bidding-log-download">
          {t('room.download')}
        </Button>
        <Button onClick={() => void verifyBiddingLog(log).then(setVerdict)} data-testid="bidding-log-verify">
          {t('room.verify')}
        </Button>
      </Group>
      {verdict && (
        <Alert color={verdict.ok ? 'green' : 'red'} role="status" data-testid="bidding-log-verdict" data-ok={verdict.ok}>
          {verdict.ok ? t('room.verifyOk') : t('room.verifyFail', { seq: verdict.brokenAt ?? '—' })}
        </Alert>
      )}
      {verdict && (
        <Table data-testid="bidding-log-result" aria-label={t('room.result')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('room.rank')}</Table.Th>
              <Table.Th>{t('room.bidder')}</Table.Th>
              <Table.Th>{t('room.price')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {verdict.ranking.map((line) => (
              <Table.Tr key={line.bidder} data-own={line.bidder === log.own || undefined}>
                <Table.Td>{line.rank}</Table.Td>
                <Table.Td>{line.bidder === log.own ? `${line.bidder} (${t('room.you')})` : line.bidder}</Table.Td>
                <Table.Td>{line.price}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
