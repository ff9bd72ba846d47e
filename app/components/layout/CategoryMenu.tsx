// The category menu (docs/product.md#routes-and-layouts): the first five top categories, each with its first three
// sub-categories; hovering one opens all its sub-categories and up to four brand logos.
// From the keyboard: focusing a category opens its flyout (aria-expanded says so), ArrowRight or
// ArrowDown moves into it, Escape closes it and goes back to the category.
import { Image, Text } from '@mantine/core';
import { type FocusEvent, type KeyboardEvent, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Section } from '#bff/views.ts';
import type { CategoryNode } from '#contract/schemas.ts';
import { categoryHref, categoryMenu, moreCategoriesHref } from '#app/lib/category-menu.ts';
import classes from './CategoryMenu.module.css';

type Props = {
  categories: Section<CategoryNode[]>;
  shopId: number | null;
  /** On a shop's index page categories lead to the shop's own sourcing list. */
  inShopIndex?: boolean;
  className?: string;
};

export function CategoryMenu({ categories, shopId, inShopIndex = false, className }: Props) {
  const { t } = useTranslation('layout');
  const menu = categories.status === 'ok' ? categoryMenu(categories.data) : { entries: [], hasMore: false };
  const flyoutIds = useId();
  // Which entry the pointer is over, which one holds the focus, and which one Escape closed (until it is left).
  const [hovered, setHovered] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<number | null>(null);

  function onKeyDown(event: KeyboardEvent<HTMLLIElement>, id: number) {
    const title = event.currentTarget.querySelector<HTMLAnchorElement>(`.${classes.title}`);
    if (event.key === 'Escape' && dismissed !== id) {
      event.preventDefault();
      setDismissed(id);
      title?.focus();
    } else if ((event.key === 'ArrowRight' || event.key === 'ArrowDown') && event.target === title) {
      const first = event.currentTarget.querySelector<HTMLAnchorElement>(`.${classes.flyout} a[href]`);
      if (!first) return;
      event.preventDefault();
      flushSync(() => setDismissed(null));
      first.focus();
    }
  }

  function onBlur(event: FocusEvent<HTMLLIElement>) {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    setFocused(null);
    setDismissed(null);
  }

  return (
    <section className={`${classes.menu} ${className ?? ''}`} aria-label={t('categories.label')} data-testid="category-menu">
      {categories.status === 'error' && (
        <Text size="sm" c="dimmed" p="md">
          {categories.message}
        </Text>
      )}
      <ul className={classes.list}>
        {menu.entries.map(({ category, summary, brands }) => (
          <li
            key={category.id}
            className={classes.entry}
            data-dismissed={dismissed === category.id || undefined}
            onMouseEnter={() => setHovered(category.id)}
            onMouseLeave={() => {
              setHovered(null);
              if (focused !== category.id) setDismissed(null);
            }}
            onFocus={() => setFocused(category.id)}
            onBlur={onBlur}
            onKeyDown={(event) => onKeyDown(event, category.id)}
            data-testid={`category-item-${category.id}`}
          >
            <Link
              to={categoryHref(category.key, shopId, inShopIndex)}
              className={classes.title}
              aria-expanded={(hovered === category.id || focused === category.id) && dismissed !== category.id}
              aria-controls={`${flyoutIds}-${category.id}`}
            >
              {category.title}
            </Link>
            <div className={classes.summary}>
              {summary.map((child) => (
                <Link key={child.id} to={categoryHref(child.key, shopId, inShopIndex)}>
                  {child.title}
                </Link>
              ))}
            </div>
            <div id={`${flyoutIds}-${category.id}`} className={classes.flyout} data-testid={`category-flyout-${category.id}`}>
              <div className={classes.groups}>
                {category.children.map((child) => (
                  <dl key={child.id} className={classes.group}>
                    <dt>
                      <Link to={categoryHref(child.key, shopId, inShopIndex)}>{child.title}</Link>
                    </dt>
                    <dd>
                      {child.children.map((leaf) => (
                        <Link key={leaf.id} to={categoryHref(leaf.key, shopId, inShopIndex)}>
                          {leaf.title}
                        </Link>
                      ))}
                    </dd>
                  </dl>
                ))}
              </div>
              {brands.length > 0 && (
                // biome-ignore lint/a11y/useSemanticElements: a labelled group of links; a fieldset is for form controls
                <div className={classes.brands} aria-label={t('categories.brands')} role="group">
                  {brands.map((brand) => (
                    <Image
                      key={brand.id}
                      src={brand.logoUrl}
                      alt={brand.name}
                      title={brand.name}
                      w={100}
                      h={50}
                      width={100}
                      height={50}
                      fit="contain"
                      loading="lazy"
                    />
                  ))}
                </div>
              )}
            </div>
          </li>
        ))}
        {menu.hasMore && (
          <li className={classes.entry}>
            <Link to={moreCategoriesHref(shopId, inShopIndex)} className={classes.title} data-testid="category-more">
              {t('categories.more')}
            </Link>
          </li>
        )}
      </ul>
    </section>
  );
}
