// The buyer's inquiries, newest first: state, keyword and page in the URL (a GET form), each with its
// quote deadline, material, quote and order counts; a new one, a draft to edit, each to its page.
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import type { InquiryListView } from '#bff/rfq-views.ts';
import { InquiryState } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { INQUIRY_DETAIL_PATH, INQUIRY_EDIT_PATH } from '#app/lib/member-centre.ts';
import { UrlPager } from '../admission/UrlPager.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';
import { InquiryStateBadge } from './Badges.tsx';

export function InquiryListPage({ view }: { view: InquiryListView }) {
  const { t } = useTranslation('rfq');
  const locale = useLocale();
  const { list } = view;
  // A member without a role yet is asked to choose one first (the platform would refuse it).
  const noRole = useMemberFrame().user.memberRoleType === null;
  return (
    <Stack gap="lg" data-testid="inquiry-list-page">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('list.title')}
        </Title>
        <Button component={Link} to={INQUIRY_EDIT_PATH} data-testid="inquiry-create">
          {t('list.create')}
        </Button>
      </Group>
      <Paper withBorder p="md" radius="md">
        <Form method="get" role="search" aria-label={t('list.filters')}>
          <Group align="flex-end" gap="sm">
            <NativeSelect
              name="state"
              label={t('list.state')}
              defaultValue={view.state ?? ''}
              data={[
                { value: '', label: t('list.allStates') },
                ...InquiryState.options.map((state) => ({ value: state, label: t(`states.${state}`) })),
              ]}
              data-testid="inquiry-filter-state"
            />
            <TextInput
              name="keyword"
              label={t('list.keyword')}
              placeholder={t('list.keywordPlaceholder')}
              defaultValue={view.keyword}
              data-testid="inquiry-filter-keyword"
            />
            <Button type="submit" data-testid="inquiry-filter-submit">
              {t('list.search')}
            </Button>
          </Group>
        </Form>
      </Paper>
      {noRole ? (
        <RoleFirst />
      ) : list.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="inquiry-list-error">
          {list.message}
        </Alert>
      ) : list.data.data.length === 0 ? (
        <Text c="dimmed" data-testid="inquiry-list-empty">
          {t('list.empty')}
        </Text>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Text size="sm" c="dimmed" mb="xs" data-testid="inquiry-list-total">
            {t('list.total', { count: list.data.totalCount })}
          </Text>
          <Table.ScrollContainer minWidth={900}>
            <Table data-testid="inquiry-rows">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.details')}</Table.Th>
                  <Table.Th>{t('list.priceContrast')}</Table.Th>
                  <Table.Th>{t('list.deadline')}</Table.Th>
                  <Table.Th>{t('list.materials')}</Table.Th>
                  <Table.Th>{t('list.quotes')}</Table.Th>
                  <Table.Th>{t('list.orders')}</Table.Th>
                  <Table.Th>{t('list.state')}</Table.Th>
                  <Table.Th>{t('list.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.data.map((row) => (
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
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <UrlPager total={list.data.totalCount} pageSize={view.pageSize} current={view.current} testId="inquiry-pager" />
        </Paper>
      )}
    </Stack>
  );
}
