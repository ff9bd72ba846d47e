// The buyer's admitted suppliers with their lifecycle stage (qualified and preferred may quote and
// register; suspended and eliminated may not), filtered by stage and name; each moved to another stage.
import { Alert, Avatar, Badge, Button, Group, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { SupplierListView } from '#bff/member/views.ts';
import type { AdmittedSupplier } from '#contract/schemas/admission.ts';
import { LIFECYCLE_STAGES } from '#contract/schemas/member-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { ChoiceFilter } from '../member-centre/ChoiceFilter.tsx';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { MemberListPage } from '../member-centre/MemberListPage.tsx';
import { StageBadge } from './StateBadge.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';

export type StageAnswer = { ok: true; id: number } | { ok: false; id: number | null; message: string } | undefined;

export function SuppliersPage({ view, answer }: { view: SupplierListView; answer: StageAnswer }) {
  const { t } = useTranslation('admission');
  const stages = LIFECYCLE_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }));
  return (
    <MemberListPage
      view={view}
      testIds={{ page: 'suppliers', table: 'supplier-rows', pager: 'suppliers-pager' }}
      title={t('suppliers.title')}
      exportTo={EXPORT_PATHS.list('suppliers')}
      intro={t('suppliers.text')}
      filters={
        <ListFilters label={t('list.filters')} submit={t('list.search')} submitTestId="filter-submit">
          <ChoiceFilter
            name="stage"
            label={t('suppliers.stage')}
            all={t('suppliers.allStages')}
            values={LIFECYCLE_STAGES}
            text={(stage) => t(`stages.${stage}`)}
            value={view.stage}
          />
          <TextInput name="name" label={t('list.supplierName')} defaultValue={view.name} data-testid="filter-name" />
        </ListFilters>
      }
      notice={
        answer?.ok === false && (
          <Alert color="red" role="alert" data-testid="stage-error">
            {answer.message}
          </Alert>
        )
      }
      empty={
        <Text c="dimmed" data-testid="suppliers-empty">
          {t('suppliers.empty')}
        </Text>
      }
      columns={[t('list.supplier'), t('suppliers.stage'), t('suppliers.mayQuote'), t('suppliers.admitted'), t('suppliers.move')]}
      row={(row) => <SupplierRow key={`${row.id}-${row.stage}`} row={row} stages={stages} saved={answer?.ok === true && answer.id === row.id} />}
    />
  );
}

function SupplierRow({ row, stages, saved }: { row: AdmittedSupplier; stages: Array<{ value: string; label: string }>; saved: boolean }) {
  const { t } = useTranslation('admission');
  const locale = useLocale();
  const navigation = useNavigation();
  const moving = navigation.state === 'submitting' && navigation.formData?.get('id') === String(row.id);
  return (
    <Table.Tr data-testid="supplier-row" data-id={row.id} data-stage={row.stage}>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={row.logo || null} alt="" size="sm" radius="sm">
            {row.supplier.name.slice(0, 1)}
          </Avatar>
          <Text size="sm">{row.supplier.name}</Text>
        </Group>
      </Table.Td>
      <Table.Td>
        <StageBadge stage={row.stage} />
      </Table.Td>
      <Table.Td>
        <Badge variant="outline" color={row.stageAllows ? 'green' : 'gray'} data-testid="stage-allows" data-allows={row.stageAllows}>
          {t(row.stageAllows ? 'suppliers.yes' : 'suppliers.no')}
        </Badge>
      </Table.Td>
      <Table.Td>{row.admitTime === null ? '—' : formatDate(row.admitTime, locale)}</Table.Td>
      <Table.Td>
        <Form method="post">
          <input type="hidden" name="id" value={row.id} />
          <Group gap="xs" wrap="nowrap">
            <NativeSelect
              name="stage"
              size="xs"
              aria-label={t('suppliers.moveTo', { name: row.supplier.name })}
              defaultValue={row.stage}
              data={stages}
              data-testid="stage-select"
            />
            <Button type="submit" size="xs" variant="light" loading={moving} data-testid="stage-save">
              {t('suppliers.save')}
            </Button>
            {saved && (
              <Text size="xs" c="green.7" data-testid="stage-saved">
                {t('suppliers.saved')}
              </Text>
            )}
          </Group>
        </Form>
      </Table.Td>
    </Table.Tr>
  );
}
