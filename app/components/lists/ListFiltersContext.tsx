// The filter state of the list page on screen and the way to change it, for every control of the
// filter panel, bar and toolbar: a change is a navigation to the state's canonical URL (the state
// lives in the URL alone), keeping the scroll position. Worked out once per page. Filter links say
// discover="none": they lead to the list routes the browser already has, and dozens of them would
// otherwise ask the server for the route manifest of every one.
import type { TFunction } from 'i18next';
import { createContext, use, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#contract/lang.ts';
import type { Attribute, CategoryNode } from '#contract/schemas.ts';
import { listHref, matchListPath, type ListFilters, type ListPage } from '#app/lib/list-filters.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { useCategoryAttributes, type CategoryAttributes } from './useCategoryAttributes.ts';

export type ListFiltersValue = {
  /** Translations and locale, looked up once per page rather than once per control. */
  t: TFunction<'lists'>;
  tCommon: TFunction;
  locale: Locale;
  page: ListPage;
  filters: ListFilters;
  shopId: number | null;
  signedIn: boolean;
  /** The category tree of the layout ([] when it failed). */
  categories: CategoryNode[];
  /** The attributes of the chosen leaf category (none for a top category or no category). */
  attributes: CategoryAttributes;
  href: (next: ListFilters, target?: ListPage) => string;
  go: (next: ListFilters, target?: ListPage) => void;
  /** Whether a path is this list's (a navigation there is the list loading). */
  isListPath: (pathname: string) => boolean;
};

/**
 * A list that is not one of LIST_PAGES (a buyer shop's own lists): its own URLs and category tree,
 * with the same filter controls. Category attributes are no part of it.
 */
export type ListRoute = { href: (next: ListFilters) => string; isListPath: (pathname: string) => boolean; categories: CategoryNode[] };

const ListFiltersContext = createContext<ListFiltersValue | null>(null);

type ProviderProps = { page: ListPage; filters: ListFilters; route?: ListRoute; children: ReactNode };

export function ListFiltersProvider({ page, filters, route, children }: ProviderProps) {
  const { t, i18n } = useTranslation('lists');
  const { t: tCommon } = useTranslation();
  const { shopId, user, categories } = useLayoutView();
  const navigate = useNavigate();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  // The layout's tree may still be streaming (cold caches): the list's shell waits for it here.
  const layoutTree = categories instanceof Promise ? use(categories) : categories;
  const tree = route?.categories ?? (layoutTree.status === 'ok' ? layoutTree.data : EMPTY_TREE);
  const attributes = useCategoryAttributes(route ? EMPTY_TREE : tree, filters.categoryId);
  const value = useMemo<ListFiltersValue>(() => {
    const href = (next: ListFilters, target: ListPage = page) => (route && target === page ? route.href(next) : listHref(target, next, shopId));
    return {
      t,
      tCommon,
      locale,
      page,
      filters,
      shopId,
      signedIn: user !== null,
      categories: tree,
      attributes,
      href,
      go: (next, target) => void navigate(href(next, target), { preventScrollReset: true }),
      isListPath: route?.isListPath ?? ((pathname) => matchListPath(pathname)?.page === page),
    };
  }, [t, tCommon, locale, page, filters, shopId, user, tree, attributes, navigate, route]);
  return <ListFiltersContext.Provider value={value}>{children}</ListFiltersContext.Provider>;
}

const EMPTY_TREE: CategoryNode[] = [];

export function useListFilters(): ListFiltersValue {
  const value = useContext(ListFiltersContext);
  if (!value) throw new Error('a list filter outside a ListFiltersProvider');
  return value;
}

export type { Attribute };
