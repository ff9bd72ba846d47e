// One of the home page's three card lists (inquiries, tenders, competitive bids): a title with a
// see-more link, then nine cards, the first one wide, streamed in with a skeleton meanwhile. The
// shop home uses it too: its own lists and details, and only the lists that have items.
import { Anchor, Text } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Await, Link } from 'react-router';
import type { ListSection } from '#bff/views.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { navHref } from '#app/lib/main-navigation.ts';
import type { CardItemOf } from '#app/lib/sourcing-kinds.ts';
import { Placeholder } from '../feedback/Placeholder.tsx';
import { CardListProvider } from './CardListContext.tsx';
import { SourcingCard } from './SourcingCard.tsx';
import classes from './SourcingSection.module.css';

type Props<K extends SourcingKind> = {
  kind: K;
  /** Each item with its card's fields (bff/card-fields.ts). */
  items: Promise<ListSection<CardItemOf[K]>>;
  shopId: number | null;
  /** Inside a buyer's shop: see-more to the shop's own list, cards to the shop's details, and no section without items. */
  inShop?: { seeMoreHref: string; detailLink: (kind: SourcingKind, id: number) => string };
};

export function SourcingSection<K extends SourcingKind>({ kind, items, shopId, inShop }: Props<K>) {
  const { t } = useTranslation('home');
  const titleId = `section-title-${kind}`;
  const section = (content: ReactNode) => (
    <section className={classes.section} data-kind={kind} aria-labelledby={titleId} data-testid={`section-${kind}`}>
      <header className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {t(`sections.${kind}`)}
        </h2>
        <Anchor component={Link} to={inShop?.seeMoreHref ?? navHref(kind, shopId)} size="sm" data-testid={`see-more-${kind}`}>
          {t('sections.seeMore')} ›
        </Anchor>
      </header>
      {content}
    </section>
  );
  const cards = (list: ListSection<CardItemOf[K]>) => (
    <CardListProvider kind={kind} detailLink={inShop?.detailLink}>
      <Cards kind={kind} section={list} />
    </CardListProvider>
  );
  // In a shop a list without items is no section at all: it shows once its items (or its error) are there.
  if (inShop) {
    return (
      <Suspense fallback={null}>
        <Await resolve={items}>{(list) => (list.status === 'ok' && list.data.items.length === 0 ? null : section(cards(list)))}</Await>
      </Suspense>
    );
  }
  return section(
    <Suspense fallback={<CardsSkeleton />}>
      <Await resolve={items}>{cards}</Await>
    </Suspense>,
  );
}

function Cards<K extends SourcingKind>({ kind, section }: { kind: K; section: ListSection<CardItemOf[K]> }) {
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
        <SourcingCard key={item.id} kind={kind} item={item} wide={index === 0} />
      ))}
    </div>
  );
}

function CardsSkeleton() {
  return (
    <div className={classes.grid} data-testid="section-loading">
      {Array.from({ length: 9 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Placeholder key={index} height={220} className={index === 0 ? classes.wide : undefined} />
      ))}
    </div>
  );
}
