// The award of the buyer's inquiry read back (docs/product/member-side.md#opening-comparison-and-award, decision 017):
// who decided and when, whole or split, the total, the reason for a line not given to its lowest
// price, each line's winner with its price and quantity, the notice and its bid result, and the
// purchase orders the award made with where each stands (a declined one with its reason).
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { AwardResult } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { PURCHASE_ORDER_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { OrderStateBadge } from '../order/OrderStateBadge.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function AwardRecordCard({ award }: { award: Section<AwardResult> }) {
  const { t } = useTranslation('inquiry');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="inquiry-award-result" data-testid="inquiry-awarded">
      <Stack>
        <Title order={2} size="h4" id="inquiry-award-result">
          {t('award.result')}
        </Title>
        {award.status === 'error' ? (
          <Alert color="red" role="alert" data-testid="award-record-error">
            {award.message}
          </Alert>
        ) : (
          <AwardRecord award={award.data} />
        )}
      </Stack>
    </Paper>
  );
}

function AwardRecord({ award }: { award: AwardResult }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, award.currency, locale);
  return (
    <>
      <Text size="sm" data-testid="award-decided-by">
        {t('awardRecord.decidedBy', {
          time: formatDate(award.createTime, locale, DATE_TIME),
          user: award.decidedBy.userName,
          member: award.decidedBy.memberName,
        })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t('awardRecord.total')} testId="award-total">
          {money(award.totalAmount)}
        </Fact>
        <Fact label={t('awardRecord.modeLabel')} testId="award-mode">
          {t(`awardRecord.mode.${award.mode}`)}
        </Fact>
        <Fact label={t('awardRecord.reason')} testId="award-reason">
          {award.reason ?? t('awardRecord.allLowest')}
        </Fact>
      </SimpleGrid>
      {award.noticeId !== null && (
        <Group gap="lg">
          <Anchor component={Link} to={`/publicityPurchasing/${award.noticeId}`} data-testid="award-notice-link">
            {t('award.notice')}
          </Anchor>
          <Anchor component={Link} to={`/bidResult/${award.noticeId}`} data-testid="award-result-link">
            {t('award.bidResult')}
          </Anchor>
        </Group>
      )}
      <ScrollTable minWidth={640} label={t('award.result')}>
        <Table data-testid="award-lines" aria-label={t('awardRecord.lines')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('awardRecord.material')}</Table.Th>
              <Table.Th>{t('awardRecord.supplier')}</Table.Th>
              <Table.Th>{t('awardRecord.unitPrice')}</Table.Th>
              <Table.Th>{t('awardRecord.quantity')}</Table.Th>
              <Table.Th>{t('awardRecord.amount')}</Table.Th>
              <Table.Th>{t('awardRecord.lowest')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {award.lines.map((line) => (
              <Table.Tr key={line.materielId} data-testid="award-line" data-supplier={line.supplier.memberId} data-lowest={line.lowest}>
                <Table.Td>
                  {line.number} {line.name}
                </Table.Td>
                <Table.Td data-testid="award-line-supplier">{line.supplier.name}</Table.Td>
                <Table.Td data-testid="award-line-price">{money(line.unitPrice)}</Table.Td>
                <Table.Td>
                  {line.quantity} {line.unit}
                </Table.Td>
                <Table.Td data-testid="award-line-amount">{money(line.amount)}</Table.Td>
                <Table.Td>
                  <Badge color={line.lowest ? 'green' : 'orange'} variant="light">
                    {t(line.lowest ? 'awardRecord.lowest' : 'awardRecord.notLowest')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {award.orders.length > 0 && (
        <Table data-testid="award-orders" aria-label={t('awardRecord.orders')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('orders.orderNo')}</Table.Th>
              <Table.Th>{t('orders.supplier')}</Table.Th>
              <Table.Th>{t('orders.amount')}</Table.Th>
              <Table.Th>{t('orders.state')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {award.orders.map((order) => (
              <Table.Tr key={order.id} data-testid="award-order" data-id={order.id} data-state={order.state}>
                <Table.Td>
                  <Anchor component={Link} to={`${PURCHASE_ORDER_DETAIL_PATH}?id=${order.id}`} size="sm">
                    {order.orderNo}
                  </Anchor>
                </Table.Td>
                <Table.Td>{order.supplier.name}</Table.Td>
                <Table.Td>{formatAmount(order.totalAmount, order.currency, locale)}</Table.Td>
                <Table.Td>
                  <Stack gap={2}>
                    <OrderStateBadge state={order.state} side="buyer" />
                    {order.declineReason && (
                      <Text size="xs" c="dimmed" data-testid="award-order-decline-reason">
                        {t('awardRecord.declineReason', { reason: order.declineReason })}
                      </Text>
                    )}
                  </Stack>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId} style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}
