// The head of a contract's page: its number, title and state, where its award came from and the
// order the award made (each side's page of them), the parties (the viewer's side marked), the
// total against the award's cap, and the way to its document (signed, or the current draft).
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Agreement } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import {
  CONTRACT_DOCUMENT_PATH,
  CONTRACTS_PATH,
  contractHref,
  PURCHASE_ORDER_DETAIL_PATH,
  SUPPLIER_CONTRACTS_PATH,
  saleOrderHref,
} from '#app/lib/member-centre.ts';
import { Fact } from '../../member-centre/Fact.tsx';
import { AgreementStateBadge } from '../AgreementStateBadge.tsx';
import { sourceHref } from './contract-view.ts';

export function ContractHeader({ agreement }: { agreement: Agreement }) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const side = agreement.viewerSide;
  const money = (amount: number) => formatAmount(amount, agreement.currency, locale);
  const party = (which: 'buyer' | 'supplier') => (which === side ? t('header.you', { name: agreement[which].name }) : agreement[which].name);
  const orderHref = side === 'buyer' ? `${PURCHASE_ORDER_DETAIL_PATH}?id=${agreement.order.id}` : saleOrderHref(agreement.order.id);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="contract-title">
            {agreement.terms.title}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="contract-no">
              {agreement.agreementNo}
            </Text>
            <AgreementStateBadge state={agreement.state} />
          </Group>
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to={side === 'buyer' ? CONTRACTS_PATH : SUPPLIER_CONTRACTS_PATH} size="sm">
            {t('header.backToList')}
          </Anchor>
          <Button component={Link} to={contractHref(agreement.id, CONTRACT_DOCUMENT_PATH)} variant="light" data-testid="contract-document-link">
            {t(agreement.signedVersion === null ? 'header.draftDocument' : 'header.document')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact
            label={t(`header.sources.${agreement.source.type}`)}
            value={
              <Anchor component={Link} to={sourceHref(agreement.source, side)} size="sm" data-testid="contract-source-link">
                {agreement.source.title} ({agreement.source.code})
              </Anchor>
            }
          />
          <Fact
            label={t('header.order')}
            value={
              <Anchor component={Link} to={orderHref} size="sm" data-testid="contract-order-link">
                {agreement.order.orderNo}
              </Anchor>
            }
          />
          <Fact label={t('header.period')} value={`${agreement.terms.startDate} – ${agreement.terms.endDate}`} />
          <Fact label={t('header.buyer')} value={party('buyer')} testId="contract-buyer" />
          <Fact label={t('header.supplier')} value={party('supplier')} testId="contract-supplier" />
          <Fact label={t('header.created')} value={formatDate(agreement.createTime, locale, 'YYYY-MM-DD HH:mm')} />
          <Fact label={t('header.total')} value={<strong>{money(agreement.terms.totalAmount)}</strong>} testId="contract-total" />
          <Fact label={t('header.awardCap')} value={money(agreement.awardAmount)} testId="contract-award-cap" />
          {agreement.signTime !== null && (
            <Fact label={t('header.signedAt')} value={formatDate(agreement.signTime, locale, 'YYYY-MM-DD HH:mm')} testId="contract-signed-at" />
          )}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
