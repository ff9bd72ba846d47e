// A supplier's part of an inquiry's award, on its quote page once the inquiry is awarded
// (docs/product/member-side.md#quoting, decision 017): whether it won, how many lines of how many,
// its own lines with price, quantity and amount, its total, when the buyer decided, and its sale
// order; never another supplier's prices. Fetched after the page shows (resources/inquiry-award).
import { Alert, Anchor, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import type { AwardResultAnswer } from '#bff/inquiry/views.ts';
import type { AwardResult } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { SALE_ORDER_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { ScrollTable } from '../ScrollTable.tsx';

const AWARD_RESULT_PATH = '/resources/inquiry-award';

export function AwardResultCard({ inquiryId }: { inquiryId: number }) {
  const { t } = useTranslation('inquiry');
  const fetcher = useFetcher<AwardResultAnswer>();
  const { load } = fetcher;
  useEffect(() => {
    void load(`${AWARD_RESULT_PATH}?id=${inquiryId}`);
  }, [load, inquiryId]);
  const answer = fetcher.data;
  if (answer?.status === 'missing') return null;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="quote-award-result" data-testid="quote-award">
      <Stack gap="sm">
        <Title order={2} size="h4" id="quote-award-result">
          {t('award.result')}
        </Title>
        {answer === undefined ? (
          <Text size="sm" c="dimmed" role="status">
            {t('awardRecord.loading')}
          </Text>
        ) : answer.status === 'error' ? (
          <Alert color="red" role="alert">
            {answer.message}
          </Alert>
        ) : (
          <OwnAward award={answer.data} />
        )}
      </Stack>
    </Paper>
  );
}

function OwnAward({ award }: { award: AwardResult }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, award.currency, locale);
  const decidedAt = `${t('awardRecord.decidedAt')}: ${formatDate(award.createTime, locale, 'YYYY-MM-DD HH:mm')}`;
  if (!award.won) {
    return (
      <Alert color="gray" data-testid="quote-award-outcome" data-won="false">
        <Text size="sm">{t('awardRecord.lost')}</Text>
        <Text size="xs" c="dimmed">
          {decidedAt}
        </Text>
      </Alert>
    );
  }
  return (
    <>
      <Alert color="green" data-testid="quote-award-outcome" data-won="true">
        <Text size="sm" fw={600}>
          {t('awardRecord.won', { count: award.lines.length, total: award.lineCount })}
        </Text>
        <Text size="sm" data-testid="quote-award-total">
          {t('awardRecord.yourTotal')}: {money(award.totalAmount)}
        </Text>
        <Text size="xs" c="dimmed">
          {decidedAt}
        </Text>
      </Alert>
      <ScrollTable minWidth={480} label={t('award.result')}>
        <Table data-testid="quote-award-lines" aria-label={t('awardRecord.yourLines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('awardRecord.material')}</Table.Th>
              <Table.Th>{t('awardRecord.unitPrice')}</Table.Th>
              <Table.Th>{t('awardRecord.quantity')}</Table.Th>
              <Table.Th>{t('awardRecord.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {award.lines.map((line) => (
              <Table.Tr key={line.materielId} data-testid="quote-award-line">
                <Table.Td>
                  {line.number} {line.name}
                </Table.Td>
                <Table.Td>{money(line.unitPrice)}</Table.Td>
                <Table.Td>
                  {line.quantity} {line.unit}
                </Table.Td>
                <Table.Td>{money(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {award.orders.map((order) => (
        <Anchor key={order.id} component={Link} to={`${SALE_ORDER_DETAIL_PATH}?id=${order.id}`} size="sm" data-testid="quote-award-order">
          {t('awardRecord.openOrder', { orderNo: order.orderNo })}
        </Anchor>
      ))}
    </>
  );
}
