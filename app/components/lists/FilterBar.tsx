// The filter bar above a list: a removable chip for every active filter, 'reset', and for a
// logged-in user in the mall layout the favourite ('commonly used') filters. Removing a chip or
// resetting is a link to the URL without it.
import { Anchor, Skeleton } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { FilterPanelView, ListStreamed, Streamed } from '#bff/views.ts';
import type { Locale } from '#contract/lang.ts';
import type { CategoryNode } from '#contract/schemas.ts';
import { categoryPath } from '#app/lib/category-tree.ts';
import { formatAmount, formatMoney } from '#app/lib/format.ts';
import { activeChips, resetFilters, type Chip } from '#app/lib/list-filters.ts';
import { FavouriteFilters } from './FavouriteFilters.tsx';
import classes from './FilterBar.module.css';
import { useListFilters, type ListFiltersValue } from './ListFiltersContext.tsx';
import { StreamedPart } from './StreamedPart.tsx';

type Props = { panel: Streamed<FilterPanelView>; favourites: ListStreamed['favourites'] };

export function FilterBar({ panel, favourites }: Props) {
  const { t, filters, href } = useListFilters();
  return (
    <section className={classes.bar} aria-label={t('filters.label')} data-testid="filter-bar">
      <div className={classes.row}>
        <span className={classes.label}>{t('filters.selected')}</span>
        <StreamedPart value={panel} fallback={<Chips panel={null} />}>
          {(resolved) => <Chips panel={resolved} />}
        </StreamedPart>
        <span className={classes.spacer} />
        <Anchor component={Link} to={href(resetFilters(filters))} preventScrollReset discover="none" size="sm" data-testid="filter-reset">
          {t('filters.reset')}
        </Anchor>
      </div>
      {favourites && (
        <div className={classes.row} data-testid="favourite-filters">
          <span className={classes.label}>{t('favourites.commonlyUsed')}</span>
          <StreamedPart value={favourites} fallback={<Skeleton h={24} w={160} />}>
            {(section) => <FavouriteFilters section={section} />}
          </StreamedPart>
        </div>
      )}
    </section>
  );
}

function Chips({ panel }: { panel: FilterPanelView | null }) {
  const context = useListFilters();
  const { t, locale } = context;
  const chips = activeChips(context.filters);
  if (chips.length === 0) {
    return (
      <span className={classes.label} data-testid="filter-chips-none">
        {t('filters.none')}
      </span>
    );
  }
  const names = namesOf(context, panel);
  return (
    <>
      {chips.map(({ chip, key, without }) => {
        const label = chipLabel(chip, names, t, locale);
        return (
          <span key={key} className={classes.chip} data-testid={`filter-chip-${key}`}>
            <span className={classes.chipText} title={label}>
              {label}
            </span>
            <Link
              to={context.href(without)}
              preventScrollReset
              discover="none"
              className={classes.remove}
              aria-label={t('chips.remove', { label })}
              data-testid={`filter-chip-remove-${key}`}
            >
              ×
            </Link>
          </span>
        );
      })}
    </>
  );
}

type Names = {
  category: (id: number) => string | undefined;
  brand: (id: number) => string | undefined;
  attribute: (attributeId: number, valueId: number) => { attribute: string; value: string } | undefined;
  area: (provinceCode?: string, cityCode?: string) => string | undefined;
};

function namesOf({ categories, attributes }: ListFiltersValue, panel: FilterPanelView | null): Names {
  const brands = panel?.brands?.status === 'ok' ? panel.brands.data : [];
  const provinces = panel?.provinces?.status === 'ok' ? panel.provinces.data : [];
  const attributeList = attributes.status === 'ready' ? attributes.list : [];
  return {
    category: (id) => categoryPath(categories as CategoryNode[], id).at(-1)?.title,
    brand: (id) => brands.find((b) => b.id === id)?.name,
    attribute: (attributeId, valueId) => {
      const attribute = attributeList.find((a) => a.id === attributeId);
      const value = attribute?.attributeValueList.find((v) => v.id === valueId);
      return attribute && value ? { attribute: attribute.name, value: value.value } : undefined;
    },
    area: (provinceCode, cityCode) => {
      const province = provinces.find((p) => p.provinceCode === (provinceCode ?? `${cityCode?.slice(0, 2)}0000`));
      const city = province?.cityList.find((c) => c.cityCode === cityCode);
      if (!province) return undefined;
      return city && !province.directlyAdministered ? `${province.provinceName} ${city.cityName}` : province.provinceName;
    },
  };
}

function chipLabel(chip: Chip, names: Names, t: TFunction<'lists'>, locale: Locale): string {
  // The price filter compares budgets in the demo's currency (CNY).
  const money = (value: number) => formatAmount(value, undefined, locale);
  const count = (value: number) => formatMoney(value).replace(/\.00$/, '');
  const range = (from: string | undefined, to: string | undefined) =>
    from !== undefined && to !== undefined
      ? t('filters.range', { from, to })
      : from !== undefined
        ? t('filters.rangeFrom', { from })
        : t('filters.rangeTo', { to });
  switch (chip.id) {
    case 'category':
      return t('chips.category', { name: names.category(chip.categoryId) ?? `#${chip.categoryId}` });
    case 'brand':
      return t('chips.brand', { name: names.brand(chip.brandId) ?? `#${chip.brandId}` });
    case 'attr': {
      const named = names.attribute(chip.attributeId, chip.valueId);
      // Not among the chosen category's attributes (not loaded yet, or a URL made by hand).
      return t('chips.attr', named ?? { attribute: t('filters.attributes'), value: `#${chip.valueId}` });
    }
    case 'price':
      return t('chips.price', {
        range: range(chip.min === undefined ? undefined : money(chip.min), chip.max === undefined ? undefined : money(chip.max)),
      });
    case 'points':
      return t('chips.points', {
        range: range(chip.minPoint === undefined ? undefined : count(chip.minPoint), chip.maxPoint === undefined ? undefined : count(chip.maxPoint)),
      });
    case 'priceType':
      return t('chips.priceType', { type: t(`priceTypes.${chip.priceType}`) });
    case 'time':
      return t('chips.time', { range: range(chip.startTime, chip.endTime) });
    case 'keyword':
      return t('chips.keyword', { keyword: chip.keyword });
    case 'searchInp':
      return t('chips.searchInp', { text: chip.searchInp });
    case 'area':
      return t('chips.area', { area: names.area(chip.provinceCode, chip.cityCode) ?? chip.cityCode ?? chip.provinceCode ?? '' });
    case 'ids':
      return t('chips.ids', { count: chip.ids.length });
    case 'unexpired':
      return t('flags.unexpired');
    case 'aboutUs':
      return t('flags.aboutUs');
    case 'activeStores':
      return t('flags.activeStores');
    case 'newJoin':
      return t('flags.newJoin');
  }
}
