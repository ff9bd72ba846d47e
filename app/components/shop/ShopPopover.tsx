// The shop's name in the shop card, the button of a card of the company's facts that opens on a tap, a click or
// the keyboard (a native popover, in the server's HTML) and on hover (docs/decisions/028-phone-layout.md#tap-instead-of-hover).
// Its code (Mantine's Rating, the hover) is not needed for the first paint: it loads as the page hydrates
// (app/components/layout/lazyPart.tsx, ShopPopover.lazy.tsx).
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
