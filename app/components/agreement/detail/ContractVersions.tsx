// A contract's versions, newest first (docs/decisions/025-contracts.md): who proposed each, when,
// with what comment, its hash (the first characters; the whole on hover and in the document) and
// which sides confirmed it; and the comparison of two versions, asked by a plain form
// (?id=&from=&to=, so a link can ask it too), its changes row by row.
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { AgreementDetailView } from '#bff/agreement/detail-views.ts';
import { type AgreementChange, type AgreementDiff, PAYMENT_CONDITIONS, type PaymentCondition } from '#contract/schemas/agreement.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { ScrollTable } from '../../ScrollTable.tsx';
import { shortHash } from './contract-view.ts';

/** The fields the platform's comparison names (docs/product/contracts.md#versions), each worded; another by a fallback word. */
const DIFF_FIELDS = [
  'title',
  'startDate',
  'endDate',
  'totalAmount',
  'line',
  'quantity',
  'deliveryDate',
  'amount',
  'stage',
  'name',
  'ratio',
  'condition',
  'dueDate',
  'payDay',
  'deliveryAddress',
  'file',
] as const;
const isDiffField = (field: string): field is (typeof DIFF_FIELDS)[number] => (DIFF_FIELDS as readonly string[]).includes(field);
const isCondition = (value: string): value is PaymentCondition => (PAYMENT_CONDITIONS as readonly string[]).includes(value);

export function ContractVersions({ view }: { view: AgreementDetailView }) {
  const { t } = useTranslation('contractDetail');
  const locale = useLocale();
  const { agreement } = view;
  const rows = [...agreement.versions].sort((a, b) => b.version - a.version);
  const sideWord = (side: 'buyer' | 'supplier') => t(side === agreement.viewerSide ? 'side.you' : `side.${side}`);
  return (
    <FormSection id="contract-versions-title" title={t('versions.title')} testId="contract-versions">
      <ScrollTable minWidth={720} label={t('versions.title')}>
        <Table data-testid="contract-version-rows">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('versions.version')}</Table.Th>
              <Table.Th>{t('versions.side')}</Table.Th>
              <Table.Th>{t('versions.time')}</Table.Th>
              <Table.Th>{t('versions.comment')}</Table.Th>
              <Table.Th>{t('versions.hash')}</Table.Th>
              <Table.Th>{t('versions.confirmedBy')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.version} data-testid="contract-version" data-version={row.version}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm">{t('versions.v', { version: row.version })}</Text>
                    {row.version === agreement.version && (
                      <Badge size="xs" variant="light">
                        {t('versions.current')}
                      </Badge>
                    )}
                    {row.version === agreement.signedVersion && (
                      <Badge size="xs" color="green" variant="light">
                        {t('versions.signed')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>{sideWord(row.side)}</Table.Td>
                <Table.Td>{formatDate(row.createTime, locale, 'YYYY-MM-DD HH:mm')}</Table.Td>
                <Table.Td>{row.comment || '—'}</Table.Td>
                <Table.Td>
                  <Text span size="sm" ff="monospace" title={row.hash} data-testid="contract-version-hash">
                    {shortHash(row.hash)}
                  </Text>
                </Table.Td>
                <Table.Td data-testid="contract-version-confirmed" data-sides={row.confirmedBy.join(' ')}>
                  {row.confirmedBy.length === 0 ? '—' : row.confirmedBy.map(sideWord).join(t('versions.and'))}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {agreement.versions.length > 1 && <CompareForm view={view} />}
      {view.compare && view.diff && <DiffResult compare={view.compare} diff={view.diff} />}
    </FormSection>
  );
}

function CompareForm({ view }: { view: AgreementDetailView }) {
  const { t } = useTranslation('contractDetail');
  const { agreement } = view;
  const options = agreement.versions.map((row) => ({ value: String(row.version), label: t('versions.v', { version: row.version }) }));
  const from = view.compare?.from ?? Math.max(1, agreement.version - 1);
  const to = view.compare?.to ?? agreement.version;
  return (
    <Form method="get" preventScrollReset data-testid="contract-compare-form">
      <input type="hidden" name="id" value={agreement.id} />
      <Group align="flex-end" gap="sm">
        <NativeSelect name="from" label={t('versions.from')} data={options} defaultValue={String(from)} data-testid="contract-compare-from" />
        <NativeSelect name="to" label={t('versions.to')} data={options} defaultValue={String(to)} data-testid="contract-compare-to" />
        <Button type="submit" variant="light" data-testid="contract-compare-submit">
          {t('versions.compare')}
        </Button>
      </Group>
    </Form>
  );
}

function DiffResult({ compare, diff }: { compare: { from: number; to: number }; diff: NonNullable<AgreementDetailView['diff']> }) {
  const { t } = useTranslation('contractDetail');
  return (
    <Stack gap="xs" data-testid="contract-diff" data-from={compare.from} data-to={compare.to}>
      <Text fw={600} size="sm" id="contract-diff-title">
        {t('diff.title', compare)}
      </Text>
      {diff.status === 'error' ? (
        <Alert color="red" role="alert" data-testid="contract-diff-error">
          {diff.message}
        </Alert>
      ) : diff.data.changes.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="contract-diff-none">
          {t('diff.none')}
        </Text>
      ) : (
        <DiffTable diff={diff.data} />
      )}
    </Stack>
  );
}

/** The changes row by row: the section, the item in it (a line's or a stage's number and the field), before and after. */
export function DiffTable({ diff }: { diff: AgreementDiff }) {
  const { t } = useTranslation('contractDetail');
  const fieldWord = (field: string) => (isDiffField(field) ? t(`diff.fields.${field}`) : t('diff.otherField'));
  const itemOf = (change: AgreementChange) => {
    if (change.section === 'line') return t('diff.lineItem', { line: change.key, field: fieldWord(change.field) });
    if (change.section === 'stage') return t('diff.stageItem', { stage: change.key, field: fieldWord(change.field) });
    if (change.section === 'text') return t('diff.paragraph', { paragraph: change.key });
    return fieldWord(change.field);
  };
  const shownValue = (change: AgreementChange, value: string | null) => {
    if (value === null) return '—';
    return change.field === 'condition' && isCondition(value) ? t(`terms.conditions.${value}`) : value;
  };
  return (
    <ScrollTable minWidth={640} label={t('diff.title', { from: diff.from, to: diff.to })}>
      <Table data-testid="contract-diff-rows" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('diff.section')}</Table.Th>
            <Table.Th>{t('diff.item')}</Table.Th>
            <Table.Th>{t('diff.before')}</Table.Th>
            <Table.Th>{t('diff.after')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {diff.changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the platform's order, never reordered
            <Table.Tr key={index} data-testid="contract-diff-row" data-section={change.section} data-key={change.key} data-field={change.field}>
              <Table.Td>{t(`diff.sections.${change.section}`)}</Table.Td>
              <Table.Td>{itemOf(change)}</Table.Td>
              <Table.Td>
                <Text span size="sm" td={change.after === null ? undefined : 'line-through'} c="red.8" style={{ whiteSpace: 'pre-wrap' }}>
                  {shownValue(change, change.before)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text span size="sm" c="green.9" style={{ whiteSpace: 'pre-wrap' }}>
                  {shownValue(change, change.after)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}
