// The award once made (docs/decisions/022-tender-evaluation.md): whole or split, the reason, each
// share (line, bid, percent, quantity, unit price, amount), the total; the winning announcement in
// procurement publicity with its bid-result page and both file lists; the purchase orders it made
// and where each stands.
import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderAwardView, TenderEvaluationPage } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { PURCHASE_ORDER_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { bidResultHref } from '#app/lib/shop-links.ts';
import { AttachmentLinks } from '../../details/AttachmentLinks.tsx';
import { Fact } from '../../member-centre/Fact.tsx';
import { OrderStateBadge } from '../../order/OrderStateBadge.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';

export function AwardOutcome({ page, award }: { page: TenderEvaluationPage; award: TenderAwardView }) {
  const { t } = useTranslation('tenderEvaluation');
  const locale = useLocale();
  const money = (amount: number) => formatAmount(amount, award.currency, locale);
  const materielOf = new Map(page.tender.materiels.map((m) => [m.id, m]));
  return (
    <Stack gap="sm" data-testid="award-outcome" data-mode={award.mode}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Fact label={t('award.mode')} value={t(`award.modes.${award.mode}`)} />
        <Fact label={t('award.totalAmount')} value={<span data-testid="award-total">{money(award.totalAmount)}</span>} />
        <Fact label={t('award.time')} value={formatDate(award.createTime, locale, 'YYYY-MM-DD HH:mm')} />
      </SimpleGrid>
      {award.reason && <Fact label={t('award.reason')} value={award.reason} testId="award-reason-shown" />}
      <ScrollTable minWidth={620} label={t('award.title')}>
        <Table data-testid="award-shares">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('award.line')}</Table.Th>
              <Table.Th>{t('award.bidder')}</Table.Th>
              <Table.Th>{t('award.ratio')}</Table.Th>
              <Table.Th>{t('award.quantity')}</Table.Th>
              <Table.Th>{t('award.price')}</Table.Th>
              <Table.Th>{t('award.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {award.shares.map((share) => {
              const m = materielOf.get(share.materielId);
              return (
                <Table.Tr key={`${share.materielId}-${share.bidId}`} data-testid="award-share">
                  <Table.Td>{m ? `${m.code} ${m.name}` : share.materielId}</Table.Td>
                  <Table.Td>{share.supplier.name}</Table.Td>
                  <Table.Td>{share.ratio}%</Table.Td>
                  <Table.Td>
                    {share.quantity} {m?.unit}
                  </Table.Td>
                  <Table.Td>{money(share.unitPrice)}</Table.Td>
                  <Table.Td>{money(share.amount)}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {award.noticeId !== null && (
        <Group gap="sm">
          <Text size="sm">{t('award.notice')}</Text>
          <Anchor component={Link} to={bidResultHref(award.noticeId, null)} size="sm" data-testid="award-notice-link">
            {t('award.bidResult')}
          </Anchor>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Fact label={t('award.announceFiles')} value={<AttachmentLinks files={award.announceFiles} emptyText />} />
        <Fact label={t('award.winNoticeFiles')} value={<AttachmentLinks files={award.winNoticeFiles} emptyText />} />
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('award.orders')}
      </Text>
      <Stack gap={4} data-testid="award-orders">
        {award.orders.map((order) => (
          <Group key={order.id} gap="sm" data-testid="award-order" data-id={order.id}>
            <Anchor component={Link} to={`${PURCHASE_ORDER_DETAIL_PATH}?id=${order.id}`} size="sm">
              {order.orderNo}
            </Anchor>
            <Text size="sm">{order.supplier.name}</Text>
            <Text size="sm">{money(order.totalAmount)}</Text>
            <OrderStateBadge state={order.state} side="buyer" />
            {order.declineReason && (
              <Badge color="red" variant="light">
                {order.declineReason}
              </Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
