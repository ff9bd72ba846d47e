// The buyer's tenders, newest first (docs/product/tenders.md): a tab per phase with its
// count (the platform's phases), keyword and page in the URL (a GET form), each row with its code and
// project (to its page), method, evaluation, registration end, bidding deadline, opening, registrations,
// and its phase with the time left to the next; a new tender, a draft to edit.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderListView } from '#bff/tender/buyer-views.ts';
import { TENDER_PHASES } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { TENDER_DETAIL_PATH, TENDER_EDIT_PATH, tenderHref } from '#app/lib/member-centre.ts';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { filterTexts, PhaseListFilters } from '../sourcing/PhaseListFilters.tsx';
import { NextPhaseText, TenderPhaseBadge } from './TenderPhaseBadge.tsx';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function TenderListPage({ view }: { view: TenderListView }) {
  const { t } = useTranslation('tender');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'tender-list-page', table: 'tender-rows', pager: 'tender-pager', error: 'tender-list-error' }}
      side="buyer"
      title={t('list.title')}
      action={
        <Button component={Link} to={TENDER_EDIT_PATH} data-testid="tender-create">
          {t('list.create')}
        </Button>
      }
      filters={
        <PhaseListFilters
          view={view}
          phases={TENDER_PHASES}
          name={(phase) => tc(`tenderPhase.names.${phase}`)}
          texts={filterTexts((word) => t(`list.${word}`))}
          testIds={{ tabs: 'tender-tab', submit: 'tender-filter-submit', keyword: 'tender-filter-keyword' }}
        />
      }
      empty={
        <Text c="dimmed" data-testid="tender-list-empty">
          {t('list.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs" data-testid="tender-list-total">
          {t('list.total', { count })}
        </Text>
      )}
      columns={[
        t('list.project'),
        t('list.scope'),
        t('list.method'),
        t('list.registerEnd'),
        t('list.biddingEnd'),
        t('list.opening'),
        t('list.registrations'),
        t('list.phase'),
        t('list.actions'),
      ]}
      minWidth={1100}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="tender-row" data-id={row.id} data-phase={row.phase}>
          <Table.Td>
            <Anchor component={Link} to={tenderHref(TENDER_DETAIL_PATH, row.id)} size="sm" fw={600} lineClamp={2} data-testid="tender-open">
              {row.projectName}
            </Anchor>
            <Text size="xs" c="dimmed" data-testid="tender-code">
              {row.code}
            </Text>
          </Table.Td>
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
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={tenderHref(TENDER_DETAIL_PATH, row.id)} size="sm" data-testid="tender-view">
                {t('list.view')}
              </Anchor>
              {row.state === 'draft' && (
                <Anchor component={Link} to={tenderHref(TENDER_EDIT_PATH, row.id)} size="sm" data-testid="tender-edit">
                  {t('list.edit')}
                </Anchor>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
