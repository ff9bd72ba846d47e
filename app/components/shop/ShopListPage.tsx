// A buyer shop's own list of inquiries, tenders or competitive bids (docs/product.md#routes-and-layouts): the filters (the shop's category tree, unexpired, publish time, use area) on the left;
// on the right expandable rows, 10 a page, each opening the detail inside the shop. The mall
// lists' filter controls serve here too, writing the shop list's own URLs.
import { Text, Title } from '@mantine/core';
import { useId, useMemo } from 'react';
import type { FilterPanelView, ListSection, Section, Streamed } from '#bff/views.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { CategoryNode } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { sourcingPageOf } from '#app/lib/list-filters.ts';
import { SHOP_LIST_PAGE } from '#app/lib/shop-links.ts';
import { shopListHref, type ShopListFilters } from '#app/lib/shop-list.ts';
import { routeSegments } from '#bff/url-state/shop-prefix.ts';
import type { SourcingItemOf as ShopListItemOf } from '#app/lib/sourcing-kinds.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { AreaFilter } from '../lists/AreaFilter.tsx';
import { CategoryTreeFilter } from '../lists/CategoryTreeFilter.tsx';
import panelClasses from '../lists/FilterPanel.module.css';
import { FilterSection } from '../lists/FilterSection.tsx';
import { FlagFilter } from '../lists/FlagFilter.tsx';
import { ListBody } from '../lists/ListBody.tsx';
import { ListFiltersProvider, useListFilters, type ListRoute } from '../lists/ListFiltersContext.tsx';
import classes from '../lists/ListPage.module.css';
import { ListPager } from '../lists/ListPager.tsx';
import { ListTotalText } from '../lists/ListToolbar.tsx';
import { TimeRangeFilter } from '../lists/TimeRangeFilter.tsx';
import { ShopListRows } from './ShopListRows.tsx';
import rowClasses from './ShopListRows.module.css';
import { FiltersToggle } from '../lists/FiltersToggle.tsx';

type Props<K extends SourcingKind> = {
  kind: K;
  filters: ShopListFilters;
  title: string;
  shopId: number;
  list: ListSection<ShopListItemOf[K]>;
  categories: Section<CategoryNode[]>;
  panel: Streamed<FilterPanelView>;
};

export function ShopListPage<K extends SourcingKind>({ kind, filters, title, shopId, list, categories, panel }: Props<K>) {
  const { shopId: prefix } = useLayoutView();
  const totalCount = list.status === 'ok' ? list.data.totalCount : 0;
  const atLeast = list.status === 'ok' && list.data.totalCountAtLeast === true;
  const route = useMemo<ListRoute>(
    () => ({
      href: (next) => shopListHref(kind, next, prefix),
      isListPath: (pathname) => routeSegments(pathname)[0] === SHOP_LIST_PAGE[kind],
      categories: categories.status === 'ok' ? categories.data : [],
    }),
    [kind, prefix, categories],
  );
  const filtersId = useId();
  return (
    <ListFiltersProvider page={sourcingPageOf(kind)} filters={filters} route={route}>
      <div className={classes.page} data-testid="shop-list-page" data-kind={kind}>
        <FiltersToggle controls={filtersId} />
        <aside id={filtersId} className={classes.side}>
          <div className={panelClasses.panel} data-testid="filter-panel">
            <CategoryTreeFilter />
            <UnexpiredFilter />
            <TimeRangeFilter />
            <AreaFilter panel={panel} />
          </div>
        </aside>
        <div className={classes.main}>
          <header className={rowClasses.listHeader}>
            <Title order={1} size="h3">
              {title}
            </Title>
            <ListTotal totalCount={totalCount} atLeast={atLeast} />
          </header>
          <ListBody list={list}>{(items) => <ShopListRows kind={kind} items={items} shopId={shopId} />}</ListBody>
          <ListPager totalCount={totalCount} atLeast={atLeast} pageSize={PAGE_SIZE.shopList} />
        </div>
      </div>
    </ListFiltersProvider>
  );
}

function UnexpiredFilter() {
  const { t } = useListFilters();
  return (
    <FilterSection title={t('flags.unexpired')} testId="filter-unexpired-section">
      <FlagFilter flag="unexpired" label="unexpired" />
    </FilterSection>
  );
}

function ListTotal({ totalCount, atLeast }: { totalCount: number; atLeast: boolean }) {
  return (
    <Text size="sm" c="dimmed" data-testid="shop-list-total">
      <ListTotalText totalCount={totalCount} atLeast={atLeast} />
    </Text>
  );
}
