// The publish-time range (docs/product/rules.md#validation-rules): two dates, each picked on a calendar in the
// user's language (@mantine/dates) and shown as YYYY-MM-DD in every language, as the URL has them. An end
// before the start shows the error while the list is still asked for. Loaded after the first paint
// (TimeRangeFilter.tsx, app/components/layout/lazyPart.tsx): the pickers' popover, calendar and modal are
// only used once a field is clicked; the server renders the fields whole meanwhile.
import { Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { dayjsLocale } from '#app/lib/calendar-locale.ts';
import { endBeforeStart, isCalendarDate, withFilters } from '#app/lib/list-filters.ts';
import { FilterSection } from './FilterSection.tsx';
import { DATE_FORMAT, TIME_FIELDS as FIELDS } from './timeRangeFields.ts';
import { useDraft } from './useDraft.ts';
import { useListFilters } from './ListFiltersContext.tsx';

export function TimeRangeFilter() {
  const { t, locale, filters, go } = useListFilters();
  // The picked date shows at once, before the list of the new URL has loaded.
  const [drafts, setDrafts] = useDraft({ startTime: filters.startTime ?? null, endTime: filters.endTime ?? null });
  const calendarLocale = dayjsLocale(locale);

  function change(key: 'startTime' | 'endTime', value: string | null) {
    const date = value !== null && isCalendarDate(value) ? value : null;
    setDrafts({ ...drafts, [key]: date });
    go(withFilters(filters, { [key]: date ?? undefined }));
  }

  return (
    <FilterSection title={t('filters.time')} testId="filter-time">
      <Stack gap={6}>
        {FIELDS.map(({ key, testId, clear }) => (
          <DatePickerInput
            key={key}
            size="xs"
            label={t(`filters.${key}`)}
            placeholder={t('filters.datePlaceholder')}
            value={drafts[key]}
            onChange={(value) => change(key, value)}
            valueFormat={DATE_FORMAT}
            locale={calendarLocale}
            firstDayOfWeek={locale === 'zh-CN' ? 1 : 0}
            monthLabelFormat={t('filters.calendar.month')}
            getDayAriaLabel={(date) => dayjs(date).locale(calendarLocale).format(t('filters.calendar.day'))}
            getDayProps={(date) => ({ 'data-date': date })}
            ariaLabels={{
              previousMonth: t('filters.calendar.previousMonth'),
              nextMonth: t('filters.calendar.nextMonth'),
              previousYear: t('filters.calendar.previousYear'),
              nextYear: t('filters.calendar.nextYear'),
              previousDecade: t('filters.calendar.previousDecade'),
              nextDecade: t('filters.calendar.nextDecade'),
              monthLevelControl: t('filters.calendar.monthLevel'),
              yearLevelControl: t('filters.calendar.yearLevel'),
            }}
            clearable
            clearButtonProps={{ 'aria-label': t(`filters.${clear}`) }}
            popoverProps={{ withinPortal: true }}
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
