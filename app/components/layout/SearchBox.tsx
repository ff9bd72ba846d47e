// The header search (docs/product.md#routes-and-layouts): four tabs (inquiry, tender, competitive bid, purchaser) and a
// keyword; Enter or the button opens the matching list, keeping the shop prefix. The tabs follow the
// WAI-ARIA tabs pattern: one tab stop, the arrow keys (and Home, End) move the choice along.
import { Button, TextInput, UnstyledButton } from '@mantine/core';
import { type KeyboardEvent, useState } from 'react';
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

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const at = SEARCH_TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: SEARCH_TABS.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = SEARCH_TABS[(to + SEARCH_TABS.length) % SEARCH_TABS.length]!;
    setTab(next);
    event.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-tab="${next}"]`)?.focus();
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: the search landmark on its form, as WAI-ARIA describes it
    <form
      role="search"
      aria-label={t('search.label')}
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
              tabIndex={n === tab ? 0 : -1}
              className={classes.tab}
              onClick={() => setTab(n)}
              onKeyDown={onTabKey}
              data-tab={n}
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
          type="search"
          enterKeyHint="search"
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
