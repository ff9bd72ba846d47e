// A buyer's list of one sourcing kind (the tenders, the competitive bids), newest first: a tab per
// phase with its count, keyword and page in the URL (a GET form), a new item's button; each row with
// the item's name (to its page) over its number, the kind's own cells, then its page and, while a
// draft, its edit page (docs/decisions/021-one-shape-for-a-sourcing-kind.md: what differs is data).
// The kind names the translation namespace (its `list.*` keys) and the test ids' prefix.
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Section } from '#bff/views.ts';
import { MemberListPage, type MemberListView } from '../member-centre/MemberListPage.tsx';
import { filterTexts, PhaseListFilters } from './PhaseListFilters.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

type Props<Row extends { id: number; phase: Phase; state: string }, Phase extends string> = {
  kind: 'tender' | 'bidding';
  view: MemberListView<Row> & { phase: Phase | null; keyword: string; list: Section<{ phaseCounts: Partial<Record<Phase, number>> }> };
  phases: readonly Phase[];
  /** A phase's name in the user's language. */
  phaseName: (phase: Phase) => string;
  /** The form's path (a new item; `?id=` a draft) and an item's pages. */
  paths: { create: string; detail: (id: number) => string; edit: (id: number) => string };
  /** Every column's header but the actions' (the first is the name's). */
  columns: string[];
  /** The first cell: the item's name, and its number with the number's test id. */
  heading: (row: Row) => { name: string; number: string; numberTestId: string };
  /** The cells between the name's and the actions'. */
  cells: (row: Row) => ReactNode;
  minWidth: number;
};

export function BuyerSourcingList<Row extends { id: number; phase: Phase; state: string }, Phase extends string>({
  kind,
  view,
  phases,
  phaseName,
  paths,
  columns,
  heading,
  cells,
  minWidth,
}: Props<Row, Phase>) {
  const { t } = useTranslation(kind);
  return (
    <MemberListPage
      view={view}
      testIds={{ page: `${kind}-list-page`, table: `${kind}-rows`, pager: `${kind}-pager`, error: `${kind}-list-error` }}
      side="buyer"
      title={t('list.title')}
      exportTo={EXPORT_PATHS.list(kind === 'tender' ? 'tenders' : 'biddings')}
      action={
        <Button component={Link} to={paths.create} data-testid={`${kind}-create`}>
          {t('list.create')}
        </Button>
      }
      filters={
        <PhaseListFilters
          view={view}
          phases={phases}
          name={phaseName}
          texts={filterTexts((word) => t(`list.${word}`))}
          testIds={{ tabs: `${kind}-tab`, submit: `${kind}-filter-submit`, keyword: `${kind}-filter-keyword` }}
        />
      }
      empty={
        <Text c="dimmed" data-testid={`${kind}-list-empty`}>
          {t('list.empty')}
        </Text>
      }
      total={(count) => (
        <Text size="sm" c="dimmed" mb="xs" data-testid={`${kind}-list-total`}>
          {t('list.total', { count })}
        </Text>
      )}
      columns={[...columns, t('list.actions')]}
      minWidth={minWidth}
      row={(row) => {
        const { name, number, numberTestId } = heading(row);
        return (
          <Table.Tr key={row.id} data-testid={`${kind}-row`} data-id={row.id} data-phase={row.phase}>
            <Table.Td>
              <Anchor component={Link} to={paths.detail(row.id)} size="sm" fw={600} lineClamp={2} data-testid={`${kind}-open`}>
                {name}
              </Anchor>
              <Text size="xs" c="dimmed" data-testid={numberTestId}>
                {number}
              </Text>
            </Table.Td>
            {cells(row)}
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={paths.detail(row.id)} size="sm" data-testid={`${kind}-view`}>
                  {t('list.view')}
                </Anchor>
                {row.state === 'draft' && (
                  <Anchor component={Link} to={paths.edit(row.id)} size="sm" data-testid={`${kind}-edit`}>
                    {t('list.edit')}
                  </Anchor>
                )}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
