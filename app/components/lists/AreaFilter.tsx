// The use area (provinceCode, cityCode): a province, then one of its cities. The province list
// streams in with the panel; until then the choice on the URL is shown as it is.
import { NativeSelect, Stack } from '@mantine/core';
import type { FilterPanelView, Province, Streamed } from '#bff/views.ts';
import { withFilters } from '#app/lib/list-filters.ts';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';
import { StreamedPart } from './StreamedPart.tsx';

export function AreaFilter({ panel }: { panel: Streamed<FilterPanelView> }) {
  const { t } = useListFilters();
  return (
    <FilterSection title={t('filters.area')} testId="filter-area">
      <StreamedPart value={panel} fallback={<AreaSelects provinces={[]} />}>
        {({ provinces }) => <AreaSelects provinces={provinces?.status === 'ok' ? provinces.data : []} />}
      </StreamedPart>
    </FilterSection>
  );
}

function AreaSelects({ provinces }: { provinces: Province[] }) {
  const { t, filters, go } = useListFilters();
  const provinceCode = filters.provinceCode ?? (filters.cityCode ? `${filters.cityCode.slice(0, 2)}0000` : '');
  const province = provinces.find((p) => p.provinceCode === provinceCode);
  const known = (code: string | undefined, list: Array<{ value: string }>) =>
    code && !list.some((o) => o.value === code) ? [{ value: code, label: code }] : [];
  const provinceOptions = provinces.map((p) => ({ value: p.provinceCode, label: p.provinceName }));
  const cityOptions = (province?.cityList ?? []).map((c) => ({ value: c.cityCode, label: c.cityName }));
  return (
    <Stack gap={6}>
      <NativeSelect
        size="xs"
        aria-label={t('filters.province')}
        disabled={provinces.length === 0}
        value={provinceCode}
        data={[{ value: '', label: t('filters.allProvinces') }, ...known(provinceCode, provinceOptions), ...provinceOptions]}
        onChange={(event) => go(withFilters(filters, { provinceCode: event.currentTarget.value || undefined, cityCode: undefined }))}
        data-testid="filter-province"
      />
      <NativeSelect
        size="xs"
        aria-label={t('filters.city')}
        disabled={!province || province.directlyAdministered}
        value={filters.cityCode ?? ''}
        data={[{ value: '', label: t('filters.allCities') }, ...known(filters.cityCode, cityOptions), ...cityOptions]}
        onChange={(event) => go(withFilters(filters, { provinceCode: provinceCode || undefined, cityCode: event.currentTarget.value || undefined }))}
        data-testid="filter-city"
      />
    </Stack>
  );
}
