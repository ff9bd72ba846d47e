// The company's facts behind the shop's name (docs/product.md#shop-layout): real-name authentication,
// registered capital, five read-only satisfaction stars, establishment date, region, cumulative
// inquiries, tenders and bids, and the total purchase amount. The name is the button of a native popover
// (docs/decisions/028-phone-layout.md#tap-instead-of-hover): a tap, a click, Enter or Space opens the card, Esc, a tap
// outside or the name again closes it, with no script, already in the server's HTML; the mouse resting on the name
// opens it too once this module is in (useHoverPopover.ts). Loaded after the first paint (ShopPopover.tsx).
import { Rating, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shop } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { satisfactionOf } from '#app/lib/company-card.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import { useHoverPopover } from '../layout/useHoverPopover.ts';
import classes from './ShopCard.module.css';

export function ShopFacts({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const satisfaction = satisfactionOf(shop.avgTradeCommentStar);
  const cardId = useId();
  const hover = useHoverPopover<HTMLDivElement>();
  const facts = [
    { key: 'authentication', value: t(shop.status ? 'card.authenticated' : 'card.notAuthenticated') },
    { key: 'registeredCapital', value: t('card.tenThousands', { amount: formatAmount(shop.registeredCapital, undefined, locale) }) },
    {
      key: 'satisfaction',
      value: (
        <Rating
          value={satisfaction.rating}
          fractions={10}
          readOnly
          size="sm"
          aria-label={t('card.rating', { rating: satisfaction.rating.toFixed(1) })}
          data-testid="shop-satisfaction"
        />
      ),
    },
    { key: 'establishmentDate', value: shop.establishmentDate === null ? t('card.none') : formatDate(shop.establishmentDate, locale) },
    { key: 'region', value: shop.registerArea || t('card.none') },
    { key: 'inquiries', value: shop.inquiryNum },
    { key: 'tenders', value: shop.inviteTenderNum },
    { key: 'biddings', value: shop.biddingNum },
    { key: 'purchaseAmount', value: formatAmount(shop.purchaseAmount, undefined, locale) },
  ] as const;
  return (
    <div className={classes.nameArea} {...hover.area}>
      <UnstyledButton
        className={classes.name}
        title={shop.memberName}
        aria-haspopup="dialog"
        popoverTarget={cardId}
        onClick={hover.onClick}
        data-testid="shop-name"
      >
        {shop.memberName}
      </UnstyledButton>
      <div
        id={cardId}
        ref={hover.cardRef}
        popover="auto"
        role="dialog"
        aria-label={t('card.details')}
        className={classes.factsCard}
        onToggle={hover.onToggle}
        data-testid="shop-popover"
      >
        <dl className={classes.facts}>
          {facts.map(({ key, value }) => (
            <div key={key} style={{ display: 'contents' }} data-testid={`shop-fact-${key}`}>
              <dt>{t(`card.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
