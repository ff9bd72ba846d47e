// A card's action button: quote now / sign up now while open, greyed once done or closed, absent
// when the caller may not act (SPEC.md §4).
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cardAction, type CardActionFacts, type SourcingKind } from '../../lib/card-action.ts';
import { useCardAction, type ActionItem } from './useCardAction.ts';

const COLORS = { inquiry: 'green', tender: 'blue', bidding: 'orange' } as const;

export function CardActionButton({ kind, item }: { kind: SourcingKind; item: CardActionFacts & ActionItem }) {
  const { t } = useTranslation('home');
  const { act, pending } = useCardAction(kind);
  const action = cardAction(kind, item);
  if (action.hidden) return null;
  return (
    <Button
      size="compact-sm"
      flex="none"
      color={COLORS[kind]}
      disabled={!action.active}
      loading={pending}
      onClick={() => void act(item)}
      data-testid={`card-action-${kind}-${item.id}`}
      data-state={action.label}
    >
      {t(`actions.${action.label}`)}
    </Button>
  );
}
