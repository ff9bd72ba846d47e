// The category tree of the filter panel: every top category, and below the chosen one the path of
// sub-categories down to it. Each category is a link to the list filtered by it (attr cleared).
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { CategoryNode } from '#contract/schemas.ts';
import { categoryPath } from '#app/lib/category-tree.ts';
import { withFilters, type ListFilters } from '#app/lib/list-filters.ts';
import classes from './FilterPanel.module.css';
import { FilterSection } from './FilterSection.tsx';
import { useListFilters } from './ListFiltersContext.tsx';

export function CategoryTreeFilter() {
  const { t, categories, filters, href } = useListFilters();
  const open = new Set(categoryPath(categories, filters.categoryId).map((node) => node.id));
  const to = (categoryId: number | undefined) => href(withFilters(filters, { categoryId }));
  return (
    <FilterSection title={t('filters.category')} testId="filter-category">
      <ul className={classes.tree}>
        <li>
          <Link
            to={to(undefined)}
            preventScrollReset
            discover="none"
            aria-current={filters.categoryId === undefined}
            data-testid="filter-category-all"
          >
            {t('filters.allCategories')}
          </Link>
        </li>
        {categories.map((node) => (
          <Branch key={node.id} node={node} open={open} selected={filters.categoryId} to={to} t={t} />
        ))}
      </ul>
    </FilterSection>
  );
}

type BranchProps = {
  node: CategoryNode;
  open: ReadonlySet<number>;
  selected: ListFilters['categoryId'];
  to: (categoryId: number) => string;
  t: TFunction<'lists'>;
};

/** A category and, when it is on the way to the chosen one, its sub-categories. No hooks: a tree can be long. */
function Branch({ node, open, selected, to, t }: BranchProps) {
  const expanded = open.has(node.id) && node.children.length > 0;
  return (
    <li>
      <Link
        to={to(node.id)}
        preventScrollReset
        discover="none"
        aria-current={node.id === selected}
        aria-expanded={node.children.length > 0 ? expanded : undefined}
        data-testid={`filter-category-${node.id}`}
        title={node.title}
      >
        {node.title}
      </Link>
      {expanded && (
        <ul aria-label={t('filters.subCategories', { name: node.title })}>
          {node.children.map((child) => (
            <Branch key={child.id} node={child} open={open} selected={selected} to={to} t={t} />
          ))}
        </ul>
      )}
    </li>
  );
}
