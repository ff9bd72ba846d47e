// One of the home page's three card lists (inquiries, tenders, competitive bids): a title with a
// see-more link, then nine cards, the first one wide, streamed in with a skeleton meanwhile.
import { Anchor, Skeleton, Text } from '@mantine/core';
import { Fragment, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link } from 'react-router';
import type { ListSection } from '../../../bff/views.ts';
import type { SourcingKind } from '../../lib/card-action.ts';
import { navHref } from '../../lib/main-navigation.ts';
import { CardListProvider } from './CardListContext.tsx';
import classes from './SourcingSection.module.css';

type Props<T extends { id: number }> = {
  kind: SourcingKind;
  items: Promise<ListSection<T>>;
  shopId: number | null;
  renderCard: (item: T, wide: boolean) => ReactNode;
};

export function SourcingSection<T extends { id: number }>({ kind, items, shopId, renderCard }: Props<T>) {
  const { t } = useTranslation('home');
  const titleId = `section-title-${kind}`;
  return (
    <section className={classes.section} data-kind={kind} aria-labelledby={titleId} data-testid={`section-${kind}`}>
      <header className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {t(`sections.${kind}`)}
        </h2>
        <Anchor component={Link} to={navHref(kind, shopId)} size="sm" data-testid={`see-more-${kind}`}>
          {t('sections.seeMore')} ›
        </Anchor>
      </header>
      <Suspense fallback={<CardsSkeleton />}>
        <Await resolve={items}>
          {(section) => (
            <CardListProvider kind={kind}>
              <Cards section={section} renderCard={renderCard} />
            </CardListProvider>
          )}
        </Await>
      </Suspense>
    </section>
  );
}

function Cards<T extends { id: number }>({ section, renderCard }: { section: ListSection<T>; renderCard: Props<T>['renderCard'] }) {
  const { t } = useTranslation();
  if (section.status === 'error') {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="section-error">
        {section.message}
      </Text>
    );
  }
  if (section.data.items.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="section-empty">
        {t('noData')}
      </Text>
    );
  }
  return (
    <div className={classes.grid}>
      {section.data.items.map((item, index) => (
        <Fragment key={item.id}>{renderCard(item, index === 0)}</Fragment>
      ))}
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className={classes.grid} data-testid="section-loading">
      {Array.from({ length: 9 }, (_, index) => (
        <Skeleton key={index} h={220} className={index === 0 ? classes.wide : undefined} />
      ))}
    </div>
  );
}
