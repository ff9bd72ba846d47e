// The company's facts behind the shop's name (docs/product.md#shop-layout): real-name authentication,
// registered capital, five read-only satisfaction stars, establishment date, region, cumulative
// inquiries, tenders and bids, and the total purchase amount. Opens on hover and on focus.
// Loaded after the first paint (ShopPopover.tsx).
import { HoverCard, Rating, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Shop } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { satisfactionOf } from '#app/lib/company-card.ts';
import { formatAmount, formatDate } from '#app/lib/format.ts';
import classes from './ShopCard.module.css';

export function ShopFacts({ shop }: { shop: Shop }) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  const satisfaction = satisfactionOf(shop.avgTradeCommentStar);
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
    <HoverCard width={320} position="bottom-start" shadow="md" openDelay={100} closeDelay={200} events={{ hover: true, focus: true, touch: true }}>
      <HoverCard.Target>
        <UnstyledButton className={classes.name} title={shop.memberName} aria-haspopup="dialog" data-testid="shop-name">
          {shop.memberName}
        </UnstyledButton>
      </HoverCard.Target>
      <HoverCard.Dropdown data-testid="shop-popover" aria-label={t('card.details')}>
        <dl className={classes.facts}>
          {facts.map(({ key, value }) => (
            <div key={key} style={{ display: 'contents' }} data-testid={`shop-fact-${key}`}>
              <dt>{t(`card.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
