// The buyer's tenders, newest first (docs/product/tenders.md): the kit's buyer list (a tab per phase
// with its count, keyword and page in the URL, a new tender, a draft to edit), each row with its code
// and project (to its page), method, evaluation, registration end, bidding deadline, opening,
// registrations, and its phase with the time left to the next.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TenderListView } from '#bff/tender/buyer-views.ts';
import { TENDER_PHASES } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { TENDER_DETAIL_PATH, TENDER_EDIT_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { BuyerSourcingList } from '../sourcing/BuyerSourcingList.tsx';
import { NextPhaseText, TenderPhaseBadge } from '../PhaseBadges.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function TenderListPage({ view }: { view: TenderListView }) {
  const { t } = useTranslation('tender');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  return (
    <BuyerSourcingList
      kind="tender"
      view={view}
      phases={TENDER_PHASES}
      phaseName={(phase) => tc(`tenderPhase.names.${phase}`)}
      paths={{ create: TENDER_EDIT_PATH, detail: (id) => tenderHref(TENDER_DETAIL_PATH, id), edit: (id) => tenderHref(TENDER_EDIT_PATH, id) }}
      columns={[
        t('list.project'),
        t('list.scope'),
        t('list.method'),
        t('list.registerEnd'),
        t('list.biddingEnd'),
        t('list.opening'),
        t('list.registrations'),
        t('list.phase'),
      ]}
      minWidth={1100}
      heading={(row) => ({ name: row.projectName, number: row.code, numberTestId: 'tender-code' })}
      cells={(row) => (
        <>
          <Table.Td>{t(`scope.${row.tenderScope}`)}</Table.Td>
          <Table.Td>{t(`method.${row.evaluationMethod}`)}</Table.Td>
          <Table.Td>{formatDate(row.registerEndTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td>{formatDate(row.inviteTenderEndTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td>{formatDate(row.openTenderTime, locale, DATE_TIME)}</Table.Td>
          <Table.Td data-testid="tender-row-registrations">{row.registrationCount}</Table.Td>
          <Table.Td miw={150}>
            <TenderPhaseBadge phase={row.phase} />
            <NextPhaseText tender={row} serverTime={view.serverTime} />
          </Table.Td>
        </>
      )}
    />
  );
}
