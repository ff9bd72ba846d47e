// A sourcing list's tabs by phase: all, then a link per phase with its count (the platform's
// phaseCounts), the current one marked; the keyword stays and the page starts again at 1 (a GET
// form's URL). The tenders' and the competitive bids' lists, the buyer's and the supplier's, show
// them (docs/product/tenders.md#pages, docs/product/rules.md).
import { Badge, Button, Group } from '@mantine/core';
import { Link } from 'react-router';

type Props<Phase extends string> = {
  /** The phases the list can hold, in the order a sourcing event lives them. */
  phases: readonly Phase[];
  /** A phase's name in the user's language. */
  name: (phase: Phase) => string;
  /** The phase shown now (null: all). */
  phase: Phase | null;
  keyword: string;
  /** Each phase's count, null while the list could not be read (the tabs then show none). */
  counts: Partial<Record<Phase, number>> | null;
  /** The nav's accessible name, and the "all" tab's label. */
  label: string;
  allLabel: string;
  /** Test ids: `<testId>s` on the group, `<testId>-<phase|all>` on each tab, `<testId>-count` on each count. */
  testId: string;
};

export function PhaseTabs<Phase extends string>({ phases, name, phase: current, keyword, counts, label, allLabel, testId }: Props<Phase>) {
  const all = counts ? Object.values<number | undefined>(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0) : null;
  const href = (phase: Phase | null) => {
    const params = new URLSearchParams();
    if (phase) params.set('phase', phase);
    if (keyword) params.set('keyword', keyword);
    const search = params.toString();
    return search ? `?${search}` : '?';
  };
  const tab = (phase: Phase | null, text: string, count: number | null) => {
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
        {text}
      </Button>
    );
  };
  return (
    <nav aria-label={label}>
      <Group gap="xs" data-testid={`${testId}s`}>
        {tab(null, allLabel, all)}
        {phases.map((phase) => tab(phase, name(phase), counts?.[phase] ?? null))}
      </Group>
    </nav>
  );
}
