// The detail header's action (docs/product.md#states-and-transitions): quote now / sign up now while time remains and the
// caller has not yet done it, greyed once done or closed, absent when the caller may not act; a
// click goes through the cards' action flow (login, admission, lifecycle-stage check). A button the
// platform's answer greys (outside the areas the buyer admitted, not invited:
// app/lib/card-action.ts) says why under it: the platform decides, the page only shows it.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { cardAction } from '#app/lib/card-action.ts';
import { remainingOf, type Countdown } from '#app/lib/countdown.ts';
import type { DetailHead } from '#app/lib/detail-head.ts';
import { useCardAction } from '../home/useCardAction.ts';

type Props = { kind: SourcingKind; action: DetailHead['action']; countdown: Countdown };

const COLOR = { inquiry: 'green', tender: 'blue', bidding: 'orange' } as const;

export function DetailActionButton({ kind, action, countdown }: Props) {
  const { t } = useTranslation('home');
  const { act, pendingId } = useCardAction(kind);
  // The live countdown decides whether time remains: at zero the button turns to 'already closed'.
  const state = cardAction(kind, { ...action, ...remainingOf(countdown) });
  if (state.hidden) return null;
  const button = (
    <Button
      size="md"
      color={COLOR[kind]}
      disabled={!state.active}
      loading={pendingId === action.id}
      onClick={() => act(action)}
      data-testid="detail-action"
      data-kind={kind}
      data-state={state.label}
      aria-describedby={state.reason ? 'detail-action-hint' : undefined}
    >
      {t(`actions.${state.label}`)}
    </Button>
  );
  if (!state.reason) return button;
  return (
    <Stack gap={2} align="flex-end">
      {button}
      <Text id="detail-action-hint" size="xs" c="dimmed" maw={260} ta="right" data-testid="detail-action-hint">
        {t(`actionHints.${state.reason}`)}
      </Text>
    </Stack>
  );
}
