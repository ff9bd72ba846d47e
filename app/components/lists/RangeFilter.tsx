// The price and points sliders (docs/product/rules.md#validation-rules): from 0 in steps of 1 up to the server's maximum price
// (900 until it loads); the text hides the upper bound when the lower one is at the top. Two number
// fields and an OK button do the same for those who type.
import { Button, RangeSlider, TextInput } from '@mantine/core';
import { Fragment } from 'react';
import { formatAmount, formatMoney } from '#app/lib/format.ts';
import { withFilters } from '#app/lib/list-filters.ts';
import classes from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { useDraft } from './useDraft.ts';
import { useListFilters } from './ListFiltersContext.tsx';

type Kind = 'price' | 'points';

export function RangeFilter({ kind, max }: { kind: Kind; max: number }) {
  const { t, locale, filters, go } = useListFilters();
  const [low, high] = kind === 'price' ? [filters.min, filters.max] : [filters.minPoint, filters.maxPoint];
  const clamp = (value: number) => Math.min(max, Math.max(0, value));
  const [range, setRange] = useDraft<[number, number]>([clamp(low ?? 0), clamp(high ?? max)]);
  const format = (value: number) => (kind === 'price' ? formatAmount(value, undefined, locale) : formatMoney(value).replace(/\.00$/, ''));

  /** A field left empty is the end of the slider. (A plain text field: lighter than NumberInput.) */
  function setEnd(end: 0 | 1, value: string) {
    const next: [number, number] = [...range];
    next[end] = value === '' ? (end === 0 ? 0 : max) : clamp(Number(value) || 0);
    setRange(next);
  }

  function apply([from, to]: [number, number]) {
    const [a, b] = from <= to ? [from, to] : [to, from];
    // The ends of the slider are no bound: 0 is 'from anything', the top is 'to anything'.
    const lower = a > 0 ? a : undefined;
    const upper = b < max ? b : undefined;
    go(withFilters(filters, kind === 'price' ? { min: lower, max: upper } : { minPoint: lower, maxPoint: upper }));
  }

  const text =
    range[0] >= max ? t('filters.rangeFrom', { from: format(range[0]) }) : t('filters.range', { from: format(range[0]), to: format(range[1]) });
  return (
    <FilterSection title={t(`filters.${kind}`)} testId={`filter-${kind}`}>
      <RangeSlider
        min={0}
        max={max}
        step={1}
        minRange={0}
        value={range}
        onChange={setRange}
        onChangeEnd={apply}
        label={null}
        thumbFromLabel={t('filters.from')}
        thumbToLabel={t('filters.to')}
        data-testid={`filter-${kind}-slider`}
        data-max={max}
      />
      <div className={classes.rangeText} data-testid={`filter-${kind}-text`}>
        {text}
      </div>
      <form
        className={classes.inputs}
        onSubmit={(event) => {
          event.preventDefault();
          apply(range);
        }}
      >
        {([0, 1] as const).map((end) => (
          <Fragment key={end}>
            {end === 1 && <span aria-hidden>–</span>}
            <TextInput
              size="xs"
              inputMode="numeric"
              value={String(range[end])}
              onChange={(event) => setEnd(end, event.currentTarget.value.replace(/\D/g, ''))}
              aria-label={t(end === 0 ? 'filters.from' : 'filters.to')}
              data-testid={`filter-${kind}-${end === 0 ? 'min' : 'max'}`}
            />
          </Fragment>
        ))}
        <Button type="submit" size="compact-xs" variant="light" data-testid={`filter-${kind}-apply`}>
          {t('filters.apply')}
        </Button>
      </form>
    </FilterSection>
  );
}
