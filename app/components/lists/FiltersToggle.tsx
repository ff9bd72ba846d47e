// The phone's button that shows a list's filters (docs/decisions/028-phone-layout.md): a `<details>` with no
// content of its own; the list's filter column right after it is shown while it is open (ListPage.module.css),
// with no script. On a wider screen neither the button nor the folding exists.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import classes from './ListPage.module.css';

export function FiltersToggle({ controls }: { controls: string }) {
  const { t } = useTranslation('lists');
  const { pathname, search } = useLocation();
  return (
    // Remounted when the filters change (a new address), so the list they chose is what the phone shows.
    <details key={pathname + search} className={classes.filtersToggle} data-testid="filters-toggle">
      <summary className={classes.filtersButton} aria-controls={controls}>
        {t('filters.label')}
      </summary>
    </details>
  );
}
