// A list's states (docs/product.md#states-and-transitions, #error-codes-and-failures): loading while the next page or filter is fetched, the items,
// or 'no data'. A refusal by the platform leaves the list empty silently; no answer at all says so.
import { LoadingOverlay, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { ListSection } from '#bff/views.ts';
import { useListFilters } from './ListFiltersContext.tsx';
import classes from './ListPage.module.css';

type Props<T> = { list: ListSection<T>; children: (items: T[]) => ReactNode };

export function ListBody<T>({ list, children }: Props<T>) {
  const { tCommon: t, isListPath } = useListFilters();
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && isListPath(navigation.location.pathname);
  const items = list.status === 'ok' ? list.data.items : [];
  const state = loading ? 'loading' : list.status === 'error' && list.transport ? 'error' : items.length === 0 ? 'empty' : 'data';
  return (
    <div className={classes.body} aria-busy={loading || undefined} data-testid="list-body" data-state={state}>
      <LoadingOverlay
        visible={loading}
        zIndex={5}
        overlayProps={{ blur: 1 }}
        loaderProps={{ 'aria-label': t('loading') }}
        data-testid="list-loading"
      />
      {list.status === 'error' && list.transport ? (
        <Text className={classes.state} data-testid="list-error">
          {list.message}
        </Text>
      ) : items.length === 0 ? (
        <Text className={classes.state} data-testid="list-empty">
          {t('noData')}
        </Text>
      ) : (
        children(items)
      )}
    </div>
  );
}
