// The tender's materials, one row each (code, name, specification, category, brand, unit, quantity,
// files): the sourcing forms' material rows (forms/MaterialRows.tsx) in the tender's words. Their
// limits are the contract's (TenderFormBody): a line past one comes back with it on its cell.
import { useTranslation } from 'react-i18next';
import type { CategoryChoice } from '#bff/member/views.ts';
import type { Choice, TenderMaterialValues } from '#bff/tender/buyer-views.ts';
import { TENDER_LIMITS } from '#contract/schemas/tender-rules.ts';
import { FormSection } from '../../forms/FormSection.tsx';
import { type MaterialColumn, MaterialRows } from '../../forms/MaterialRows.tsx';
import type { PartProps } from './parts.ts';
import { TenderFiles } from './TenderFiles.tsx';

type Props = PartProps & { categories: CategoryChoice[]; brands: Choice[] };

function blank(key: string): TenderMaterialValues {
  return { key, code: '', name: '', type: '', categoryId: '', brandId: '', unit: '', count: '', files: [] };
}

export function MaterialsPart({ values, errors, categories, brands }: Props) {
  const { t } = useTranslation('tender');
  const columns: Array<MaterialColumn<TenderMaterialValues>> = [
    { field: 'code', header: t('material.code'), width: 110, kind: 'text', testId: 'tender-material-code' },
    { field: 'name', header: t('material.name'), width: 150, kind: 'text', testId: 'tender-material-name' },
    { field: 'type', header: t('material.type'), width: 120, kind: 'text', testId: 'tender-material-type' },
    { field: 'categoryId', header: t('material.category'), width: 140, kind: 'select', options: categories, none: t('material.none') },
    { field: 'brandId', header: t('material.brand'), width: 120, kind: 'select', options: brands, none: t('material.none') },
    { field: 'unit', header: t('material.unit'), width: 70, kind: 'text', testId: 'tender-material-unit' },
    { field: 'count', header: t('material.count'), width: 90, kind: 'decimal', testId: 'tender-material-count' },
    {
      field: 'files',
      header: t('material.files'),
      width: 120,
      kind: 'files',
      render: (name, row, error) => <TenderFiles name={name} initial={row.files} error={error} testId="tender-material-files" />,
    },
  ];
  return (
    <FormSection id="tender-materials" title={t('edit.materials')}>
      <MaterialRows
        initial={values.materials}
        blank={blank}
        columns={columns}
        errors={errors}
        max={TENDER_LIMITS.materiels}
        texts={{
          actions: t('material.actions'),
          add: t('material.add'),
          remove: (row) => t('material.remove', { row }),
          cell: (row, field) => t('material.cellLabel', { row, field }),
        }}
        testIds={{ field: 'tender-materials', rows: 'tender-material' }}
      />
    </FormSection>
  );
}
