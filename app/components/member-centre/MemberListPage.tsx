// The member centre's list page: a title, its filters, then one of four states of the list — a member
// without a role yet is asked to choose one first (the platform would refuse it), a failed upstream
// says why, an empty list says so, else the rows in a table with a pager over ?current=. Each page
// brings only its own: words, filters, columns and how a row reads.
import { Alert, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Section } from '#bff/views.ts';
import type { Page } from '#contract/schemas.ts';
import { UrlPager } from '../admission/UrlPager.tsx';
import { ExportLink } from '../exports/ExportLink.tsx';
import { ScrollTable } from '../ScrollTable.tsx';
import { RoleFirst } from '../member/RoleFirst.tsx';
import { useMemberFrame } from '../member/useMemberFrame.ts';
import classes from './MemberListPage.module.css';

/** What every list page's view has: the list's section and where the pager stands. */
export type MemberListView<Row> = { list: Section<Page<Row>>; current: number; pageSize: number };

type Props<Row> = {
  view: MemberListView<Row>;
  /** What the journeys find the page, its table, its pager and its failure by. */
  testIds: { page: string; table: string; pager: string; error?: string };
  /** Which side a page serving both shows (data-side). */
  side?: 'buyer' | 'supplier';
  title: string;
  /** Beside the title: what the page makes (a new inquiry). */
  action?: ReactNode;
  /** Beside the title: the list's XLSX export (EXPORT_PATHS.list), which takes the page's filters. */
  exportTo?: string;
  /** A line under the title on what the list is. */
  intro?: string;
  /** The filters (ListFilters). */
  filters: ReactNode;
  /** Above the list in any state: an action's answer. */
  notice?: ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
  columns: string[];
  /** One row: a Table.Tr with its key. */
  row: (row: Row) => ReactNode;
  /** Above the table: how many rows there are in all. */
  total?: (count: number) => ReactNode;
  /** The table's width below which it scrolls sideways; without it, it never scrolls. */
  minWidth?: number;
  /** With minWidth: the scrolling box is a named region the keyboard can focus (ScrollTable), named so. */
  scrollLabel?: string;
};

export function MemberListPage<Row>({
  view,
  testIds,
  side,
  title,
  action,
  exportTo,
  intro,
  filters,
  notice,
  empty,
  columns,
  row,
  total,
  minWidth,
  scrollLabel,
}: Props<Row>) {
  const { list } = view;
  const noRole = useMemberFrame().user.memberRoleType === null;
  const heading = (
    <Title order={1} size="h2">
      {title}
    </Title>
  );
  const table = (rows: Row[]) => (
    <Table className={classes.table} data-testid={testIds.table}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th key={column}>{column}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{rows.map(row)}</Table.Tbody>
    </Table>
  );
  const actions = exportTo ? (
    <Group gap="xs">
      <ExportLink to={exportTo} />
      {action}
    </Group>
  ) : (
    action
  );
  return (
    <Stack gap="lg" data-testid={testIds.page} data-side={side}>
      {actions ? (
        <Group justify="space-between">
          {heading}
          {actions}
        </Group>
      ) : (
        heading
      )}
      {intro && (
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
      )}
      {filters}
      {notice}
      {noRole ? (
        <RoleFirst />
      ) : list.status === 'error' ? (
        <Alert color="red" role="alert" data-testid={testIds.error}>
          {list.message}
        </Alert>
      ) : list.data.data.length === 0 ? (
        empty
      ) : (
        <Paper withBorder p="md" radius="md">
          {total?.(list.data.totalCount)}
          {minWidth === undefined ? (
            table(list.data.data)
          ) : scrollLabel ? (
            <ScrollTable minWidth={minWidth} label={scrollLabel}>
              {table(list.data.data)}
            </ScrollTable>
          ) : (
            <Table.ScrollContainer minWidth={minWidth}>{table(list.data.data)}</Table.ScrollContainer>
          )}
          <UrlPager total={list.data.totalCount} pageSize={view.pageSize} current={view.current} testId={testIds.pager} />
        </Paper>
      )}
    </Stack>
  );
}
