// Either side's contracts (docs/decisions/025-contracts.md): the buyer's (QueryList) and the supplier's
// (coordinationList) — one list, the other side named in each row — tabs by state and a keyword in the
// URL, each row with its number and title (to the contract's page), the other side, the source, the
// term, the total, the version and the state, and while negotiating whether the reader's confirmation
// is awaited. The execution lists (kind 'execution') show the signed ones with their accepted and paid
// shares and an overdue flag instead.
import { Anchor, Badge, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AgreementListView, EXECUTION_STATES } from '#bff/agreement/views.ts';
import { AGREEMENT_STATES, type AgreementRow } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatAmount } from '#app/lib/format.ts';
import { contractHref } from '#app/lib/member-centre.ts';
import { ListFilters } from '../../member-centre/ListFilters.tsx';
import { MemberListPage } from '../../member-centre/MemberListPage.tsx';
import { AgreementStateBadge } from '../AgreementStateBadge.tsx';
import { AgreementTabs } from './AgreementTabs.tsx';
import { percentOf } from './progress.ts';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

type Props = {
  view: AgreementListView;
  /** The buyer's contracts page offers the tab of its awards to contract. */
  withAwards?: boolean;
};

export function AgreementListPage({ view, withAwards = false }: Props) {
  const { t } = useTranslation('contract');
  const execution = view.kind === 'execution';
  const title = execution ? t('execution.title') : t(view.side === 'buyer' ? 'list.titleBuyer' : 'list.titleSupplier');
  const cells = useRowCells(view);
  return (
    <MemberListPage
      view={view}
      testIds={{
        page: execution ? 'contract-execution-page' : 'contract-list-page',
        table: 'contract-rows',
        pager: 'contract-pager',
        error: 'contract-list-error',
      }}
      side={view.side}
      title={title}
      exportTo={`${EXPORT_PATHS.list(view.side === 'buyer' ? 'contracts' : 'myContracts')}?view=${view.kind}`}
      intro={execution ? t('execution.intro') : undefined}
      filters={
        <>
          <AgreementTabs
            states={execution ? EXECUTION_STATES : AGREEMENT_STATES}
            current={view.state}
            keyword={view.keyword}
            withAwards={withAwards}
          />
          <ListFilters label={t('list.filters')} submit={t('list.search')} submitTestId="contract-filter-submit">
            {view.state && <input type="hidden" name="state" value={view.state} />}
            <TextInput
              name="keyword"
              label={t('list.keyword')}
              placeholder={t('list.keywordPlaceholder')}
              defaultValue={view.keyword}
              data-testid="contract-filter-keyword"
            />
          </ListFilters>
        </>
      }
      empty={
        <Text c="dimmed" data-testid="contract-list-empty">
          {execution ? t('execution.empty') : t('list.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs" data-testid="contract-list-total">
          {t('list.total', { count })}
        </Text>
      )}
      columns={[t('list.contract'), t(view.side === 'buyer' ? 'list.supplier' : 'list.buyer'), ...cells.columns, t('list.actions')]}
      minWidth={execution ? 980 : 1040}
      scrollLabel={execution ? t('execution.tableLabel') : t('list.tableLabel')}
      row={(row) => (
        <Table.Tr key={row.id} data-testid="contract-row" data-id={row.id} data-state={row.state}>
          <Table.Td>
            <Anchor component={Link} to={contractHref(row.id)} size="sm" fw={600} lineClamp={2} data-testid="contract-open">
              {row.title}
            </Anchor>
            <Text size="xs" c="dimmed" data-testid="contract-no">
              {row.agreementNo}
            </Text>
          </Table.Td>
          <Table.Td data-testid="contract-counterpart">{row.counterpart.name}</Table.Td>
          {cells.row(row)}
          <Table.Td>
            <Anchor
              component={Link}
              to={contractHref(row.id)}
              size="sm"
              aria-label={t('list.viewLabel', { number: row.agreementNo })}
              data-testid="contract-view"
            >
              {t('list.view')}
            </Anchor>
          </Table.Td>
        </Table.Tr>
      )}
    />
  );
}

/** The columns between the other side's and the actions', for a contract list or an execution list. */
function useRowCells(view: AgreementListView): { columns: string[]; row: (row: AgreementRow) => ReactNode } {
  const { t } = useTranslation('contract');
  const locale = useLocale();
  const amount = (row: AgreementRow, value: number) => formatAmount(value, row.currency, locale);
  if (view.kind === 'execution') {
    const share = (row: AgreementRow, value: number, words: 'acceptedProgress' | 'paidProgress', testId: string) => {
      const percent = percentOf(value, row.totalAmount);
      return (
        <Stack gap={4} data-testid={testId} data-percent={percent}>
          <Text size="sm">{amount(row, value)}</Text>
          {/* The browser's own bar: Mantine's Progress would add its stylesheet to every page's first load. */}
          <progress max={100} value={percent} style={{ width: '100%' }} aria-label={t(`execution.${words}`, { percent })} />
          <Text size="xs" c="dimmed">
            {t('execution.percent', { percent })}
          </Text>
        </Stack>
      );
    };
    return {
      columns: [t('list.amount'), t('execution.accepted'), t('execution.paid'), t('list.state'), t('execution.flag')],
      row: (row) => (
        <>
          <Table.Td data-testid="contract-amount">{amount(row, row.totalAmount)}</Table.Td>
          <Table.Td>{share(row, row.acceptedAmount, 'acceptedProgress', 'contract-accepted')}</Table.Td>
          <Table.Td>{share(row, row.paidAmount, 'paidProgress', 'contract-paid')}</Table.Td>
          <Table.Td>
            <AgreementStateBadge state={row.state} />
          </Table.Td>
          <Table.Td>
            <Badge color={row.overdue ? 'red' : 'gray'} variant="light" data-testid="contract-overdue" data-overdue={row.overdue}>
              {t(row.overdue ? 'execution.overdue' : 'execution.onTime')}
            </Badge>
          </Table.Td>
        </>
      ),
    };
  }
  return {
    columns: [t('list.source'), t('list.period'), t('list.amount'), t('list.version'), t('list.state')],
    row: (row) => (
      <>
        <Table.Td>
          <Text size="sm">{t(`source.${row.source.type}`)}</Text>
          <Text size="xs" c="dimmed">
            {row.source.code}
          </Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{t('list.periodRange', { start: row.startDate, end: row.endDate })}</Text>
        </Table.Td>
        <Table.Td data-testid="contract-amount">{amount(row, row.totalAmount)}</Table.Td>
        <Table.Td data-testid="contract-version">{t('list.versionNo', { version: row.version })}</Table.Td>
        <Table.Td>
          <Group gap={4}>
            <AgreementStateBadge state={row.state} />
            {row.state === 'negotiating' && (
              <Badge color={row.confirmedByMe ? 'gray' : 'orange'} variant="outline" data-testid="contract-awaiting" data-me={!row.confirmedByMe}>
                {t(row.confirmedByMe ? 'list.awaitingOther' : 'list.awaitingYou')}
              </Badge>
            )}
          </Group>
        </Table.Td>
      </>
    ),
  };
}
