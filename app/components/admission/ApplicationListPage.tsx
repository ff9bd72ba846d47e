// A list of applications: the supplier's own (to each buyer), or the buyer's to review (by state,
// supplier name and submit date). Filters are a GET form, so the URL holds them.
import { Anchor, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationListView } from '#bff/member/views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { SUPPLIER_APPLICATION_DETAIL_PATH, SUPPLIER_REVIEW_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { ChoiceFilter } from '../member-centre/ChoiceFilter.tsx';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { StateBadge } from './StateBadge.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

const STATES = ['pending', 'admitted', 'rejected'] as const;

type Props = { view: ApplicationListView & { from?: string | null; to?: string | null }; side: 'supplier' | 'buyer' };

export function ApplicationListPage({ view, side }: Props) {
  const { t } = useTranslation('admission');
  const locale = useLocale();
  const detailHref = (id: number) =>
    side === 'supplier' ? `${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${id}` : `${SUPPLIER_REVIEW_DETAIL_PATH}?id=${id}`;
  return (
    <MemberListPage
      view={view}
      testIds={{ page: side === 'supplier' ? 'my-applications' : 'review-list', table: 'applications', pager: 'applications-pager' }}
      title={t(side === 'supplier' ? 'mine.title' : 'review.title')}
      exportTo={EXPORT_PATHS.list(side === 'supplier' ? 'applications' : 'reviews')}
      filters={
        <ListFilters label={t('list.filters')} submit={t('list.search')} submitTestId="filter-submit">
          <ChoiceFilter
            name="state"
            label={t('list.state')}
            all={t('list.allStates')}
            values={STATES}
            text={(state) => t(`states.${state}`)}
            value={view.state}
            testId="filter-state"
          />
          {side === 'buyer' && (
            <>
              <TextInput name="name" label={t('list.supplierName')} defaultValue={view.name} data-testid="filter-name" />
              <TextInput name="from" type="date" label={t('list.from')} defaultValue={view.from ?? ''} data-testid="filter-from" />
              <TextInput name="to" type="date" label={t('list.to')} defaultValue={view.to ?? ''} data-testid="filter-to" />
            </>
          )}
        </ListFilters>
      }
      empty={
        <Text c="dimmed" data-testid="applications-empty">
          {t('list.empty')}
        </Text>
      }
      columns={[
        t(side === 'supplier' ? 'list.buyer' : 'list.supplier'),
        t('apply.categories'),
        t('list.documents'),
        t('detail.submitted'),
        t('list.state'),
        t('list.actions'),
      ]}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="application-row" data-id={row.id}>
          <Table.Td>{side === 'supplier' ? row.buyer.name : row.supplier.name}</Table.Td>
          <Table.Td>
            <Text size="sm" lineClamp={2}>
              {row.categoryNames}
            </Text>
          </Table.Td>
          <Table.Td>{row.documentCount}</Table.Td>
          <Table.Td>{row.submitTime === null ? '—' : formatDate(row.submitTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
          <Table.Td>
            <StateBadge state={row.state} />
          </Table.Td>
          <Table.Td>
            <Anchor component={Link} to={detailHref(row.id)} size="sm" data-testid="application-open">
              {t(side === 'buyer' && row.state === 'pending' ? 'list.review' : 'list.view')}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}
