// The buyer's inquiries, newest first: state, keyword and page in the URL (a GET form), each with its
// quote deadline, material, quote and order counts; a new one, a draft to edit, each to its page.
import { Anchor, Button, Group, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InquiryListView } from '#bff/inquiry/views.ts';
import { InquiryState } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { INQUIRY_DETAIL_PATH, INQUIRY_EDIT_PATH } from '#app/lib/member-centre.ts';
import { ChoiceFilter } from '../member-centre/ChoiceFilter.tsx';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { InquiryStateBadge } from './InquiryStateBadge.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

export function InquiryListPage({ view }: { view: InquiryListView }) {
  const { t } = useTranslation('inquiry');
  const locale = useLocale();
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'inquiry-list-page', table: 'inquiry-rows', pager: 'inquiry-pager', error: 'inquiry-list-error' }}
      title={t('list.title')}
      exportTo={EXPORT_PATHS.list('inquiries')}
      action={
        <Button component={Link} to={INQUIRY_EDIT_PATH} data-testid="inquiry-create">
          {t('list.create')}
        </Button>
      }
      filters={
        <ListFilters label={t('list.filters')} submit={t('list.search')} submitTestId="inquiry-filter-submit">
          <ChoiceFilter
            name="state"
            label={t('list.state')}
            all={t('list.allStates')}
            values={InquiryState.options}
            text={(state) => t(`states.${state}`)}
            value={view.state}
            testId="inquiry-filter-state"
          />
          <TextInput
            name="keyword"
            label={t('list.keyword')}
            placeholder={t('list.keywordPlaceholder')}
            defaultValue={view.keyword}
            data-testid="inquiry-filter-keyword"
          />
        </ListFilters>
      }
      empty={
        <Text c="dimmed" data-testid="inquiry-list-empty">
          {t('list.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs" data-testid="inquiry-list-total">
          {t('list.total', { count })}
        </Text>
      )}
      columns={[
        t('list.details'),
        t('list.priceContrast'),
        t('list.deadline'),
        t('list.materials'),
        t('list.quotes'),
        t('list.orders'),
        t('list.state'),
        t('list.actions'),
      ]}
      minWidth={900}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="inquiry-row" data-id={row.id}>
          <Table.Td>
            <Text size="sm" fw={600} lineClamp={2}>
              {row.details}
            </Text>
            <Text size="xs" c="dimmed">
              {row.purchaseInquiryNo}
            </Text>
          </Table.Td>
          <Table.Td>{t(`priceContrast.${row.priceContrast}`)}</Table.Td>
          <Table.Td>{formatDate(row.offerEndTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
          <Table.Td>{row.materielCount}</Table.Td>
          <Table.Td data-testid="inquiry-row-quotes">{row.quoteCount}</Table.Td>
          <Table.Td>{row.orderCount}</Table.Td>
          <Table.Td>
            <InquiryStateBadge state={row.state} closed={row.closed} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Anchor component={Link} to={`${INQUIRY_DETAIL_PATH}?id=${row.id}`} size="sm" data-testid="inquiry-open">
                {t('list.view')}
              </Anchor>
              {(row.state === 'draft' || (row.state === 'published' && !row.closed)) && (
                <Anchor component={Link} to={`${INQUIRY_EDIT_PATH}?id=${row.id}`} size="sm" data-testid="inquiry-edit">
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
