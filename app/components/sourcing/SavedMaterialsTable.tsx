// A buyer's saved material lines, read only, as a tender's and a competitive bid's facts show them:
// code, name, type, category and brand by name, unit, count and the line's files. The kind names the
// translation namespace (its `material.*` column keys) and the test ids' prefix.
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '#contract/schemas.ts';
import { ScrollTable } from '#app/components/ScrollTable.tsx';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';

type Line = {
  id: number;
  code: string;
  name: string;
  type: string;
  unit: string;
  count: number;
  categoryId: number | null;
  brandId: number | null;
  urls: Attachment[];
};

const COLUMNS = ['code', 'name', 'type', 'category', 'brand', 'unit', 'count', 'files'] as const;

type Props = {
  kind: 'tender' | 'bidding';
  /** The table's accessible name (its section's title). */
  label: string;
  lines: Line[];
  names: { categories: Record<string, string>; brands: Record<string, string> };
};

export function SavedMaterialsTable({ kind, label, lines, names }: Props) {
  const { t } = useTranslation(kind);
  return (
    <ScrollTable minWidth={760} label={label}>
      <Table data-testid={`${kind}-material-rows`}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((column) => (
              <Table.Th key={column}>{t(`material.${column}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id} data-testid={`${kind}-material`}>
              <Table.Td>{line.code}</Table.Td>
              <Table.Td>{line.name}</Table.Td>
              <Table.Td>{line.type}</Table.Td>
              <Table.Td>{line.categoryId === null ? '' : (names.categories[String(line.categoryId)] ?? '')}</Table.Td>
              <Table.Td>{line.brandId === null ? '' : (names.brands[String(line.brandId)] ?? '')}</Table.Td>
              <Table.Td>{line.unit}</Table.Td>
              <Table.Td>{line.count}</Table.Td>
              <Table.Td>
                <AttachmentLinks files={line.urls} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
