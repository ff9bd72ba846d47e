// A list of applications: the supplier's own (to each buyer), or the buyer's to review (by state,
// supplier name and submit date). Filters are a GET form, so the URL holds them.
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { ApplicationListView } from '#bff/member-views.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { SUPPLIER_APPLICATION_DETAIL_PATH, SUPPLIER_REVIEW_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { StateBadge } from './StateBadge.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';
import { UrlPager } from './UrlPager.tsx';

const STATES = ['pending', 'admitted', 'rejected'] as const;

type Props = { view: ApplicationListView & { from?: string | null; to?: string | null }; side: 'supplier' | 'buyer' };

export function ApplicationListPage({ view, side }: Props) {
  const { t } = useTranslation('admission');
  const locale = useLocale();
  const { list } = view;
  const noRole = useMemberFrame().user.memberRoleType === null;
  const detailHref = (id: number) =>
    side === 'supplier' ? `${SUPPLIER_APPLICATION_DETAIL_PATH}?validateId=${id}` : `${SUPPLIER_REVIEW_DETAIL_PATH}?id=${id}`;
  return (
    <Stack gap="lg" data-testid={side === 'supplier' ? 'my-applications' : 'review-list'}>
      <Title order={1} size="h2">
        {t(side === 'supplier' ? 'mine.title' : 'review.title')}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Form method="get" role="search" aria-label={t('list.filters')}>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              name="state"
              label={t('list.state')}
              defaultValue={view.state ?? ''}
              data={[{ value: '', label: t('list.allStates') }, ...STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))]}
              data-testid="filter-state"
            />
            {side === 'buyer' && (
              <>
                <TextInput name="name" label={t('list.supplierName')} defaultValue={view.name} data-testid="filter-name" />
                <TextInput name="from" type="date" label={t('list.from')} defaultValue={view.from ?? ''} data-testid="filter-from" />
                <TextInput name="to" type="date" label={t('list.to')} defaultValue={view.to ?? ''} data-testid="filter-to" />
              </>
            )}
            <Button type="submit" data-testid="filter-submit">
              {t('list.search')}
            </Button>
          </Group>
        </Form>
      </Paper>
      {noRole ? (
        <RoleFirst />
      ) : list.status === 'error' ? (
        <Alert color="red" role="alert">
          {list.message}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="applications-empty">
          {t('list.empty')}
        </Text>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Table data-testid="applications">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t(side === 'supplier' ? 'list.buyer' : 'list.supplier')}</Table.Th>
                <Table.Th>{t('apply.categories')}</Table.Th>
                <Table.Th>{t('list.documents')}</Table.Th>
                <Table.Th>{t('detail.submitted')}</Table.Th>
                <Table.Th>{t('list.state')}</Table.Th>
                <Table.Th>{t('list.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.data.map((row) => (
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
              ))}
            </Table.Tbody>
          </Table>
          <UrlPager total={list.data.totalCount} pageSize={view.pageSize} current={view.current} testId="applications-pager" />
        </Paper>
      )}
    </Stack>
  );
}
