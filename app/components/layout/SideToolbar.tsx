// The floating toolbar on the right (offset 200px, docs/product.md#routes-and-layouts): publicity, the three lists,
// customer service, the app's QR code on hover (its card's code loads after the first paint:
// AppQrCard.lazy.tsx), and back to top.
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { AppDownloadLink } from '#contract/schemas.ts';
import { navHref } from '#app/lib/main-navigation.ts';
import { shopNavHref } from '#app/lib/shop-links.ts';
import { CustomerServiceButton } from './CustomerServiceButton.tsx';
import { lazyPart } from './lazyPart.tsx';
import classes from './SideToolbar.module.css';

export const SIDE_TOOLBAR_OFFSET_PX = 200;

/** The app entry without its card, in its place, while the card's code is on its way (a page rendered in the browser). */
function AppButton() {
  const { t } = useTranslation('layout');
  return (
    <UnstyledButton type="button" className={classes.item} data-testid="toolbar-app">
      {t('toolbar.app')}
    </UnstyledButton>
  );
}

const AppQrCard = lazyPart(() => import('./AppQrCard.lazy.tsx').then((module) => module.AppQrCard), AppButton);

type Props = {
  appLink: Section<AppDownloadLink | null>;
  shopId: number | null;
  signedIn: boolean;
  /** In a buyer's shop (its id): the shop's own publicity and lists. */
  buyerShopId?: number;
};

export function SideToolbar({ appLink, shopId, signedIn, buyerShopId }: Props) {
  const { t } = useTranslation('layout');
  const app = appLink.status === 'ok' ? appLink.data : null;
  const inShop = buyerShopId !== undefined ? { prefix: shopId, shopId: buyerShopId } : null;
  const links = [
    { key: 'publicity', to: inShop ? shopNavHref('publicity', inShop) : navHref('publicity', shopId) },
    { key: 'inquiry', to: inShop ? shopNavHref('inquiry', inShop) : navHref('inquiry', shopId) },
    { key: 'tender', to: inShop ? shopNavHref('tender', inShop) : navHref('tender', shopId) },
    { key: 'bidding', to: inShop ? shopNavHref('bidding', inShop) : navHref('bidding', shopId) },
  ] as const;
  return (
    <aside className={classes.toolbar} style={{ top: SIDE_TOOLBAR_OFFSET_PX }} aria-label={t('toolbar.label')} data-testid="side-toolbar">
      {links.map(({ key, to }) => (
        <Link key={key} to={to} className={classes.item} data-testid={`toolbar-${key}`}>
          {t(`toolbar.${key}`)}
        </Link>
      ))}
      <CustomerServiceButton signedIn={signedIn} className={classes.item} data-testid="toolbar-customer-service">
        {t('toolbar.customerService')}
      </CustomerServiceButton>
      {app && <AppQrCard app={app} />}
      <UnstyledButton
        type="button"
        className={classes.item}
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        data-testid="toolbar-back-to-top"
      >
        {t('toolbar.backToTop')}
      </UnstyledButton>
    </aside>
  );
}
