// The inquiry's materials, one row each (number, name, model, category, brand, unit, quantity,
// attachments), added and removed in the page; each row's inputs are named m.<row>.<field>, the row
// numbers only growing, so the order typed is the order sent.
import { ActionIcon, Button, Group, Input, NativeSelect, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryChoice } from '#bff/member/views.ts';
import type { Choice, MaterialValues } from '#bff/inquiry/views.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { UploadField } from '../forms/UploadField.tsx';

type Props = {
  initial: MaterialValues[];
  categories: CategoryChoice[];
  brands: Choice[];
  errors: Record<string, string>;
};

function blank(key: string): MaterialValues {
  return { key, number: '', name: '', model: '', categoryId: '', brandId: '', unit: '', purchaseCount: '', files: [] };
}

export function MaterialsTable({ initial, categories, brands, errors }: Props) {
  const { t } = useTranslation('inquiry');
  const [rows, setRows] = useState<MaterialValues[]>(initial.length > 0 ? initial : [blank('r0')]);
  const [next, setNext] = useState(() => Math.max(0, ...initial.map((row) => Number(row.key.slice(1)) || 0)) + 1);
  const add = () => {
    setRows((list) => [...list, blank(`r${next}`)]);
    setNext((n) => n + 1);
  };
  return (
    <Input.Wrapper label={t('edit.materials')} required error={errors.materials} data-testid="inquiry-materials">
      <Table.ScrollContainer minWidth={1100}>
        <Table verticalSpacing={4} data-testid="material-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('material.number')}</Table.Th>
              <Table.Th>{t('material.name')}</Table.Th>
              <Table.Th>{t('material.model')}</Table.Th>
              <Table.Th>{t('material.category')}</Table.Th>
              <Table.Th>{t('material.brand')}</Table.Th>
              <Table.Th>{t('material.unit')}</Table.Th>
              <Table.Th>{t('material.quantity')}</Table.Th>
              <Table.Th>{t('material.files')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('material.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const n = row.key.slice(1);
              const field = (name: keyof MaterialValues) => `m.${n}.${name}`;
              const label = (name: 'number' | 'name' | 'model' | 'category' | 'brand' | 'unit' | 'quantity') =>
                t('material.cellLabel', { row: index + 1, field: t(`material.${name}`) });
              return (
                <Table.Tr key={row.key} data-testid="material-row">
                  <Table.Td miw={110}>
                    <TextInput
                      name={field('number')}
                      aria-label={label('number')}
                      defaultValue={row.number}
                      error={errors[field('number')]}
                      maxLength={INQUIRY_LIMITS.material.number}
                      size="xs"
                      data-testid="material-number"
                    />
                  </Table.Td>
                  <Table.Td miw={150}>
                    <TextInput
                      name={field('name')}
                      aria-label={label('name')}
                      defaultValue={row.name}
                      error={errors[field('name')]}
                      maxLength={INQUIRY_LIMITS.material.name}
                      size="xs"
                      data-testid="material-name"
                    />
                  </Table.Td>
                  <Table.Td miw={110}>
                    <TextInput
                      name={field('model')}
                      aria-label={label('model')}
                      defaultValue={row.model}
                      error={errors[field('model')]}
                      maxLength={INQUIRY_LIMITS.material.model}
                      size="xs"
                      data-testid="material-model"
                    />
                  </Table.Td>
                  <Table.Td miw={140}>
                    <NativeSelect
                      name={field('categoryId')}
                      aria-label={label('category')}
                      defaultValue={row.categoryId}
                      error={errors[field('categoryId')]}
                      data={[{ value: '', label: t('material.none') }, ...categories]}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td miw={120}>
                    <NativeSelect
                      name={field('brandId')}
                      aria-label={label('brand')}
                      defaultValue={row.brandId}
                      error={errors[field('brandId')]}
                      data={[{ value: '', label: t('material.none') }, ...brands]}
                      size="xs"
                    />
                  </Table.Td>
                  <Table.Td miw={70}>
                    <TextInput
                      name={field('unit')}
                      aria-label={label('unit')}
                      defaultValue={row.unit}
                      error={errors[field('unit')]}
                      maxLength={INQUIRY_LIMITS.material.unit}
                      size="xs"
                      data-testid="material-unit"
                    />
                  </Table.Td>
                  <Table.Td miw={90}>
                    <TextInput
                      name={field('purchaseCount')}
                      aria-label={label('quantity')}
                      defaultValue={row.purchaseCount}
                      error={errors[field('purchaseCount')]}
                      inputMode="decimal"
                      size="xs"
                      data-testid="material-quantity"
                    />
                  </Table.Td>
                  <Table.Td miw={120}>
                    <UploadField
                      name={field('files')}
                      encoding="refs"
                      initial={row.files}
                      max={INQUIRY_LIMITS.files}
                      texts={{ add: t('edit.addFile'), remove: (name) => t('edit.removeFile', { name }) }}
                      testIds={{ field: 'material-files', file: 'material-files-file', add: 'material-files-add' }}
                    />
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      disabled={rows.length <= 1}
                      aria-label={t('material.remove', { row: index + 1 })}
                      onClick={() => setRows((list) => list.filter((kept) => kept.key !== row.key))}
                      data-testid="material-remove"
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
      <Group mt={6}>
        {rows.length < INQUIRY_LIMITS.materiels && (
          <Button variant="light" size="xs" onClick={add} data-testid="material-add">
            {t('material.add')}
          </Button>
        )}
      </Group>
    </Input.Wrapper>
  );
}
