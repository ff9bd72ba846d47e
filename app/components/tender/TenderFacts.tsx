// Every field of a buyer's tender, read only: the project, delivery and who may register; the
// materials; the requirements and documents of each phase; how bids are evaluated (the criteria and
// the price score's formula); the commercial terms.
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TENDER_TERMS, type TenderDetailView } from '#bff/tender/buyer-views.ts';
import type { Attachment } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';
import { CriteriaTable } from '../details/CriteriaTable.tsx';
import { FormSection } from '../forms/FormSection.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { SavedMaterialsTable } from '../sourcing/SavedMaterialsTable.tsx';

type Props = Pick<TenderDetailView, 'tender' | 'names'>;

const prose = (text: string) => (
  <Text size="sm" component="span" style={{ whiteSpace: 'pre-wrap' }}>
    {text}
  </Text>
);

export function TenderFacts({ tender, names }: Props) {
  const { t } = useTranslation('tender');
  // The formula's one wording, the public detail's: bidders read the same sentence there.
  const { t: details } = useTranslation('detail');
  const locale = useLocale();
  const none = t('detail.none');
  const separator = t('edit.listSeparator');
  return (
    <>
      <FormSection id="tender-summary" title={t('detail.summary')}>
        {tender.remark && prose(tender.remark)}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('edit.category')} value={names.categories[String(tender.categoryId)] ?? none} />
          <Fact
            label={t('edit.purchaseType')}
            testId="tender-purchase-type"
            value={`${t(`purchaseType.${tender.purchaseType}`)}${tender.budgetAmount > 0 ? ` · ${formatAmount(tender.budgetAmount, null, locale)}` : ''}`}
          />
          <Fact label={t('edit.tenderScope')} testId="tender-scope" value={t(`scope.${tender.tenderScope}`)} />
          <Fact label={t('edit.areas')} testId="tender-areas" value={tender.isAllArea ? t('edit.allAreas') : names.areas.join(separator) || none} />
          <Fact label={t('edit.deliverAddress')} value={tender.deliverAddress} />
          <Fact label={t('edit.hopeDate')} value={formatDate(tender.hopeDate, locale)} />
          {tender.tenderScope === 'invited' && (
            <Fact label={t('edit.invited')} testId="tender-invited" value={tender.invited.map((party) => party.name).join(separator) || none} />
          )}
        </SimpleGrid>
      </FormSection>

      <FormSection id="tender-materials-title" title={t('edit.materials')}>
        <SavedMaterialsTable kind="tender" label={t('edit.materials')} lines={tender.materielList} names={names} />
      </FormSection>

      <FormSection id="tender-documents" title={t('detail.documents')}>
        <Documents
          title={t('edit.registration')}
          requirement={tender.registerRequirement}
          files={tender.registerFile}
          testId="tender-register-docs"
        />
        {tender.isQualificationCheck && (
          <Documents
            title={t('edit.prequalification')}
            requirement={tender.preCheckRequirement}
            files={tender.preCheckFile}
            testId="tender-precheck-docs"
          />
        )}
        <Documents
          title={t('edit.bidRequirement')}
          requirement={tender.inviteTenderRequirement}
          files={tender.inviteTenderFile}
          testId="tender-bid-docs"
        />
      </FormSection>

      <FormSection id="tender-evaluation-title" title={t('detail.evaluation')}>
        <Fact label={t('edit.evaluationMethod')} testId="tender-method" value={t(`method.${tender.evaluationMethod}`)} />
        {tender.evaluationMethod === 'scored' && (
          <>
            <CriteriaTable criteria={tender.evaluationCriteria} testId="tender-criteria" rowTestId="tender-criterion" />
            <Text size="sm" c="dimmed" data-testid="tender-price-formula">
              {details('evaluation.formula')}
            </Text>
          </>
        )}
      </FormSection>

      <FormSection id="tender-terms-title" title={t('edit.terms')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          {TENDER_TERMS.map((term) => (
            <Fact key={term} label={t(`terms.${term}`)} value={tender[term] ? prose(tender[term]) : none} />
          ))}
        </SimpleGrid>
      </FormSection>
    </>
  );
}

function Documents({ title, requirement, files, testId }: { title: string; requirement: string; files: Attachment[]; testId: string }) {
  const { t } = useTranslation('tender');
  return (
    <Stack gap={4} data-testid={testId}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {requirement ? prose(requirement) : <Text size="sm">{t('detail.none')}</Text>}
      <AttachmentLinks files={files} />
    </Stack>
  );
}
