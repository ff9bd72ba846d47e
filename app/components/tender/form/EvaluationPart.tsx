// How the bids are evaluated (docs/product/tenders.md#evaluation-methods): the lowest valid price,
// or scored criteria — each a name and a weight (0–100), one of them marked as the price's — whose
// running total must stay at most 100 (the page says so as it is typed; the contract refuses it too),
// with the price score's formula shown as bidders will read it. Rows are named c.<row>.<field>; the
// price's row is the radio priceCriterion.
import { ActionIcon, Alert, Button, Group, Input, Radio, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CriterionValues } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS, TENDER_WEIGHT_MAX } from '#contract/schemas/tender-rules.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { useKeyedRows } from '../../forms/useKeyedRows.ts';
import { ScrollTable } from '../../ScrollTable.tsx';
import type { PartProps } from './parts.ts';

/** The weights as typed, summed (what cannot be read counts nothing), to two decimals. */
function totalOf(rows: CriterionValues[]): number {
  const sum = rows.reduce((total, row) => total + (Number.isFinite(Number(row.weight)) ? Number(row.weight) : 0), 0);
  return Math.round(sum * 100) / 100;
}

export function EvaluationPart({ values, errors }: PartProps) {
  const { t } = useTranslation('tender');
  // The formula's one wording, the public detail's: bidders read the same sentence there.
  const { t: details } = useTranslation('detail');
  const [method, setMethod] = useState(values.evaluationMethod || 'lowestPrice');
  const { rows, add, remove, update } = useKeyedRows<CriterionValues>(values.criteria, (key) => ({ key, name: '', weight: '' }), 'c');
  const [priceKey, setPriceKey] = useState(values.priceCriterion);
  const total = totalOf(rows);
  const over = total > TENDER_WEIGHT_MAX;
  return (
    <FormSection id="tender-evaluation" title={t('edit.evaluation')}>
      <Radio.Group name="evaluationMethod" label={t('edit.evaluationMethod')} value={method} onChange={setMethod} error={errors.evaluationMethod}>
        <Stack gap="xs" mt={6}>
          <Radio value="lowestPrice" label={t('method.lowestPrice')} description={t('edit.lowestPriceHint')} data-testid="tender-lowest-price" />
          <Radio value="scored" label={t('method.scored')} description={t('edit.scoredHint')} data-testid="tender-scored" />
        </Stack>
      </Radio.Group>
      {method === 'scored' && (
        <>
          <Input.Wrapper label={t('edit.criteria')} required error={errors.criteria} data-testid="tender-criteria">
            <ScrollTable minWidth={480} label={t('edit.criteria')}>
              <Table verticalSpacing={4} data-testid="tender-criterion-rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('edit.criterionName')}</Table.Th>
                    <Table.Th>{t('edit.weight')}</Table.Th>
                    <Table.Th>{t('edit.isPrice')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('material.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => {
                    const field = (name: string) => `c.${row.key.slice(1)}.${name}`;
                    const label = (name: 'criterionName' | 'weight' | 'isPrice') =>
                      t('edit.criterionCell', { row: index + 1, field: t(`edit.${name}`) });
                    return (
                      <Table.Tr key={row.key} data-testid="tender-criterion">
                        <Table.Td miw={180}>
                          <TextInput
                            name={field('name')}
                            aria-label={label('criterionName')}
                            value={row.name}
                            onChange={(event) => update(row.key, { name: event.currentTarget.value })}
                            error={errors[field('name')]}
                            maxLength={TENDER_LIMITS.criterionName}
                            size="xs"
                            data-testid="tender-criterion-name"
                          />
                        </Table.Td>
                        <Table.Td miw={100}>
                          <TextInput
                            name={field('weight')}
                            aria-label={label('weight')}
                            value={row.weight}
                            onChange={(event) => update(row.key, { weight: event.currentTarget.value })}
                            error={errors[field('weight')]}
                            inputMode="decimal"
                            size="xs"
                            data-testid="tender-criterion-weight"
                          />
                        </Table.Td>
                        <Table.Td>
                          <Radio
                            name="priceCriterion"
                            value={row.key}
                            checked={priceKey === row.key}
                            onChange={() => setPriceKey(row.key)}
                            aria-label={label('isPrice')}
                            data-testid="tender-criterion-price"
                          />
                        </Table.Td>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="red"
                            aria-label={t('edit.removeCriterion', { row: index + 1 })}
                            onClick={() => remove(row.key)}
                            data-testid="tender-criterion-remove"
                          >
                            ×
                          </ActionIcon>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Input.Wrapper>
          <Group justify="space-between">
            {rows.length < TENDER_LIMITS.criteria ? (
              <Button variant="light" size="xs" onClick={add} data-testid="tender-criterion-add">
                {t('edit.addCriterion')}
              </Button>
            ) : (
              <span />
            )}
            <Text
              size="sm"
              c={over ? 'red' : 'dimmed'}
              fw={over ? 600 : undefined}
              aria-live="polite"
              data-testid="tender-weight-total"
              data-total={total}
            >
              {over ? t('edit.weightOver', { max: TENDER_WEIGHT_MAX }) : t('edit.weightTotal', { total, max: TENDER_WEIGHT_MAX })}
            </Text>
          </Group>
          <Alert color="blue" variant="light" data-testid="tender-price-formula">
            {details('evaluation.formula')}
          </Alert>
        </>
      )}
    </FormSection>
  );
}
