// The materials of an item (docs/product.md#routes-and-layouts): number, name, model, category, brand, unit, quantity and,
// on a detail page, each material's files. Beyond 3 rows the table scrolls at 150px (detail pages). On a phone
// each material is a stack of labelled rows (docs/decisions/028-phone-layout.md).
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MaterialRow } from '#app/lib/sourcing-rows.ts';
import { AttachmentLinks } from './AttachmentLinks.tsx';
import classes from './MaterialsTable.module.css';

/** docs/product.md#routes-and-layouts: over this many rows the detail's materials table scrolls. */
export const MATERIALS_VISIBLE_ROWS = 3;
export const MATERIALS_SCROLL_HEIGHT_PX = 150;

type Props = { materials: MaterialRow[]; scroll?: boolean; withFiles?: boolean; testId?: string };

export function MaterialsTable({ materials, scroll = false, withFiles = false, testId = 'materials-table' }: Props) {
  const { t } = useTranslation('detail');
  const withUnit = materials.some((m) => m.unit !== null);
  const table = (
    <Table striped withTableBorder fz="sm" stickyHeader={scroll} className={classes.table} data-testid={testId} data-rows={materials.length}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('materials.number')}</Table.Th>
          <Table.Th>{t('materials.name')}</Table.Th>
          <Table.Th>{t('materials.model')}</Table.Th>
          <Table.Th>{t('materials.category')}</Table.Th>
          <Table.Th>{t('materials.brand')}</Table.Th>
          {withUnit && <Table.Th>{t('materials.unit')}</Table.Th>}
          <Table.Th>{t('materials.count')}</Table.Th>
          {withFiles && <Table.Th>{t('materials.files')}</Table.Th>}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {materials.length === 0 ? (
          <Table.Tr>
            <Table.Td colSpan={8} ta="center" c="dimmed">
              {t('materials.none')}
            </Table.Td>
          </Table.Tr>
        ) : (
          materials.map((m, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: material numbers may repeat; the rows never reorder
            <Table.Tr key={`${m.number}-${index}`} data-testid="material-row">
              <Table.Td data-label={t('materials.number')}>{m.number}</Table.Td>
              <Table.Td data-label={t('materials.name')}>{m.name}</Table.Td>
              <Table.Td data-label={t('materials.model')}>{m.model}</Table.Td>
              <Table.Td data-label={t('materials.category')}>{m.category}</Table.Td>
              <Table.Td data-label={t('materials.brand')}>{m.brand}</Table.Td>
              {withUnit && <Table.Td data-label={t('materials.unit')}>{m.unit}</Table.Td>}
              <Table.Td data-label={t('materials.count')}>{m.count}</Table.Td>
              {withFiles && (
                <Table.Td data-label={t('materials.files')}>
                  <AttachmentLinks files={m.files} />
                </Table.Td>
              )}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );
  if (!scroll || materials.length <= MATERIALS_VISIBLE_ROWS) return table;
  return (
    // The browser's own scrolling box rather than Mantine's ScrollArea: less script in the detail's first load
    // (docs/decisions/015-first-load-javascript.md); focusable, so the keyboard scrolls it too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by the keyboard to scroll it
    <div className={classes.scroll} style={{ maxHeight: MATERIALS_SCROLL_HEIGHT_PX, overflow: 'auto' }} tabIndex={0} data-testid={`${testId}-scroll`}>
      {table}
    </div>
  );
}
