// The rows of a shop list (docs/product.md#routes-and-layouts): a header per item (content, delivery address, delivery
// date, days left to quote, material kinds, quote count, created time, 'view details'; a tender and a
// competitive bid also its phase and the countdown to its end), which expands to the item's materials table. One
// component for the rows: no hooks per row.
import { Anchor, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { biddingCountdown } from '#app/lib/phase-countdown.ts';
import { formatDate } from '#app/lib/format.ts';
import { remainingDays } from '#app/lib/remaining-days.ts';
import { shopDetailHref } from '#app/lib/shop-links.ts';
import type { SourcingItemOf as ShopListItemOf } from '#app/lib/sourcing-kinds.ts';
import { shopListRow } from '#app/lib/sourcing-kinds.ts';
import { tenderCountdown } from '#app/lib/phase-countdown.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { MaterialsTable } from '../details/MaterialsTable.tsx';
import { BiddingStage, TenderStage } from '../home/PhaseStage.tsx';
import { useLayoutView } from '../layout/useLayoutView.ts';
import classes from './ShopListRows.module.css';

type Props<K extends SourcingKind> = { kind: K; items: Array<ShopListItemOf[K]>; shopId: number };

export function ShopListRows<K extends SourcingKind>({ kind, items, shopId }: Props<K>) {
  const { t } = useTranslation('shop');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const { serverTime } = useLayoutView();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <ul className={classes.rows} data-testid="shop-list-rows">
      {items.map((item) => {
        const row = shopListRow(kind, item);
        const days = remainingDays(row.remaining);
        const stage = row.stage ? tenderCountdown(row.stage, serverTime) : null;
        const bidding = row.biddingStage ? biddingCountdown(row.biddingStage, serverTime) : null;
        const expanded = open.has(row.id);
        const panelId = `shop-row-materials-${row.id}`;
        return (
          <li key={row.id} className={classes.row} data-kind={kind} data-testid={`shop-list-row-${row.id}`} data-expanded={expanded || undefined}>
            <div className={classes.header}>
              <UnstyledButton
                className={classes.expand}
                aria-expanded={expanded}
                aria-controls={panelId}
                aria-label={t(expanded ? 'lists.collapse' : 'lists.expand', { title: row.content })}
                onClick={() => toggle(row.id)}
                data-testid={`shop-list-expand-${row.id}`}
              >
                {expanded ? '−' : '+'}
              </UnstyledButton>
              <div className={classes.main}>
                <Link to={shopDetailHref(kind, row.id, shopId)} className={classes.content} title={row.content} data-testid="shop-list-row-title">
                  {row.content}
                </Link>
                <dl className={classes.facts}>
                  {(stage || bidding) && (
                    <div>
                      <dt>{t('lists.phase')}</dt>
                      <dd>
                        {stage && <TenderStage countdown={stage} t={tCommon} testId={`shop-list-stage-${row.id}`} />}
                        {bidding && <BiddingStage countdown={bidding} t={tCommon} testId={`shop-list-stage-${row.id}`} />}
                      </dd>
                    </div>
                  )}
                  <div>
                    <dt>{t('lists.deliveryAddress')}</dt>
                    <dd title={row.address}>{row.address}</dd>
                  </div>
                  <div>
                    <dt>{t('lists.deliveryDate')}</dt>
                    <dd>{formatDate(row.deliveryDate, locale)}</dd>
                  </div>
                  <div data-testid="shop-list-days-left" data-days={days}>
                    <dt>{t(`lists.daysLeft.${kind}`)}</dt>
                    <dd className={classes.days} data-open={days > 0 || undefined}>
                      {days > 0 ? tCommon('remaining.lessThanDays', { count: days }) : tCommon('remaining.ended')}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('lists.materialKinds')}</dt>
                    <dd data-testid="shop-list-material-kinds">{row.materialKinds}</dd>
                  </div>
                  <div>
                    <dt>{t(`lists.quoteCount.${kind}`)}</dt>
                    <dd data-testid="shop-list-quote-count">{row.quoteCount}</dd>
                  </div>
                  <div>
                    <dt>{t('lists.createdAt')}</dt>
                    <dd>{formatDate(row.createTime, locale, 'YYYY-MM-DD HH:mm')}</dd>
                  </div>
                </dl>
              </div>
              <Anchor
                component={Link}
                to={shopDetailHref(kind, row.id, shopId)}
                size="sm"
                className={classes.details}
                data-testid={`shop-list-details-${row.id}`}
              >
                {t('lists.viewDetails')}
              </Anchor>
            </div>
            {expanded && (
              <div id={panelId} className={classes.materials}>
                <MaterialsTable materials={row.materials} testId={`shop-list-materials-${row.id}`} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
