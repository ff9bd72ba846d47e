// A tender's demand and requirements (docs/product/entities.md#tender-fields): how it ended (cancelled,
// failed, awarded), summary with the suppliers registered, materials with their files, every phase
// window (registration, prequalification when required, bidding, opening), the registration,
// prequalification and tender requirements with their files, how bids are evaluated, and the commercial terms.
import type { TenderDetail } from '#contract/schemas.ts';
import { tenderMaterialRows } from '#app/lib/sourcing-rows.ts';
import { AttachmentLinks } from './AttachmentLinks.tsx';
import { DemandSummary } from './DemandSummary.tsx';
import { DetailSection } from './DetailSection.tsx';
import { FactList, type Fact } from './FactList.tsx';
import { TenderEvaluation } from './TenderEvaluation.tsx';
import { TenderStateNotice } from './TenderStateNotice.tsx';
import { TextBlock } from './TextBlock.tsx';
import { useDetailFormat } from './useDetailFormat.ts';

export function TenderDetailBody({ detail }: { detail: TenderDetail }) {
  const { t, at, window } = useDetailFormat();
  const text = (value: string) => (value ? <TextBlock text={value} /> : '');
  const areas = detail.isAllArea
    ? null
    : detail.inviteTenderAreaList
        .map((area) => (area.cityName && area.cityName !== area.provinceName ? `${area.provinceName}/${area.cityName}` : area.provinceName))
        .join(t('facts.separator'));
  const schedule: Fact[] = [
    { key: 'registration', label: t('schedule.registration'), value: window(detail.registerStartTime, detail.registerEndTime) },
    {
      key: 'prequalification',
      label: t('schedule.prequalification'),
      value:
        detail.isQualificationCheck && detail.preCheckStartTime !== null && detail.preCheckEndTime !== null
          ? window(detail.preCheckStartTime, detail.preCheckEndTime)
          : t('schedule.notRequired'),
    },
    { key: 'bidding', label: t('schedule.bidding'), value: window(detail.inviteTenderStartTime, detail.inviteTenderEndTime) },
    { key: 'opening', label: t('schedule.opening'), value: at(detail.openTenderTime) },
  ];
  return (
    <>
      <TenderStateNotice detail={detail} />
      <DemandSummary
        category={detail.categoryName}
        materials={tenderMaterialRows(detail.materielList)}
        budget={detail.budgetAmount}
        areas={areas}
        address={detail.deliverAddress}
        delivery={{ label: 'hopeDate', at: detail.hopeDate }}
        more={[
          { key: 'registered', label: t('facts.registered'), value: detail.quoteCount },
          { key: 'turn', label: t('facts.turn'), value: detail.turn },
        ]}
      />
      <DetailSection id="schedule" title={t('sections.schedule')}>
        <FactList facts={schedule} />
      </DetailSection>
      <DetailSection id="registration" title={t('sections.registration')}>
        <FactList facts={[{ key: 'registerRequirement', label: t('tender.registerRequirement'), value: text(detail.registerRequirement) }]} />
        <AttachmentLinks files={detail.registerFile} testId="detail-attachments-register" />
      </DetailSection>
      {detail.isQualificationCheck && (
        <DetailSection id="prequalification" title={t('sections.prequalification')}>
          <FactList facts={[{ key: 'preCheckRequirement', label: t('tender.preCheckRequirement'), value: text(detail.preCheckRequirement) }]} />
          <AttachmentLinks files={detail.preCheckFile} testId="detail-attachments-precheck" />
        </DetailSection>
      )}
      <DetailSection id="tenderRequirement" title={t('sections.tenderRequirement')}>
        <FactList
          facts={[{ key: 'inviteTenderRequirement', label: t('tender.inviteTenderRequirement'), value: text(detail.inviteTenderRequirement) }]}
        />
        <AttachmentLinks files={detail.inviteTenderFile} testId="detail-attachments-tender" />
      </DetailSection>
      <TenderEvaluation detail={detail} />
      <DetailSection id="terms" title={t('sections.terms')}>
        <FactList
          facts={[
            { key: 'payType', label: t('terms.paymentType'), value: text(detail.payType) },
            { key: 'deliverRequirement', label: t('tender.deliverRequirement'), value: text(detail.deliverRequirement) },
            { key: 'taxationRequirement', label: t('terms.taxes'), value: text(detail.taxationRequirement) },
            { key: 'logisticsRequirement', label: t('terms.logistics'), value: text(detail.logisticsRequirement) },
            { key: 'packingRequirement', label: t('terms.packRequire'), value: text(detail.packingRequirement) },
            { key: 'otherRequirement', label: t('terms.otherRequire'), value: text(detail.otherRequirement) },
          ]}
        />
      </DetailSection>
    </>
  );
}
