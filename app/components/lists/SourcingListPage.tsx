// A mall sourcing list (inquiries, tenders or competitive bids): the filter panel on the left; on
// the right the list banner, the filter bar, the toolbar, 12 cards (the home's cards and action
// flow, the first one wide) and the pager.
import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { ListStreamed, ListSection, Section, SourcingItem } from '#bff/views.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { Advert } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import type { ListFilters, ListPage } from '#app/lib/list-filters.ts';
import { SourcingCard } from '../home/SourcingCard.tsx';
import { CardListProvider } from '../home/CardListContext.tsx';
import { AreaFilter } from './AreaFilter.tsx';
import { AttributeFilter } from './AttributeFilter.tsx';
import { BrandFilter } from './BrandFilter.tsx';
import { BuyerRankings } from './BuyerRankings.tsx';
import { CategoryTreeFilter } from './CategoryTreeFilter.tsx';
import { FilterBar } from './FilterBar.tsx';
import panelClasses from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { FlagFilter } from './FlagFilter.tsx';
import { ListBanner } from './ListBanner.tsx';
import { ListBody } from './ListBody.tsx';
import { ListFiltersProvider, useListFilters } from './ListFiltersContext.tsx';
import classes from './ListPage.module.css';
import { ListPager } from './ListPager.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { PanelSliders } from './PanelSliders.tsx';
import { PriceTypeFilter } from './PriceTypeFilter.tsx';
import { TextFilter } from './TextFilter.tsx';
import { TimeRangeFilter } from './TimeRangeFilter.tsx';
import { FiltersToggle } from './FiltersToggle.tsx';

type Props = ListStreamed & {
  page: ListPage;
  kind: SourcingKind;
  filters: ListFilters;
  title: string;
  banners: Section<Advert[]>;
  list: ListSection<SourcingItem>;
};

export function SourcingListPage({ page, kind, filters, title, banners, list, panel, favourites }: Props) {
  const totalCount = list.status === 'ok' ? list.data.totalCount : 0;
  const atLeast = list.status === 'ok' && list.data.totalCountAtLeast === true;
  const filtersId = useId();
  return (
    <ListFiltersProvider page={page} filters={filters}>
      <div className={classes.page} data-testid="list-page" data-page={page}>
        <FiltersToggle controls={filtersId} />
        <aside id={filtersId} className={classes.side}>
          <SourcingFilterPanel panel={panel} />
          <BuyerRankings panel={panel} />
        </aside>
        <div className={classes.main}>
          <VisuallyHidden component="h1">{title}</VisuallyHidden>
          <ListBanner kind={kind} banners={banners} />
          <FilterBar panel={panel} favourites={favourites} />
          <ListToolbar totalCount={totalCount} atLeast={atLeast} pageSize={PAGE_SIZE.publicList} sorts />
          <ListBody list={list}>
            {(items) => (
              <CardListProvider kind={kind}>
                <div className={classes.cards} data-testid="list-cards">
                  {items.map((item, index) => card(kind, item, index === 0))}
                </div>
              </CardListProvider>
            )}
          </ListBody>
          <ListPager totalCount={totalCount} atLeast={atLeast} pageSize={PAGE_SIZE.publicList} />
        </div>
      </div>
    </ListFiltersProvider>
  );
}

function card(kind: SourcingKind, item: SourcingItem, wide: boolean) {
  return <SourcingCard key={item.id} kind={kind} item={item as never} wide={wide} />;
}

function SourcingFilterPanel({ panel }: { panel: ListStreamed['panel'] }) {
  const { t, signedIn } = useListFilters();
  return (
    <div className={panelClasses.panel} data-testid="filter-panel">
      <CategoryTreeFilter />
      <AttributeFilter />
      <BrandFilter panel={panel} />
      <PanelSliders panel={panel} />
      <PriceTypeFilter />
      <TimeRangeFilter />
      <TextFilter field="keyword" label="keyword" />
      <AreaFilter panel={panel} />
      {signedIn && (
        <FilterSection title={t('filters.mine')} testId="filter-mine">
          <FlagFilter flag="aboutUs" label="aboutUs" />
        </FilterSection>
      )}
    </div>
  );
}
