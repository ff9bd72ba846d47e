// Brand logos of the filter panel (of the chosen category, or all): one at a time, a second click
// on the chosen brand lets it go.
import { Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { FilterPanelView, Streamed } from '#bff/views.ts';
import { withFilters } from '#app/lib/list-filters.ts';
import classes from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';
import { StreamedPart } from './StreamedPart.tsx';

export function BrandFilter({ panel }: { panel: Streamed<FilterPanelView> }) {
  const { t } = useListFilters();
  return (
    <FilterSection title={t('filters.brand')} testId="filter-brand">
      <StreamedPart value={panel} fallback={<Skeleton h={40} data-testid="filter-brand-loading" />}>
        {({ brands }) => <Brands brands={brands} />}
      </StreamedPart>
    </FilterSection>
  );
}

function Brands({ brands }: { brands: FilterPanelView['brands'] }) {
  const { t, filters, href } = useListFilters();
  const list = brands?.status === 'ok' ? brands.data : [];
  if (list.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('filters.noBrands')}
      </Text>
    );
  }
  return (
    // The browser's own scrolling box rather than Mantine's ScrollArea: less script in the list's first load.
    <div className={classes.brandsScroll}>
      <div className={classes.brands}>
        {list.map((brand) => {
          const chosen = filters.brandId === brand.id;
          return (
            <Link
              key={brand.id}
              to={href(withFilters(filters, { brandId: chosen ? undefined : brand.id }))}
              preventScrollReset
              discover="none"
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
    </div>
  );
}
