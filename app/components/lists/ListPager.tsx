// The pager under a list: page numbers, hidden when there is one page; with a quick jumper on the
// notice list (docs/product/constants.md#constants-and-limits: start page 1, no size changer, quick jumper, hidden on one page).
import { Button, Group, Pagination, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { pagerOf, withPage } from '#app/lib/list-filters.ts';
import { useListFilters } from './ListFiltersContext.tsx';

/** atLeast: there are more than totalCount items (the platform counted up to a cap): the pages go on past it. */
type Props = { totalCount: number; atLeast?: boolean; pageSize: number; quickJumper?: boolean };

export function ListPager({ totalCount, atLeast = false, pageSize, quickJumper = false }: Props) {
  const { t, filters, go } = useListFilters();
  const { totalPages } = pagerOf(filters.page, totalCount, pageSize, atLeast);
  const [jump, setJump] = useState('');
  if (totalPages <= 1) return null;
  return (
    <Group justify="center" gap="lg" py="md" data-testid="list-pager">
      <Pagination
        total={totalPages}
        value={Math.min(filters.page, totalPages)}
        onChange={(page) => go(withPage(filters, page))}
        size="sm"
        getItemProps={(page) => ({ 'data-testid': `pager-page-${page}` })}
        getControlProps={(control) => ({ 'data-testid': `pager-${control}`, 'aria-label': t(`pager.controls.${control}`) })}
      />
      {quickJumper && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            const page = Math.trunc(Number(jump));
            if (page >= 1 && page <= totalPages) go(withPage(filters, page));
          }}
        >
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{t('pager.jumpTo')}</Text>
            <TextInput
              size="xs"
              w={64}
              inputMode="numeric"
              value={jump}
              onChange={(event) => setJump(event.currentTarget.value.replace(/\D/g, ''))}
              aria-label={t('pager.jumpToPage')}
              data-testid="pager-jumper"
            />
            <Text size="sm">{t('pager.page')}</Text>
            <Button type="submit" size="compact-xs" variant="default" data-testid="pager-jumper-go">
              {t('pager.go')}
            </Button>
          </Group>
        </form>
      )}
    </Group>
  );
}
