// The publish-time range's two fields, shared by the pickers (TimeRangeFilter.lazy.tsx) and their
// placeholder (TimeRangeFilter.tsx).
export const TIME_FIELDS = [
  { key: 'startTime', testId: 'filter-start-time', clear: 'clearStartTime' },
  { key: 'endTime', testId: 'filter-end-time', clear: 'clearEndTime' },
] as const;

/** The date format of the field and of the URL, the same in every language (docs/product/constants.md#formats-and-currency). */
export const DATE_FORMAT = 'YYYY-MM-DD';
