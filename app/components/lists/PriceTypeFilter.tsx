// The sourcing type (docs/product.md#states-and-transitions): one at a time — ticking another replaces it (on the sourcing
// lists that is the other type's list, with the same filters), unticking removes it. Shown but
// disabled on the publicity pages.
import { Checkbox, Group } from '@mantine/core';
import { listKindOf, togglePriceType, type PriceType } from '#app/lib/list-filters.ts';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';

const TYPES: readonly PriceType[] = [1, 2, 3];

export function PriceTypeFilter() {
  const { t, page, filters, go } = useListFilters();
  const disabled = listKindOf(page) === 'publicity';
  return (
    <FilterSection title={t('filters.priceType')} testId="filter-price-type">
      <Group gap="md">
        {TYPES.map((type) => (
          <Checkbox
            key={type}
            size="xs"
            label={t(`priceTypes.${type}`)}
            checked={filters.priceType === type}
            disabled={disabled}
            onChange={() => {
              const next = togglePriceType(page, filters, type);
              go(next.filters, next.page);
            }}
            data-testid={`filter-price-type-${type}`}
          />
        ))}
      </Group>
    </FilterSection>
  );
}
