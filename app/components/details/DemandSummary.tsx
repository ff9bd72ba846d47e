// The demand summary and the materials table every kind of detail opens with: category, material
// kinds, budget, delivery areas, address and date, the kind's own figures, then the materials with
// their files (scrolling at 150px beyond 3 rows).
import type { MaterialRow } from '#app/lib/sourcing-rows.ts';
import { DetailSection } from './DetailSection.tsx';
import { FactList, type Fact } from './FactList.tsx';
import { MaterialsTable } from './MaterialsTable.tsx';
import { useDetailFormat } from './useDetailFormat.ts';

type Props = {
  category: string;
  materials: MaterialRow[];
  budget: number;
  /** ISO 4217 of the budget (CNY when the kind names none). */
  currency?: string;
  /** null: delivers anywhere (nationwide). */
  areas: string | null;
  address: string;
  delivery: { label: 'deliveryDate' | 'hopeDate'; at: number };
  more: Fact[];
};

export function DemandSummary({ category, materials, budget, currency, areas, address, delivery, more }: Props) {
  const { t, money, date } = useDetailFormat();
  return (
    <>
      <DetailSection id="summary" title={t('sections.summary')}>
        <FactList
          columns={2}
          facts={[
            { key: 'category', label: t('facts.category'), value: category },
            { key: 'materialKinds', label: t('facts.materialKinds'), value: materials.length },
            { key: 'budget', label: t('facts.budget'), value: money(budget, currency) },
            { key: 'areas', label: t('facts.areas'), value: areas ?? t('facts.allAreas') },
            { key: 'address', label: t('facts.deliveryAddress'), value: address },
            { key: delivery.label, label: t(`facts.${delivery.label}`), value: date(delivery.at) },
            ...more,
          ]}
        />
      </DetailSection>
      <DetailSection id="materials" title={t('sections.materials')}>
        <MaterialsTable materials={materials} scroll withFiles testId="detail-materials" />
      </DetailSection>
    </>
  );
}
