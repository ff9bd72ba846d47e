// A yes/no filter as a checkbox: 'only related to me', 'about us', 'active stores', 'new join'.
import { Checkbox } from '@mantine/core';
import { withFilters } from '#app/lib/list-filters.ts';
import { useListFilters } from './ListFiltersContext.tsx';

type Flag = 'aboutUs' | 'activeStores' | 'newJoin' | 'unexpired';
type Label = 'aboutUs' | 'aboutUsNotice' | 'activeStores' | 'newJoin' | 'unexpired';

const TEST_ID: Record<Flag, string> = {
  aboutUs: 'filter-about-us',
  activeStores: 'filter-active-stores',
  newJoin: 'filter-new-join',
  unexpired: 'filter-unexpired',
};

export function FlagFilter({ flag, label }: { flag: Flag; label: Label }) {
  const { t, filters, go } = useListFilters();
  return (
    <Checkbox
      size="xs"
      label={t(`flags.${label}`)}
      checked={filters[flag] === true}
      onChange={() => go(withFilters(filters, { [flag]: filters[flag] ? undefined : true }))}
      data-testid={TEST_ID[flag]}
    />
  );
}
