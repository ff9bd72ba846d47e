// A sourcing list's filters (the tenders' and the competitive bids', the buyer's and the
// supplier's): the tabs by phase with their counts, then the keyword in a GET form that keeps the
// phase chosen, so the URL holds the whole list (docs/product/tenders.md#pages).
import { TextInput } from '@mantine/core';
import type { Section } from '#bff/views.ts';
import { ListFilters } from '../member-centre/ListFilters.tsx';
import { PhaseTabs } from '../PhaseTabs.tsx';

type Props<Phase extends string> = {
  /** The list's view: the phase and keyword asked, and the list whose counts the tabs show. */
  view: { phase: Phase | null; keyword: string; list: Section<{ phaseCounts: Partial<Record<Phase, number>> }> };
  phases: readonly Phase[];
  /** A phase's name in the user's language. */
  name: (phase: Phase) => string;
  texts: { phases: string; all: string; filters: string; search: string; keyword: string; keywordPlaceholder: string };
  /** Test ids: the tabs' (PhaseTabs), the search button's, the keyword's. */
  testIds: { tabs: string; submit: string; keyword: string };
};

export function PhaseListFilters<Phase extends string>({ view, phases, name, texts, testIds }: Props<Phase>) {
  return (
    <>
      <PhaseTabs
        phases={phases}
        name={name}
        phase={view.phase}
        keyword={view.keyword}
        counts={view.list.status === 'ok' ? view.list.data.phaseCounts : null}
        label={texts.phases}
        allLabel={texts.all}
        testId={testIds.tabs}
      />
      <ListFilters label={texts.filters} submit={texts.search} submitTestId={testIds.submit}>
        {view.phase && <input type="hidden" name="phase" value={view.phase} />}
        <TextInput
          name="keyword"
          label={texts.keyword}
          placeholder={texts.keywordPlaceholder}
          defaultValue={view.keyword}
          data-testid={testIds.keyword}
        />
      </ListFilters>
    </>
  );
}

const FILTER_WORDS = ['phases', 'all', 'filters', 'search', 'keyword', 'keywordPlaceholder'] as const;

/** The filters' words, each said by the page (`say('keyword')` → its list.keyword). */
export function filterTexts(say: (word: (typeof FILTER_WORDS)[number]) => string): Props<string>['texts'] {
  return Object.fromEntries(FILTER_WORDS.map((word) => [word, say(word)])) as Props<string>['texts'];
}
