// An inquiry's demand and requirements (docs/product/entities.md#inquiry-fields): summary, materials with their
// files, the purchase terms with purchaseType and priceContrast in words, the commercial terms, the
// attachments, and the quotes the platform lets the caller see (a sealed inquiry shows them only
// after unsealing, except to the buyer): a sealed quote says "sealed", never an amount; amounts in the
// inquiry's currency; once it takes no more quotes, whether it was awarded, cancelled (why) or closed.
import { Table, Text } from '@mantine/core';
import type { InquiryDetail } from '#contract/schemas.ts';
import { materialRows } from '#app/lib/sourcing-rows.ts';
import { InquiryStateNotice } from '../inquiry/InquiryStateNotice.tsx';
import { AttachmentLinks } from './AttachmentLinks.tsx';
import { DemandSummary } from './DemandSummary.tsx';
import { DetailSection } from './DetailSection.tsx';
import { FactList } from './FactList.tsx';
import { TextBlock } from './TextBlock.tsx';
import { useDetailFormat } from './useDetailFormat.ts';
import { useTermFacts } from './useTermFacts.ts';

export function InquiryDetailBody({ detail }: { detail: InquiryDetail }) {
  const { t, money, at } = useDetailFormat();
  const terms = useTermFacts(detail);
  return (
    <>
      <InquiryStateNotice detail={detail} />
      <DemandSummary
        category={detail.category}
        materials={materialRows(detail.materiels)}
        budget={detail.budgetAmount}
        currency={detail.currency}
        areas={detail.isAllArea ? null : detail.areas}
        address={detail.address}
        delivery={{ label: 'deliveryDate', at: detail.deliveryTime }}
        more={[
          { key: 'offerEndTime', label: t('facts.offerEndTime'), value: at(detail.offerEndTime) },
          { key: 'quoteCount', label: t('facts.quoteCount'), value: detail.quoteCount },
        ]}
      />
      <DetailSection id="purchase" title={t('sections.purchase')}>
        <FactList
          facts={[
            { key: 'purchaseType', label: t('facts.purchaseType'), value: <TextBlock text={t(`purchaseType.${detail.purchaseType}`)} /> },
            { key: 'priceContrast', label: t('facts.priceContrast'), value: <TextBlock text={t(`priceContrast.${detail.priceContrast}`)} /> },
          ]}
        />
      </DetailSection>
      <DetailSection id="terms" title={t('sections.terms')}>
        <FactList facts={terms} />
      </DetailSection>
      <DetailSection id="attachments" title={t('sections.attachments')}>
        <AttachmentLinks files={detail.transactionUurls} testId="detail-attachments" emptyText />
      </DetailSection>
      <DetailSection id="quotes" title={t('sections.quotes', { count: detail.quoteCount })}>
        {detail.quotes.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="detail-quotes-none">
            {t(detail.priceContrast === 1 && detail.quoteCount > 0 ? 'quotes.sealed' : 'quotes.none')}
          </Text>
        ) : (
          <Table withTableBorder fz="sm" data-testid="detail-quotes" data-count={detail.quotes.length}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('quotes.supplier')}</Table.Th>
                <Table.Th>{t('quotes.amount')}</Table.Th>
                <Table.Th>{t('quotes.time')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail.quotes.map((quote) => (
                <Table.Tr key={quote.id} data-testid="detail-quote" data-sealed={quote.sealed || undefined}>
                  <Table.Td>{quote.memberName}</Table.Td>
                  <Table.Td title={quote.sealed ? t('quotes.sealedHint') : undefined}>
                    {quote.sealed ? t('quotes.sealedAmount') : money(quote.totalAmount, detail.currency)}
                  </Table.Td>
                  <Table.Td>{at(quote.createTime)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </DetailSection>
    </>
  );
}
