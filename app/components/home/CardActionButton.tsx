// A card's action button: quote now / sign up now while open, greyed once done or closed or with the
// reason the platform would refuse the viewer (its title says more), absent when the caller may not
// act (docs/product.md#states-and-transitions). A plain button: 27 of them render on every home view.
import { cardAction } from '#app/lib/card-action.ts';
import type { CardItem } from '#app/lib/sourcing-kinds.ts';
import classes from './CardActionButton.module.css';
import { useCardList } from './CardListContext.tsx';

export function CardActionButton({ item }: { item: CardItem }) {
  const { kind, t, act, pendingId } = useCardList();
  const action = cardAction(kind, item);
  if (action.hidden) return null;
  const pending = pendingId === item.id;
  return (
    <button
      type="button"
      className={classes.button}
      data-kind={kind}
      disabled={!action.active || pending}
      aria-busy={pending || undefined}
      onClick={() => act(item)}
      data-testid={`card-action-${kind}-${item.id}`}
      data-state={action.label}
      title={action.reason ? t(`actionHints.${action.reason}`) : undefined}
    >
      {t(`actions.${action.label}`)}
    </button>
  );
}
