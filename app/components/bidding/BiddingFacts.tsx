// Every field of a buyer's competitive bid, read only (the rule sheet is BiddingRuleSheet's): what it
// is, delivery and who may sign up, the materials, the sign-up requirement and documents, the terms.
import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BiddingDetailView } from '#bff/bidding/buyer-views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';
import { FormSection } from '../forms/FormSection.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { SavedMaterialsTable } from '../sourcing/SavedMaterialsTable.tsx';

/** The terms' fields, in the form's order. */
export const BIDDING_TERMS = ['offer', 'paymentType', 'taxes', 'logistics', 'packRequire', 'otherRequire'] as const;

const prose = (text: string) => (
  <Text size="sm" component="span" style={{ whiteSpace: 'pre-wrap' }}>
    {text}
  </Text>
);

export function BiddingFacts({ bidding, names }: Pick<BiddingDetailView, 'bidding' | 'names'>) {
  const { t } = useTranslation('bidding');
  const locale = useLocale();
  const none = t('detail.none');
  return (
    <>
      <FormSection id="bidding-basics" title={t('detail.basics')} testId="bidding-facts">
        {bidding.remark && prose(bidding.remark)}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('field.category')} value={names.categories[String(bidding.categoryId)] ?? none} />
          <Fact label={t('field.budgetAmount')} value={bidding.budgetAmount > 0 ? formatAmount(bidding.budgetAmount, null, locale) : none} />
          <Fact label={t('field.scope')} testId="bidding-scope" value={t(`scope.${bidding.scope}`)} />
          <Fact label={t('field.areas')} testId="bidding-areas" value={bidding.isAllArea ? t('field.allAreas') : names.areas.join(', ') || none} />
          <Fact label={t('field.address')} value={bidding.address} />
          <Fact label={t('field.deliver')} value={formatDate(bidding.deliver, locale)} />
          <Fact label={t('field.autoAdmit')} testId="bidding-auto-admit" value={t(bidding.autoAdmit ? 'detail.yes' : 'detail.no')} />
          <Fact label={t('field.signUpCount')} testId="bidding-sign-up-count" value={bidding.signUpCount} />
          <Fact label={t('field.bidCount')} testId="bidding-bid-count" value={bidding.bidCount} />
          {bidding.scope === 'invited' && (
            <Fact label={t('field.invited')} testId="bidding-invited" value={bidding.invited.map((party) => party.name).join(', ') || none} />
          )}
        </SimpleGrid>
      </FormSection>

      <FormSection id="bidding-materials" title={t('detail.materials')}>
        <SavedMaterialsTable kind="bidding" label={t('detail.materials')} lines={bidding.materielList} names={names} />
      </FormSection>

      <FormSection id="bidding-terms" title={t('detail.terms')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('field.demand')} value={bidding.demand ? prose(bidding.demand) : none} />
          <Fact label={t('field.demandFiles')} value={bidding.demandUrls.length ? <AttachmentLinks files={bidding.demandUrls} /> : none} />
          {BIDDING_TERMS.map((term) => (
            <Fact key={term} label={t(`field.${term}`)} value={bidding[term] ? prose(bidding[term]) : none} />
          ))}
          <Fact label={t('field.files')} value={bidding.urls.length ? <AttachmentLinks files={bidding.urls} /> : none} />
        </SimpleGrid>
      </FormSection>
    </>
  );
}
