// The publish-time range (docs/product.md#validation-rules): two dates (YYYY-MM-DD); an end before the start shows the
// error while the list is still asked for.
import { Stack, Text, TextInput } from '@mantine/core';
import { endBeforeStart, isCalendarDate, withFilters } from '#app/lib/list-filters.ts';
import { FilterSection } from './FilterSection.tsx';
import { useDraft } from './useDraft.ts';
import { useListFilters } from './ListFiltersContext.tsx';

/** A date being typed passes through years like 0002 and 0020: only a plausible one is applied. */
const FIELDS = [
  { key: 'startTime', testId: 'filter-start-time' },
  { key: 'endTime', testId: 'filter-end-time' },
] as const;

const plausible = (value: string) => isCalendarDate(value) && value >= '1900-01-01';

export function TimeRangeFilter() {
  const { t, filters, go } = useListFilters();
  const [drafts, setDrafts] = useDraft({ startTime: filters.startTime ?? '', endTime: filters.endTime ?? '' });

  function change(key: 'startTime' | 'endTime', value: string) {
    setDrafts({ ...drafts, [key]: value });
    if (value === '') go(withFilters(filters, { [key]: undefined }));
    else if (plausible(value)) go(withFilters(filters, { [key]: value }));
  }

  return (
    <FilterSection title={t('filters.time')} testId="filter-time">
      <Stack gap={6}>
        {FIELDS.map(({ key, testId }) => (
          <TextInput
            key={key}
            type="date"
            size="xs"
            label={t(`filters.${key}`)}
            value={drafts[key]}
            max="9999-12-31"
            onChange={(event) => change(key, event.currentTarget.value)}
            data-testid={testId}
          />
        ))}
        {endBeforeStart(filters) && (
          <Text size="xs" c="red" role="alert" data-testid="filter-time-error">
            {t('filters.timeError')}
          </Text>
        )}
      </Stack>
    </FilterSection>
  );
}
