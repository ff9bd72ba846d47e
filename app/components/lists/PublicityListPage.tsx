// Procurement publicity (also inside a shop, the same screen): search text, type (shown, not
// changeable here), publish time and, for a logged-in user, 'about us' on the left; the notices,
// 12 a page, with a pager that has a quick jumper and hides on a single page.
import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import type { ListStreamed, ListSection } from '#bff/views.ts';
import { PAGE_SIZE } from '#contract/constants.ts';
import type { Notice } from '#contract/schemas.ts';
import type { ListFilters, ListPage } from '#app/lib/list-filters.ts';
import { FilterBar } from './FilterBar.tsx';
import panelClasses from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { FlagFilter } from './FlagFilter.tsx';
import { ListBody } from './ListBody.tsx';
import { ListFiltersProvider, useListFilters } from './ListFiltersContext.tsx';
import classes from './ListPage.module.css';
import { ListPager } from './ListPager.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { NoticeList } from './NoticeList.tsx';
import { PriceTypeFilter } from './PriceTypeFilter.tsx';
import { TextFilter } from './TextFilter.tsx';
import { TimeRangeFilter } from './TimeRangeFilter.tsx';
import { FiltersToggle } from './FiltersToggle.tsx';

type Props = ListStreamed & { page: ListPage; filters: ListFilters; title: string; list: ListSection<Notice> };

export function PublicityListPage({ page, filters, title, list, panel, favourites }: Props) {
  const totalCount = list.status === 'ok' ? list.data.totalCount : 0;
  const filtersId = useId();
  return (
    <ListFiltersProvider page={page} filters={filters}>
      <div className={classes.page} data-testid="list-page" data-page={page}>
        <FiltersToggle controls={filtersId} />
        <aside id={filtersId} className={classes.side}>
          <PublicityFilterPanel />
        </aside>
        <div className={classes.main}>
          <VisuallyHidden component="h1">{title}</VisuallyHidden>
          <FilterBar panel={panel} favourites={favourites} />
          <ListToolbar totalCount={totalCount} pageSize={PAGE_SIZE.noticeList} />
          <PublicityRows list={list} inShop={page === 'procurementPublicityShop' || filters.inShop === true} />
          <ListPager totalCount={totalCount} pageSize={PAGE_SIZE.noticeList} quickJumper />
        </div>
      </div>
    </ListFiltersProvider>
  );
}

function PublicityRows({ list, inShop }: { list: ListSection<Notice>; inShop: boolean }) {
  const { shopId } = useListFilters();
  return <ListBody list={list}>{(notices) => <NoticeList notices={notices} shopId={shopId} inShop={inShop} />}</ListBody>;
}

function PublicityFilterPanel() {
  const { t, signedIn } = useListFilters();
  return (
    <div className={panelClasses.panel} data-testid="filter-panel">
      <TextFilter field="searchInp" label="searchInp" />
      <PriceTypeFilter />
      <TimeRangeFilter />
      {signedIn && (
        <FilterSection title={t('filters.mine')} testId="filter-mine">
          <FlagFilter flag="aboutUs" label="aboutUsNotice" />
        </FilterSection>
      )}
    </div>
  );
}
