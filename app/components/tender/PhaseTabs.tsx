// A tender list's tabs: all, then a link per phase with its count (the platform's phaseCounts), the
// current one marked; the keyword stays and the page starts again at 1 (a GET form's URL). The buyer's
// tenders and the supplier's tenders both show them (docs/product/tenders.md#pages).
import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderPhase } from '#contract/schemas.ts';
import { LISTED_PHASES } from './phase.ts';

type Props = {
  /** The phase shown now (null: all). */
  phase: TenderPhase | null;
  keyword: string;
  /** Each phase's count, null while the list could not be read. */
  counts: Partial<Record<TenderPhase, number>> | null;
  /** The nav's accessible name, and the "all" tab's label. */
  label: string;
  allLabel: string;
  /** Test ids: `<testId>s` on the group, `<testId>-<phase|all>` on each tab, `<testId>-count` on each count. */
  testId: string;
  /** Phases the list can never hold (a supplier's: draft). */
  without?: readonly TenderPhase[];
};

export function PhaseTabs({ phase: current, keyword, counts, label, allLabel, testId, without = [] }: Props) {
  const { t } = useTranslation();
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0) : null;
  const href = (phase: TenderPhase | null) => {
    const params = new URLSearchParams();
    if (phase) params.set('phase', phase);
    if (keyword) params.set('keyword', keyword);
    const search = params.toString();
    return search ? `?${search}` : '?';
  };
  const tab = (phase: TenderPhase | null, name: string, count: number | null) => {
    const selected = current === phase;
    return (
      <Button
        key={phase ?? 'all'}
        component={Link}
        to={href(phase)}
        size="compact-sm"
        variant={selected ? 'filled' : 'default'}
        aria-current={selected ? 'page' : undefined}
        rightSection={
          count === null ? undefined : (
            <Badge size="sm" variant={selected ? 'white' : 'light'} circle={count < 10} data-testid={`${testId}-count`}>
              {count}
            </Badge>
          )
        }
        data-testid={`${testId}-${phase ?? 'all'}`}
      >
        {name}
      </Button>
    );
  };
  return (
    <nav aria-label={label}>
      <Group gap="xs" data-testid={`${testId}s`}>
        {tab(null, allLabel, all)}
        {LISTED_PHASES.filter((phase) => !without.includes(phase)).map((phase) =>
          tab(phase, t(`tenderPhase.names.${phase}`), counts?.[phase] ?? null),
        )}
      </Group>
    </nav>
  );
}
