// Beside the lists: the active purchasers' top list (TOP1 onward, medals for the first three) and
// the newest joined shops, each linking to the shop's home. They stream in with the panel.
import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { FilterPanelView, Section, Streamed } from '#bff/views.ts';
import { shopIndexHref } from '#app/lib/sourcing-links.ts';
import { useLayoutView } from '../layout/useLayoutView.ts';
import { useListFilters } from './ListFiltersContext.tsx';
import classes from './FilterPanel.module.css';
import { StreamedPart } from './StreamedPart.tsx';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

export function BuyerRankings({ panel }: { panel: Streamed<FilterPanelView> }) {
  const { t, tCommon } = useListFilters();
  const { site, shopId } = useLayoutView();
  const where = { mallId: site.mallId, shopId };
  return (
    <>
      <Ranking title={t('rankings.active')} testId="active-purchasers">
        <StreamedPart value={panel} fallback={<RankingSkeleton />}>
          {({ activePurchasers }) => (
            <Lines
              section={activePurchasers}
              t={tCommon}
              render={(list) =>
                list.map((buyer, index) => (
                  <li key={buyer.memberShopId} data-testid={`active-purchaser-${index + 1}`}>
                    <span className={classes.rank} data-medal={MEDALS[index]}>
                      {t('rankings.top', { rank: index + 1 })}
                    </span>
                    <Link to={shopIndexHref(buyer.memberShopId, where)} title={buyer.memberName}>
                      {buyer.memberName}
                    </Link>
                  </li>
                ))
              }
            />
          )}
        </StreamedPart>
      </Ranking>
      <Ranking title={t('rankings.newest')} testId="newest-shops">
        <StreamedPart value={panel} fallback={<RankingSkeleton />}>
          {({ newestShops }) => (
            <Lines
              section={newestShops}
              t={tCommon}
              render={(list) =>
                list.map((shop) => (
                  <li key={shop.id} data-testid={`newest-shop-${shop.id}`}>
                    <span>
                      <Link to={shopIndexHref(shop.id, where)} title={shop.memberName}>
                        {shop.memberName}
                      </Link>
                      {shop.areas && <span className={classes.area}>{shop.areas}</span>}
                    </span>
                  </li>
                ))
              }
            />
          )}
        </StreamedPart>
      </Ranking>
    </>
  );
}

function Ranking({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper p="sm" shadow="xs" radius={0} component="section" aria-label={title} data-testid={testId}>
      <Text fw={600} size="sm" mb={6}>
        {title}
      </Text>
      {children}
    </Paper>
  );
}

function Lines<T>({ section, render, t }: { section: Section<T[]> | null; render: (list: T[]) => ReactNode; t: TFunction }) {
  if (section?.status !== 'ok' || section.data.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        {t('noData')}
      </Text>
    );
  }
  return <ol className={classes.ranking}>{render(section.data)}</ol>;
}

function RankingSkeleton() {
  return (
    <Stack gap={8}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} h={14} />
      ))}
    </Stack>
  );
}
