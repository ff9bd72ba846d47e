// The detail header's action (docs/product.md#states-and-transitions): quote now / sign up now while time remains and the
// caller has not yet done it, greyed once done or closed, absent when the caller may not act; a
// click goes through the cards' action flow (login, admission, lifecycle-stage check).
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { cardAction } from '#app/lib/card-action.ts';
import { remainingOf, type Countdown } from '#app/lib/countdown.ts';
import type { DetailHead } from '#app/lib/detail-head.ts';
import { useCardAction } from '../home/useCardAction.ts';

type Props = { kind: SourcingKind; action: DetailHead['action']; countdown: Countdown };

export function DetailActionButton({ kind, action, countdown }: Props) {
  const { t } = useTranslation('home');
  const { act, pendingId } = useCardAction(kind);
  // The live countdown decides whether time remains: at zero the button turns to 'already closed'.
  const state = cardAction(kind, { ...action, ...remainingOf(countdown) });
  if (state.hidden) return null;
  const pending = pendingId === action.id;
  return (
    <Button
      size="md"
      color={kind === 'inquiry' ? 'green' : kind === 'tender' ? 'blue' : 'orange'}
      disabled={!state.active}
      loading={pending}
      onClick={() => act(action)}
      data-testid="detail-action"
      data-kind={kind}
      data-state={state.label}
    >
      {t(`actions.${state.label}`)}
    </Button>
  );
}
