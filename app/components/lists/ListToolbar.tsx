// The toolbar above a list (docs/product.md#routes-and-layouts, #states-and-transitions): sort by publish time (none → 3 → 4 → 3) and by credit
// (sourcing lists), 'only unexpired', the total, and previous / next (previous only above page 1,
// next only below the last page). A total counted up to a cap reads "10,000+" (decision 030).
import { Link } from 'react-router';
import { nextCreditSort, nextTimeSort, pagerOf, withFilters, withPage } from '#app/lib/list-filters.ts';
import { FlagFilter } from './FlagFilter.tsx';
import { useListFilters } from './ListFiltersContext.tsx';
import classes from './ListToolbar.module.css';

/** atLeast: there are more than totalCount items (the platform counted up to a cap). */
type Props = { totalCount: number; atLeast?: boolean; pageSize: number; sorts?: boolean };

export function ListToolbar({ totalCount, atLeast = false, pageSize, sorts = false }: Props) {
  const { t, filters, href } = useListFilters();
  const pager = pagerOf(filters.page, totalCount, pageSize, atLeast);
  const timeState = filters.reputation === 3 || filters.reputation === 4 ? filters.reputation : 'none';
  const creditState = filters.reputation === 1 || filters.reputation === 2 ? filters.reputation : 'none';
  const sortLinks = [
    { sort: 'sortTime', state: timeState, next: nextTimeSort(filters.reputation), down: 3, label: t(`toolbar.sortTimeState.${timeState}`) },
    { sort: 'sortCredit', state: creditState, next: nextCreditSort(filters.reputation), down: 1, label: t(`toolbar.sortCreditState.${creditState}`) },
  ] as const;
  return (
    <div className={classes.toolbar} role="toolbar" aria-label={t('toolbar.label')} data-testid="list-toolbar">
      {sorts && (
        <>
          {sortLinks.map(({ sort, state, next, down, label }) => (
            <Link
              key={sort}
              to={href(withFilters(filters, { reputation: next }))}
              preventScrollReset
              discover="none"
              className={classes.sort}
              data-state={state}
              aria-label={label}
              data-testid={sort === 'sortTime' ? 'sort-time' : 'sort-credit'}
            >
              {t(`toolbar.${sort}`)}
              {state === 'none' ? '' : state === down ? ' ↓' : ' ↑'}
            </Link>
          ))}
          <FlagFilter flag="unexpired" label="unexpired" />
        </>
      )}
      <span className={classes.spacer} />
      <span className={classes.total} data-testid="list-total" data-total={totalCount} data-at-least={atLeast || undefined}>
        <ListTotalText totalCount={totalCount} atLeast={atLeast} />
      </span>
      <span className={classes.pages}>
        {pager.hasPrevious && (
          <Link
            to={href(withPage(filters, pager.page - 1))}
            discover="none"
            className={classes.step}
            aria-label={t('toolbar.previous')}
            data-testid="page-prev"
          >
            ‹
          </Link>
        )}
        <span data-testid="page-indicator" data-page={pager.page} data-total-pages={pager.totalPages}>
          {t(pager.atLeast ? 'toolbar.pageAtLeast' : 'toolbar.page', { page: pager.page, total: pager.totalPages })}
        </span>
        {pager.hasNext && (
          <Link
            to={href(withPage(filters, pager.page + 1))}
            discover="none"
            className={classes.step}
            aria-label={t('toolbar.next')}
            data-testid="page-next"
          >
            ›
          </Link>
        )}
      </span>
    </div>
  );
}

/** "12 results", or "10,000+ results" for a total counted up to a cap, in the page's language. */
export function ListTotalText({ totalCount, atLeast = false }: { totalCount: number; atLeast?: boolean }) {
  const { t, locale } = useListFilters();
  return atLeast ? t('toolbar.totalAtLeast', { total: new Intl.NumberFormat(locale).format(totalCount) }) : t('toolbar.total', { count: totalCount });
}
