// A sourcing form's materials (the inquiry's, the tender's: docs/product/member-side.md#publishing),
// one row each, added and removed in the page; each row's inputs are named m.<row>.<field>, the row
// numbers only growing (useKeyedRows), so the order typed is the order sent. Each kind names its
// columns in its own words and fields; the table scrolls inside its box on a phone.
import { ActionIcon, Button, Group, Input, NativeSelect, Table, TextInput, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CategoryChoice } from '#bff/member/views.ts';
import type { Choice, FileRef } from '#bff/views.ts';
import { useKeyedRows } from './useKeyedRows.ts';

/** A material row as typed: its key, its texts by field, its files. */
export type MaterialRow = { key: string; files: FileRef[] };

/** A column: a text (a decimal one for a quantity), a choice of category or brand, or the row's files. */
export type MaterialColumn<R extends MaterialRow> = { field: keyof R & string; header: string; width: number } & (
  | { kind: 'text' | 'decimal'; maxLength?: number; testId: string }
  | { kind: 'select'; options: Array<Choice | CategoryChoice>; none: string }
  | { kind: 'files'; render: (name: string, row: R, error: string | undefined) => ReactNode }
);

type Props<R extends MaterialRow> = {
  initial: R[];
  blank: (key: string) => R;
  columns: ReadonlyArray<MaterialColumn<R>>;
  errors: Record<string, string>;
  /** How many rows at most: the add button goes away at that count. */
  max: number;
  texts: { label?: string; actions: string; add: string; remove: (row: number) => string; cell: (row: number, header: string) => string };
  /** Test ids: `field` on the wrapper; `<rows>-rows`, `<rows>-row`, `<rows>-add`, `<rows>-remove`. */
  testIds: { field: string; rows: string };
};

export function MaterialRows<R extends MaterialRow>({ initial, blank, columns, errors, max, texts, testIds }: Props<R>) {
  const { rows, add, remove } = useKeyedRows(initial, blank, 'r', [blank('r0')]);
  return (
    <Input.Wrapper label={texts.label} required={texts.label !== undefined} error={errors.materials} data-testid={testIds.field}>
      <Table.ScrollContainer minWidth={1100}>
        <Table verticalSpacing={4} data-testid={`${testIds.rows}-rows`}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.field}>{column.header}</Table.Th>
              ))}
              <Table.Th>
                <VisuallyHidden>{texts.actions}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const name = (field: string) => `m.${row.key.slice(1)}.${field}`;
              return (
                <Table.Tr key={row.key} data-testid={`${testIds.rows}-row`}>
                  {columns.map((column) => (
                    <Table.Td key={column.field} miw={column.width}>
                      <Cell
                        column={column}
                        row={row}
                        name={name(column.field)}
                        error={errors[name(column.field)]}
                        label={texts.cell(index + 1, column.header)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={rows.length <= 1}
                      aria-label={texts.remove(index + 1)}
                      onClick={() => remove(row.key)}
                      data-testid={`${testIds.rows}-remove`}
                    >
                      ×
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows.length < max && (
        <Group mt={6}>
          <Button variant="light" size="xs" onClick={add} data-testid={`${testIds.rows}-add`}>
            {texts.add}
          </Button>
        </Group>
      )}
    </Input.Wrapper>
  );
}

function Cell<R extends MaterialRow>({
  column,
  row,
  name,
  error,
  label,
}: {
  column: MaterialColumn<R>;
  row: R;
  name: string;
  error?: string;
  label: string;
}) {
  if (column.kind === 'files') return column.render(name, row, error);
  const value = String(row[column.field] ?? '');
  if (column.kind === 'select') {
    return (
      <NativeSelect
        name={name}
        aria-label={label}
        defaultValue={value}
        error={error}
        data={[{ value: '', label: column.none }, ...column.options]}
        size="xs"
      />
    );
  }
  return (
    <TextInput
      name={name}
      aria-label={label}
      defaultValue={value}
      error={error}
      maxLength={column.maxLength}
      inputMode={column.kind === 'decimal' ? 'decimal' : undefined}
      size="xs"
      data-testid={column.testId}
    />
  );
}
