// The shop's name in the shop card, with the company's facts on hover and on focus. The card (Mantine's
// HoverCard and Rating, floating-ui) is not needed for the first paint: its code loads as the page
// hydrates (app/components/layout/lazyPart.tsx, ShopPopover.lazy.tsx).
import { UnstyledButton } from '@mantine/core';
import type { Shop } from '#contract/schemas.ts';
import { lazyPart } from '../layout/lazyPart.tsx';
import classes from './ShopCard.module.css';

/** The name alone, in its place, while the card's code is on its way (a page rendered in the browser). */
function ShopName({ shop }: { shop: Shop }) {
  return (
    <UnstyledButton className={classes.name} title={shop.memberName} aria-haspopup="dialog" data-testid="shop-name">
      {shop.memberName}
    </UnstyledButton>
  );
}

export const ShopPopover = lazyPart(() => import('./ShopPopover.lazy.tsx').then((module) => module.ShopFacts), ShopName);
