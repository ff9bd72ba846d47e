// The inquiry's materials, one row each (number, name, model, category, brand, unit, quantity,
// attachments): the sourcing forms' material rows (forms/MaterialRows.tsx) in the inquiry's words.
import { useTranslation } from 'react-i18next';
import type { CategoryChoice } from '#bff/member/views.ts';
import type { Choice, MaterialValues } from '#bff/inquiry/views.ts';
import { INQUIRY_LIMITS } from '#contract/schemas/inquiry-rules.ts';
import { type MaterialColumn, MaterialRows } from '../forms/MaterialRows.tsx';
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
  const { material: limit } = INQUIRY_LIMITS;
  const columns: Array<MaterialColumn<MaterialValues>> = [
    { field: 'number', header: t('material.number'), width: 110, kind: 'text', maxLength: limit.number, testId: 'material-number' },
    { field: 'name', header: t('material.name'), width: 150, kind: 'text', maxLength: limit.name, testId: 'material-name' },
    { field: 'model', header: t('material.model'), width: 110, kind: 'text', maxLength: limit.model, testId: 'material-model' },
    { field: 'categoryId', header: t('material.category'), width: 140, kind: 'select', options: categories, none: t('material.none') },
    { field: 'brandId', header: t('material.brand'), width: 120, kind: 'select', options: brands, none: t('material.none') },
    { field: 'unit', header: t('material.unit'), width: 70, kind: 'text', maxLength: limit.unit, testId: 'material-unit' },
    { field: 'purchaseCount', header: t('material.quantity'), width: 90, kind: 'decimal', testId: 'material-quantity' },
    {
      field: 'files',
      header: t('material.files'),
      width: 120,
      kind: 'files',
      render: (name, row) => (
        <UploadField
          name={name}
          encoding="refs"
          initial={row.files}
          max={INQUIRY_LIMITS.files}
          texts={{ add: t('edit.addFile'), remove: (file) => t('edit.removeFile', { name: file }) }}
          testIds={{ field: 'material-files', file: 'material-files-file', add: 'material-files-add' }}
        />
      ),
    },
  ];
  return (
    <MaterialRows
      initial={initial}
      blank={blank}
      columns={columns}
      errors={errors}
      max={INQUIRY_LIMITS.materiels}
      texts={{
        label: t('edit.materials'),
        actions: t('material.actions'),
        add: t('material.add'),
        remove: (row) => t('material.remove', { row }),
        cell: (row, field) => t('material.cellLabel', { row, field }),
      }}
      testIds={{ field: 'inquiry-materials', rows: 'material' }}
    />
  );
}
