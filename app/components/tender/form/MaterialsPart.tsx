// The tender's materials, one row each (code, name, specification, category, brand, unit, quantity,
// files), added and removed in the page; each row's inputs are named m.<row>.<field>, the row numbers
// only growing, so the order typed is the order sent. The table scrolls inside its box on a phone.
import { ActionIcon, Button, Group, Input, NativeSelect, Table, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryChoice } from '#bff/member/views.ts';
import type { Choice, TenderMaterialValues } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection, type PartProps } from './FormSection.tsx';
import { TenderFiles } from './TenderFiles.tsx';

type Props = PartProps & { categories: CategoryChoice[]; brands: Choice[] };

function blank(key: string): TenderMaterialValues {
  return { key, code: '', name: '', type: '', categoryId: '', brandId: '', unit: '', count: '', files: [] };
}

// Their limits are the contract's (TenderFormBody): a line past one comes back with it on its cell.
const TEXTS = [
  { field: 'code', width: 110 },
  { field: 'name', width: 150 },
  { field: 'type', width: 120 },
] as const;

export function MaterialsPart({ values, errors, categories, brands }: Props) {
  const { t } = useTranslation('tender');
  const initial = values.materials;
  const [rows, setRows] = useState<TenderMaterialValues[]>(initial.length > 0 ? initial : [blank('r0')]);
  const [next, setNext] = useState(() => Math.max(0, ...initial.map((row) => Number(row.key.slice(1)) || 0)) + 1);
  const add = () => {
    setRows((list) => [...list, blank(`r${next}`)]);
    setNext((n) => n + 1);
  };
  return (
    <FormSection id="tender-materials" title={t('edit.materials')}>
      <Input.Wrapper error={errors.materials} data-testid="tender-materials">
        <Table.ScrollContainer minWidth={1100}>
          <Table verticalSpacing={4} data-testid="tender-material-rows">
            <Table.Thead>
              <Table.Tr>
                {(['code', 'name', 'type', 'category', 'brand', 'unit', 'count', 'files'] as const).map((column) => (
                  <Table.Th key={column}>{t(`material.${column}`)}</Table.Th>
                ))}
                <Table.Th>
                  <VisuallyHidden>{t('material.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => {
                const field = (name: string) => `m.${row.key.slice(1)}.${name}`;
                const label = (name: 'code' | 'name' | 'type' | 'category' | 'brand' | 'unit' | 'count') =>
                  t('material.cellLabel', { row: index + 1, field: t(`material.${name}`) });
                return (
                  <Table.Tr key={row.key} data-testid="tender-material-row">
                    {TEXTS.map(({ field: name, width }) => (
                      <Table.Td key={name} miw={width}>
                        <TextInput
                          name={field(name)}
                          aria-label={label(name)}
                          defaultValue={row[name]}
                          error={errors[field(name)]}
                          size="xs"
                          data-testid={`tender-material-${name}`}
                        />
                      </Table.Td>
                    ))}
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
                        size="xs"
                        data-testid="tender-material-unit"
                      />
                    </Table.Td>
                    <Table.Td miw={90}>
                      <TextInput
                        name={field('count')}
                        aria-label={label('count')}
                        defaultValue={row.count}
                        error={errors[field('count')]}
                        inputMode="decimal"
                        size="xs"
                        data-testid="tender-material-count"
                      />
                    </Table.Td>
                    <Table.Td miw={120}>
                      <TenderFiles name={field('files')} initial={row.files} error={errors[field('files')]} testId="tender-material-files" />
                    </Table.Td>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={rows.length <= 1}
                        aria-label={t('material.remove', { row: index + 1 })}
                        onClick={() => setRows((list) => list.filter((kept) => kept.key !== row.key))}
                        data-testid="tender-material-remove"
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
      </Input.Wrapper>
      {rows.length < TENDER_LIMITS.materiels && (
        <Group>
          <Button variant="light" size="xs" onClick={add} data-testid="tender-material-add">
            {t('material.add')}
          </Button>
        </Group>
      )}
    </FormSection>
  );
}
