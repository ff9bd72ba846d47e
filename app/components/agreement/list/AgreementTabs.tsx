// A contract list's tabs: all, then one per state (in the URL's ?state=, the keyword kept, the page
// starting again at 1), and on the buyer's contracts page the awards still to contract (?tab=awards).
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgreementState } from '#contract/schemas.ts';

type Props = {
  states: readonly AgreementState[];
  /** The tab shown now: a state, all (null) or the awards. */
  current: AgreementState | null | 'awards';
  keyword: string;
  /** Whether the awards' tab is offered (the buyer's contracts page). */
  withAwards?: boolean;
};

export function AgreementTabs({ states, current, keyword, withAwards = false }: Props) {
  const { t } = useTranslation('contract');
  const href = (state: AgreementState | null) => {
    const params = new URLSearchParams();
    if (state) params.set('state', state);
    if (keyword) params.set('keyword', keyword);
    return `?${params.toString()}`;
  };
  const tab = (key: string, to: string, text: string, selected: boolean) => (
    <Button
      key={key}
      component={Link}
      to={to}
      size="compact-sm"
      variant={selected ? 'filled' : 'default'}
      aria-current={selected ? 'page' : undefined}
      data-testid={`contract-tab-${key}`}
    >
      {text}
    </Button>
  );
  return (
    <nav aria-label={t('list.tabs')}>
      <Group gap="xs" data-testid="contract-tabs">
        {tab('all', href(null), t('list.all'), current === null)}
        {states.map((state) => tab(state, href(state), t(`state.${state}`), current === state))}
        {withAwards && tab('awards', '?tab=awards', t('list.awards'), current === 'awards')}
      </Group>
    </nav>
  );
}
