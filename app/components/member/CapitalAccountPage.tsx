// The capital account: available balance, frozen and total, and the ledger's movements newest first,
// filtered by kind and paged (the URL holds both, so a page can be shared and reloaded).
import { Alert, Button, Group, Pagination, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigate, useSubmit } from 'react-router';
import type { CapitalAccountView } from '#bff/member/views.ts';
import { CAPITAL_MOVEMENT_KINDS } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { CAPITAL_ACCOUNTS_PATH } from '#app/lib/member-centre.ts';
import { ChoiceFilter } from '../member-centre/ChoiceFilter.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../exports/ExportLink.tsx';
import { ScrollTable } from '../ScrollTable.tsx';

export function CapitalAccountPage({ view }: { view: CapitalAccountView }) {
  const { t } = useTranslation('member');
  const locale = useLocale();
  const navigate = useNavigate();
  const submit = useSubmit();
  // The account's data names no currency: the demo's (CNY).
  const money = (amount: number) => formatAmount(amount, undefined, locale);
  const { account } = view;
  const pageHref = (current: number) => {
    const params = new URLSearchParams();
    if (view.kind) params.set('kind', view.kind);
    if (current > 1) params.set('current', String(current));
    const search = params.toString();
    return `${CAPITAL_ACCOUNTS_PATH}${search ? `?${search}` : ''}`;
  };
  return (
    <Stack gap="lg" data-testid="capital-account">
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('capital.title')}
        </Title>
        <ExportLink to={EXPORT_PATHS.list('capital')} />
      </Group>
      {account.status === 'error' ? (
        <Alert color="red" role="alert">
          {account.message}
        </Alert>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            {(['balance', 'frozen', 'total'] as const).map((figure) => (
              <Paper withBorder p="md" radius="md" key={figure} data-testid={`capital-${figure}`}>
                <Text size="sm" c="dimmed">
                  {t(`capital.${figure}`)}
                </Text>
                <Text fz={24} fw={700}>
                  {money(account.data[figure])}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="movements-title">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="movements-title">
                {t('capital.movements')}
              </Title>
              <Form method="get" onChange={(event) => submit(event.currentTarget)}>
                <Group gap="xs" align="flex-end">
                  <ChoiceFilter
                    name="kind"
                    label={t('capital.kind')}
                    all={t('capital.allKinds')}
                    values={CAPITAL_MOVEMENT_KINDS}
                    text={(kind) => t(`capital.kinds.${kind}`)}
                    value={view.kind}
                    testId="capital-kind"
                  />
                  <Button type="submit" variant="default">
                    {t('capital.filter')}
                  </Button>
                </Group>
              </Form>
            </Group>
            {account.data.movements.data.length === 0 ? (
              <Text size="sm" c="dimmed" data-testid="capital-empty">
                {t('capital.empty')}
              </Text>
            ) : (
              <ScrollTable minWidth={720} label={t('capital.movements')}>
                <Table data-testid="capital-movements" striped>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('capital.time')}</Table.Th>
                      <Table.Th>{t('capital.kind')}</Table.Th>
                      <Table.Th ta="right">{t('capital.amount')}</Table.Th>
                      <Table.Th ta="right">{t('capital.frozenChange')}</Table.Th>
                      <Table.Th ta="right">{t('capital.balanceAfter')}</Table.Th>
                      <Table.Th ta="right">{t('capital.frozenAfter')}</Table.Th>
                      <Table.Th>{t('capital.remark')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {account.data.movements.data.map((movement) => (
                      <Table.Tr key={movement.id} data-testid="capital-movement" data-kind={movement.kind}>
                        <Table.Td>{formatDate(movement.createTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                        <Table.Td>{t(`capital.kinds.${movement.kind}`)}</Table.Td>
                        <Table.Td ta="right">{money(movement.amount)}</Table.Td>
                        <Table.Td ta="right">{money(movement.frozenChange)}</Table.Td>
                        <Table.Td ta="right">{money(movement.balanceAfter)}</Table.Td>
                        <Table.Td ta="right">{money(movement.frozenAfter)}</Table.Td>
                        <Table.Td>{movement.remark}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </ScrollTable>
            )}
            {account.data.movements.totalCount > view.pageSize && (
              <Group justify="flex-end" mt="md">
                <Pagination
                  total={Math.ceil(account.data.movements.totalCount / view.pageSize)}
                  value={view.current}
                  onChange={(current) => navigate(pageHref(current))}
                  getControlProps={(control) => ({ 'aria-label': t(`capital.page.${control}`) })}
                  getItemProps={(page) => ({ 'aria-label': t('capital.page.number', { page }) })}
                  data-testid="capital-pager"
                />
              </Group>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}
