// Famous-enterprise purchasing: filters (category, company name, use area, active stores, new
// join) on the left; the buyer-company cards, 5 a page, on the right; the buyer rankings below the
// filters. Each card leads to the company's shop home.
import { useId } from 'react';
import { Stack, VisuallyHidden } from '@mantine/core';
import type { ListStreamed, ListSection } from '#bff/views.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { BuyerShopCard } from '#contract/schemas.ts';
import type { ListFilters, ListPage } from '#app/lib/list-filters.ts';
import { shopIndexHref } from '#app/lib/sourcing-links.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { AreaFilter } from './AreaFilter.tsx';
import { BuyerRankings } from './BuyerRankings.tsx';
import { CategoryTreeFilter } from './CategoryTreeFilter.tsx';
import { CompanyCard } from './CompanyCard.tsx';
import { FilterBar } from './FilterBar.tsx';
import panelClasses from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { FlagFilter } from './FlagFilter.tsx';
import { ListBody } from './ListBody.tsx';
import { ListFiltersProvider, useListFilters } from './ListFiltersContext.tsx';
import classes from './ListPage.module.css';
import { ListPager } from './ListPager.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { TextFilter } from './TextFilter.tsx';
import { FiltersToggle } from './FiltersToggle.tsx';

type Props = ListStreamed & { page: ListPage; filters: ListFilters; title: string; list: ListSection<BuyerShopCard> };

export function EnterpriseListPage({ page, filters, title, list, panel, favourites }: Props) {
  const totalCount = list.status === 'ok' ? list.data.totalCount : 0;
  const filtersId = useId();
  return (
    <ListFiltersProvider page={page} filters={filters}>
      <div className={classes.page} data-testid="list-page" data-page={page}>
        <FiltersToggle controls={filtersId} />
        <aside id={filtersId} className={classes.side}>
          <EnterpriseFilterPanel panel={panel} />
          <BuyerRankings panel={panel} />
        </aside>
        <div className={classes.main}>
          <VisuallyHidden component="h1">{title}</VisuallyHidden>
          <FilterBar panel={panel} favourites={favourites} />
          <ListToolbar totalCount={totalCount} pageSize={PAGE_SIZE.buyerShopList} />
          <CompanyRows list={list} />
          <ListPager totalCount={totalCount} pageSize={PAGE_SIZE.buyerShopList} />
        </div>
      </div>
    </ListFiltersProvider>
  );
}

function EnterpriseFilterPanel({ panel }: { panel: ListStreamed['panel'] }) {
  const { t } = useListFilters();
  return (
    <div className={panelClasses.panel} data-testid="filter-panel">
      <CategoryTreeFilter />
      <TextFilter field="keyword" label="companyName" />
      <AreaFilter panel={panel} />
      <FilterSection title={t('filters.shops')} testId="filter-shops">
        <Stack gap={6}>
          <FlagFilter flag="activeStores" label="activeStores" />
          <FlagFilter flag="newJoin" label="newJoin" />
        </Stack>
      </FilterSection>
    </div>
  );
}

function CompanyRows({ list }: { list: ListSection<BuyerShopCard> }) {
  const { t, locale, shopId } = useListFilters();
  const { site } = useLayoutView();
  return (
    <ListBody list={list}>
      {(shops) => (
        <div className={classes.rows} data-testid="company-list">
          {shops.map((shop) => (
            <CompanyCard key={shop.id} shop={shop} href={shopIndexHref(shop.id, { mallId: site.mallId, shopId })} t={t} locale={locale} />
          ))}
        </div>
      )}
    </ListBody>
  );
}
