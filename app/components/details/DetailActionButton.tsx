// The detail header's action (docs/product.md#states-and-transitions): quote now / sign up now while time remains and the
// caller has not yet done it, greyed once done or closed, absent when the caller may not act; a
// click goes through the cards' action flow (login, admission, lifecycle-stage check). An inquiry
// the platform says is not open to the signed-in supplier's area (60004) says so instead of
// "quote now": the platform decides, the page only shows it.
import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SourcingKind } from '#contract/vocabulary.ts';
import { cardAction } from '#app/lib/card-action.ts';
import { remainingOf, type Countdown } from '#app/lib/countdown.ts';
import type { DetailHead } from '#app/lib/detail-head.ts';
import { useCardAction } from '../home/useCardAction.ts';

type Props = { kind: SourcingKind; action: DetailHead['action']; countdown: Countdown; quoteRefusal: number | null };

/** Code.OUTSIDE_AREAS (contract/codes.ts, not imported: it brings every language's messages into the browser). */
const OUTSIDE_AREAS = 60004;

export function DetailActionButton({ kind, action, countdown, quoteRefusal }: Props) {
  const { t } = useTranslation('home');
  const { act, pendingId } = useCardAction(kind);
  // The live countdown decides whether time remains: at zero the button turns to 'already closed'.
  const state = cardAction(kind, { ...action, ...remainingOf(countdown) });
  if (state.hidden) return null;
  if (state.active && kind === 'inquiry' && quoteRefusal === OUTSIDE_AREAS) return <NotInYourArea />;
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

function NotInYourArea() {
  const { t } = useTranslation('detail');
  return (
    <Stack gap={2} align="flex-end">
      <Button
        size="md"
        color="green"
        disabled
        data-testid="detail-action"
        data-kind="inquiry"
        data-state="notInYourArea"
        aria-describedby="detail-action-hint"
      >
        {t('quoteAction.notInYourArea')}
      </Button>
      <Text id="detail-action-hint" size="xs" c="dimmed" maw={260} ta="right" data-testid="detail-action-hint">
        {t('quoteAction.notInYourAreaHint')}
      </Text>
    </Stack>
  );
}
