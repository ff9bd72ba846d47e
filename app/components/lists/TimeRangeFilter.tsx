// The publish-time range of the filter panel (TimeRangeFilter.lazy.tsx): its date pickers (@mantine/dates,
// with Mantine's Popover, Modal and floating-ui under them) load after the first paint
// (app/components/layout/lazyPart.tsx, docs/decisions/015-first-load-javascript.md). The server renders
// them whole; the calendars' styles stay in the first load, so nothing changes on screen when they arrive.
import '@mantine/dates/styles.css';
import { Stack, TextInput } from '@mantine/core';
import { lazyPart } from '#app/components/layout/lazyPart.tsx';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';
import { TIME_FIELDS } from './timeRangeFields.ts';

/**
 * The fields' place while their code is on its way (a list rendered in the browser): the same labels and
 * dates, read-only, without the pickers' test ids, so nothing takes them for the pickers.
 */
function TimeRangePlaceholder() {
  const { t, filters } = useListFilters();
  return (
    <FilterSection title={t('filters.time')} testId="filter-time">
      <Stack gap={6}>
        {TIME_FIELDS.map(({ key }) => (
          <TextInput key={key} size="xs" label={t(`filters.${key}`)} placeholder={t('filters.datePlaceholder')} value={filters[key] ?? ''} readOnly />
        ))}
      </Stack>
    </FilterSection>
  );
}

export const TimeRangeFilter = lazyPart<object>(
  () => import('./TimeRangeFilter.lazy.tsx').then((module) => module.TimeRangeFilter),
  TimeRangePlaceholder,
);
