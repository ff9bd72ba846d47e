// A supplier's priced lines, as the inquiry's quote and the tender's sealed bid both take them
// (docs/product/member-side.md#quoting, docs/product/tenders.md#sealed-bids): the lines' table under
// its title and hint, a typed field in a line's cell, the running total (the platform's is the one
// that counts), and the values as typed, kept while the supplier corrects them. On a phone each line is a
// stack of "column  value" rows, its fields the window's width (docs/decisions/028-phone-layout.md).
import { Group, rem, Table, Text, TextInput, Title } from '@mantine/core';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { ScrollTable } from '../ScrollTable.tsx';
import classes from './PricedLines.module.css';

/** The form's values as typed, from `start`, and a change handler per field. */
export function useTypedValues(start: () => Record<string, string | undefined>) {
  const [values, setValues] = useState(start);
  const set = (name: string) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [name]: value }));
  };
  return { values, set };
}

type LinesProps = { title: string; hint: string; minWidth: number; testId: string; headers: string[]; children: ReactNode };

/**
 * The lines' table: a title, a hint, then one row a line (each row is the kind's own, each of its cells
 * named by its column in `data-label`: a phone shows that name beside the value, the header row hidden).
 */
export function PricedLinesTable({ title, hint, minWidth, testId, headers, children }: LinesProps) {
  return (
    <div className={classes.lines}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {hint}
      </Text>
      <ScrollTable minWidth={minWidth} label={title}>
        <Table withTableBorder fz="sm" className={classes.table} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              {headers.map((header) => (
                <Table.Th key={header}>{header}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      </ScrollTable>
    </div>
  );
}

/** A line's name cell (`column`: its column's name): its name, and under it its model or specification when it has one. */
export function LineName({ name, detail, column }: { name: string; detail: string; column: string }) {
  return (
    <Table.Td data-label={column}>
      <div>
        {name}
        {detail && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
      </div>
    </Table.Td>
  );
}

type LineInputProps = {
  name: string;
  values: Record<string, string | undefined>;
  set: (name: string) => (event: { currentTarget: { value: string } }) => void;
  errors: Record<string, string | undefined>;
  /** Its name to assistive technology (the line's name is in it). */
  label: string;
  /** Its column's name, shown beside it on a phone. */
  column: string;
  /** Its width on a wider screen; on a phone it takes the line's width. */
  width: number;
  testId: string;
  inputMode?: 'decimal' | 'numeric';
  type?: 'date';
  maxLength?: number;
  required?: boolean;
};

/** One typed field in a line's cell. */
export function LineInput({ name, values, set, errors, label, column, width, testId, inputMode, type, maxLength, required }: LineInputProps) {
  return (
    <Table.Td data-label={column}>
      <TextInput
        name={name}
        type={type}
        value={values[name] ?? ''}
        onChange={set(name)}
        aria-label={label}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={type === 'date' ? undefined : 'off'}
        required={required}
        error={errors[name]}
        size="xs"
        className={classes.field}
        style={{ '--line-field-width': rem(width) } as CSSProperties}
        data-testid={testId}
      />
    </Table.Td>
  );
}

type TotalProps = { label: string; hint: string; total: number; shown: string; testId: string; colour?: string; live?: boolean };

/** The running total as the platform computes it, with why it is only a guide. */
export function PricedTotal({ label, hint, total, shown, testId, colour, live }: TotalProps) {
  return (
    <Group justify="flex-end" gap="xs" align="baseline">
      <Text size="sm">{label}</Text>
      <Text fw={700} size="lg" c={colour} data-testid={testId} data-amount={total} aria-live={live ? 'polite' : undefined}>
        {shown}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Group>
  );
}
