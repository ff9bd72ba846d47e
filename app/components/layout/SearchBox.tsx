// The header search (docs/product.md#routes-and-layouts): four tabs (inquiry, tender, competitive bid, purchaser) and a
// keyword; Enter or the button opens the matching list, keeping the shop prefix.
import { Button, TextInput, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SEARCH_TABS, searchUrl, type SearchTab } from '#app/lib/search-url.ts';
import classes from './SearchBox.module.css';

type Props = {
  shopId: number | null;
  /** Prefixes the test ids, so the floating copy can be told apart from the header's. */
  testIdPrefix?: string;
  compact?: boolean;
};

export function SearchBox({ shopId, testIdPrefix = '', compact = false }: Props) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialTab = Number(params.get('searchType'));
  const [tab, setTab] = useState<SearchTab>(SEARCH_TABS.find((n) => n === initialTab) ?? 1);
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on its form, as WAI-ARIA describes it
    <form
      role="search"
      className={classes.box}
      data-compact={compact || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void navigate(searchUrl(tab, keyword, shopId));
      }}
    >
      {!compact && (
        <div role="tablist" aria-label={t('search.label')} className={classes.tabs}>
          {SEARCH_TABS.map((n) => (
            <UnstyledButton
              key={n}
              type="button"
              role="tab"
              aria-selected={n === tab}
              className={classes.tab}
              onClick={() => setTab(n)}
              data-testid={`${testIdPrefix}search-tab-${n}`}
            >
              {t(`search.tabs.${n}`)}
            </UnstyledButton>
          ))}
        </div>
      )}
      <div className={classes.row}>
        {compact && (
          <select
            className={classes.select}
            value={tab}
            onChange={(event) => setTab(Number(event.currentTarget.value) as SearchTab)}
            aria-label={t('search.label')}
            data-testid={`${testIdPrefix}search-type`}
          >
            {SEARCH_TABS.map((n) => (
              <option key={n} value={n}>
                {t(`search.tabs.${n}`)}
              </option>
            ))}
          </select>
        )}
        <TextInput
          className={classes.input}
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          placeholder={t('search.placeholder')}
          aria-label={t('search.placeholder')}
          radius={0}
          size="md"
          data-testid={`${testIdPrefix}search-input`}
        />
        <Button type="submit" radius={0} size="md" data-testid={`${testIdPrefix}search-submit`}>
          {t('search.submit')}
        </Button>
      </div>
    </form>
  );
}
