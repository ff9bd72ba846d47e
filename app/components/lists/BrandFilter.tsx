// Brand logos of the filter panel (of the chosen category, or all): one at a time, a second click
// on the chosen brand lets it go.
import { ScrollArea, Skeleton, Text } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link } from 'react-router';
import type { FilterPanelView } from '../../../bff/views.ts';
import { withFilters } from '../../lib/list-filters.ts';
import classes from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';

export function BrandFilter({ panel }: { panel: Promise<FilterPanelView> }) {
  const { t } = useTranslation('lists');
  return (
    <FilterSection title={t('filters.brand')} testId="filter-brand">
      <Suspense fallback={<Skeleton h={40} data-testid="filter-brand-loading" />}>
        <Await resolve={panel}>{({ brands }) => <Brands brands={brands} />}</Await>
      </Suspense>
    </FilterSection>
  );
}

function Brands({ brands }: { brands: FilterPanelView['brands'] }) {
  const { t } = useTranslation('lists');
  const { filters, href } = useListFilters();
  const list = brands?.status === 'ok' ? brands.data : [];
  if (list.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('filters.noBrands')}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize mah={188} type="auto">
      <div className={classes.brands}>
        {list.map((brand) => {
          const chosen = filters.brandId === brand.id;
          return (
            <Link
              key={brand.id}
              to={href(withFilters(filters, { brandId: chosen ? undefined : brand.id }))}
              preventScrollReset
              className={classes.brand}
              aria-current={chosen}
              title={brand.name}
              data-testid={`filter-brand-${brand.id}`}
            >
              <img src={brand.logoUrl} alt={brand.name} loading="lazy" />
            </Link>
          );
        })}
      </div>
    </ScrollArea.Autosize>
  );
}
