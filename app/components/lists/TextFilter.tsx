// A search field of the filter panel: the project keyword (sourcing lists), the company name
// (buyer-company list) or the notice search text (publicity). Applied on Enter or the button.
import { Button, Group, TextInput } from '@mantine/core';
import { cleanText, KEYWORD_MAX, withFilters } from '#app/lib/list-filters.ts';
import { FilterSection } from './FilterSection.tsx';
import { useDraft } from './useDraft.ts';
import { useListFilters } from './ListFiltersContext.tsx';

type Field = 'keyword' | 'searchInp';
type Label = 'keyword' | 'companyName' | 'searchInp';

const TEST_ID: Record<Field, string> = { keyword: 'filter-keyword', searchInp: 'filter-search-inp' };

export function TextFilter({ field, label }: { field: Field; label: Label }) {
  const { t, filters, go } = useListFilters();
  const [draft, setDraft] = useDraft(filters[field] ?? '');
  const testId = TEST_ID[field];
  return (
    <FilterSection title={t(`filters.${label}`)} testId={`${testId}-section`}>
      {/* biome-ignore lint/a11y/useSemanticElements: the search landmark on its form, as WAI-ARIA describes it */}
      <form
        role="search"
        aria-label={t(`filters.${label}`)}
        onSubmit={(event) => {
          event.preventDefault();
          go(withFilters(filters, { [field]: cleanText(draft) || undefined }));
        }}
      >
        <Group gap={4} wrap="nowrap">
          <TextInput
            size="xs"
            flex={1}
            value={draft}
            maxLength={KEYWORD_MAX}
            placeholder={t(`filters.placeholders.${label}`)}
            aria-label={t(`filters.${label}`)}
            onChange={(event) => setDraft(event.currentTarget.value)}
            data-testid={testId}
          />
          <Button type="submit" size="xs" variant="light" data-testid={`${testId}-submit`}>
            {t('filters.search')}
          </Button>
        </Group>
      </form>
    </FilterSection>
  );
}
