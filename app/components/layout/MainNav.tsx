// The main navigation bar: "all categories" (the category menu opens on hover, except on the home
// page, which shows it beside the banner) and the six sections, the current one highlighted. On a phone both
// fold into a drawer behind one menu button, a `<details>` with no script (docs/decisions/028-phone-layout.md).
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Section, Streamed } from '#bff/views.ts';
import type { CategoryNode } from '#contract/schemas.ts';
import { activeNavItem, NAV_ITEMS, navHref } from '#app/lib/main-navigation.ts';
import { StreamedCategoryMenu } from './StreamedCategoryMenu.tsx';
import classes from './MainNav.module.css';

type Props = { categories: Streamed<Section<CategoryNode[]>>; shopId: number | null };

export function MainNav({ categories, shopId }: Props) {
  const { t } = useTranslation('layout');
  const { pathname, search } = useLocation();
  const active = activeNavItem(pathname);
  const onHome = active === 'home';
  const drawerId = useId();
  return (
    <nav className={classes.nav} aria-label={t('nav.label')} data-testid="main-nav">
      <div className={classes.inner}>
        {/* Remounted on every navigation, so the drawer is closed on the page it led to. */}
        <details key={pathname + search} className={classes.drawerToggle} data-testid="main-nav-menu">
          <summary className={classes.drawerButton} aria-controls={drawerId}>
            {t('nav.menu')}
          </summary>
        </details>
        <div id={drawerId} className={classes.drawer}>
          <div className={classes.categories} data-home={onHome || undefined}>
            {onHome ? (
              <span className={classes.categoriesTitle} data-testid="all-categories">
                {t('nav.allCategories')}
              </span>
            ) : (
              <Link to={navHref('inquiry', shopId)} className={classes.categoriesTitle} data-testid="all-categories">
                {t('nav.allCategories')}
              </Link>
            )}
            {!onHome && (
              <div className={classes.dropdown}>
                <StreamedCategoryMenu categories={categories} shopId={shopId} />
              </div>
            )}
          </div>
          <ul className={classes.items}>
            {NAV_ITEMS.map((item) => (
              <li key={item}>
                <Link
                  to={navHref(item, shopId)}
                  className={classes.item}
                  aria-current={item === active ? 'page' : undefined}
                  data-active={item === active || undefined}
                  data-testid={`nav-${item}`}
                >
                  {t(`nav.${item}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
