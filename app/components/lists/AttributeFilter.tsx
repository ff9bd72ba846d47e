// The attributes of the chosen leaf category as checkboxes (docs/product.md#states-and-transitions): loading until they come,
// nothing for a top category. Ticking a value narrows the list to items with one of the values.
import { Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { hasAttributeValue, toggleAttributeValue } from '#app/lib/list-filters.ts';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';

export function AttributeFilter() {
  const { t, attributes, filters, go } = useListFilters();
  if (attributes.status === 'none') return null;
  if (attributes.status === 'loading') {
    return (
      <FilterSection title={t('filters.attributes')} testId="filter-attributes">
        <Group gap="xs" data-testid="filter-attributes-loading" aria-busy>
          <Loader size="xs" />
          <Text size="xs" c="dimmed">
            {t('filters.loading')}
          </Text>
        </Group>
      </FilterSection>
    );
  }
  if (attributes.list.length === 0) return null;
  return (
    <FilterSection title={t('filters.attributes')} testId="filter-attributes">
      <Stack gap="sm">
        {attributes.list.map((attribute) => (
          // biome-ignore lint/a11y/useSemanticElements: a labelled group of checkboxes styled by Mantine, not a fieldset
          <div key={attribute.id} role="group" aria-label={attribute.name} data-testid={`filter-attribute-${attribute.id}`}>
            <Text size="xs" c="dimmed" mb={4}>
              {attribute.name}
            </Text>
            <Group gap={10}>
              {attribute.attributeValueList.map((value) => (
                <Checkbox
                  key={value.id}
                  size="xs"
                  label={value.value}
                  checked={hasAttributeValue(filters, attribute.id, value.id)}
                  onChange={() => go(toggleAttributeValue(filters, attribute.id, value.id))}
                  data-testid={`filter-attribute-${attribute.id}-${value.id}`}
                />
              ))}
            </Group>
          </div>
        ))}
      </Stack>
    </FilterSection>
  );
}
