// The right rail of a detail page (docs/product.md#routes-and-layouts): the buyer's figures and up to 3 of its other open
// items, leading to their details in the shop when the page is in the shop (inShop=true). Both
// stream in and fail on their own.
import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DetailRail as Rail, Section, RailItem } from '#bff/views.ts';
import type { BuyerStatistics } from '#contract/schemas.ts';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { formatTenThousands } from '#app/lib/format.ts';
import { remainingDays } from '#app/lib/remaining-days.ts';
import { railDetailHref } from '#app/lib/shop-links.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { StreamedPart } from '../lists/StreamedPart.tsx';
import { useLayoutView } from '../layout/useLayoutView.ts';
import classes from './DetailPage.module.css';

type Props = Rail & { kind: SourcingKind; inShop: boolean };

export function DetailRail({ statistics, others, kind, inShop }: Props) {
  const { t } = useTranslation('detail');
  return (
    <aside className={classes.rail} aria-label={t('rail.label')}>
      <section className={classes.railBox} aria-labelledby="rail-buyer-title" data-testid="detail-rail-stats">
        <h2 id="rail-buyer-title" className={classes.railTitle}>
          {t('rail.buyer')}
        </h2>
        <StreamedPart value={statistics} fallback={<Skeleton h={160} />}>
          {(section) => <BuyerFigures section={section} />}
        </StreamedPart>
      </section>
      <section className={classes.railBox} aria-labelledby="rail-others-title" data-testid="detail-rail-items">
        <h2 id="rail-others-title" className={classes.railTitle}>
          {t(`rail.others.${kind}`)}
        </h2>
        <StreamedPart value={others} fallback={<Skeleton h={120} />}>
          {(section) => <OtherItems section={section} kind={kind} inShop={inShop} />}
        </StreamedPart>
      </section>
    </aside>
  );
}

function BuyerFigures({ section }: { section: Section<BuyerStatistics> }) {
  const { t } = useTranslation('detail');
  const locale = useLocale();
  if (section.status === 'error') {
    return (
      <Text size="sm" c="dimmed" data-testid="detail-rail-stats-error">
        {section.message}
      </Text>
    );
  }
  const stats = section.data;
  const figures = [
    { key: 'creditPoint', value: stats.creditPoint },
    { key: 'inquiries', value: stats.inquiryNum },
    { key: 'tenders', value: stats.inviteTenderNum },
    { key: 'biddings', value: stats.biddingNum },
    { key: 'purchaseAmount', value: t('rail.amount', { amount: formatTenThousands(stats.purchaseAmount, undefined, locale) }) },
  ] as const;
  return (
    <>
      <Text fw={700} mb="sm" data-testid="detail-rail-buyer-name">
        {stats.memberName}
      </Text>
      <dl className={classes.railFigures}>
        {figures.map(({ key, value }) => (
          <div key={key} data-testid={`detail-rail-${key}`}>
            <dt>{t(`rail.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function OtherItems({ section, kind, inShop }: { section: Section<RailItem[]>; kind: SourcingKind; inShop: boolean }) {
  const { t } = useTranslation('detail');
  const { t: tCommon } = useTranslation();
  const { shopId } = useLayoutView();
  if (section.status === 'error' || section.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="detail-rail-items-empty">
        {section.status === 'error' ? section.message : t('rail.noOthers')}
      </Text>
    );
  }
  return (
    <ul className={classes.railItems}>
      {section.data.map((item) => {
        const days = remainingDays(item);
        return (
          <li key={item.id} data-testid={`detail-rail-item-${item.id}`}>
            <Link to={railDetailHref(kind, item.id, { prefix: shopId, inShop })} title={item.title}>
              {item.title}
            </Link>
            <Text size="xs" c={days > 0 ? 'orange.7' : 'dimmed'}>
              {days > 0 ? tCommon('remaining.lessThanDays', { count: days }) : tCommon('remaining.ended')}
            </Text>
          </li>
        );
      })}
    </ul>
  );
}
