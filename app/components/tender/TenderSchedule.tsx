// A tender's schedule as a timeline (registration → prequalification → bidding → opening →
// evaluation), each step with its times and where it stands by the phase the platform sent, and the
// count of registered suppliers beside registration.
import { Paper, Stack, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MemberTender, TenderPhase } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';

const DATE_TIME = 'YYYY-MM-DD HH:mm';

export function TenderSchedule({ tender }: { tender: MemberTender }) {
  const { t } = useTranslation('tender');
  const locale = useLocale();
  const at = (time: number) => formatDate(time, locale, DATE_TIME);
  const window = (start: number, end: number) => t('detail.window', { start: at(start), end: at(end) });
  const prequal = tender.isQualificationCheck && tender.preCheckStartTime !== null && tender.preCheckEndTime !== null;
  const steps: Array<{ step: ScheduleStep; when: string; note?: string }> = [
    {
      step: 'registration',
      when: window(tender.registerStartTime, tender.registerEndTime),
      note: t('detail.registrationCount', { count: tender.registrationCount }),
    },
    ...(prequal ? [{ step: 'prequalification' as const, when: window(tender.preCheckStartTime!, tender.preCheckEndTime!) }] : []),
    { step: 'bidding', when: window(tender.inviteTenderStartTime, tender.inviteTenderEndTime) },
    { step: 'opening', when: at(tender.openTenderTime) },
    { step: 'evaluation', when: t('detail.afterOpening') },
  ];
  const states = stepStates(
    tender.phase,
    steps.map((s) => s.step),
  );
  const active = steps.reduce((last, s, index) => (states[s.step] === 'next' ? last : index), -1);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="tender-schedule-title">
      <Stack>
        <Title order={2} size="h4" id="tender-schedule-title">
          {t('detail.schedule')}
        </Title>
        <Timeline active={active} bulletSize={16} lineWidth={2} data-testid="tender-timeline">
          {steps.map(({ step, when, note }) => (
            <Timeline.Item
              key={step}
              title={t(`detail.step.${step}`)}
              data-testid="tender-step"
              data-step={step}
              data-state={states[step]}
              aria-current={states[step] === 'current' ? 'step' : undefined}
            >
              <Text size="sm" c="dimmed">
                {when}
              </Text>
              {note && (
                <Text size="sm" data-testid="tender-registration-count">
                  {note}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
        {!prequal && (
          <Text size="xs" c="dimmed">
            {t('detail.noPrequalification')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The steps of a tender's schedule, in order; prequalification only when the tender has one. */
export type ScheduleStep = 'registration' | 'prequalification' | 'bidding' | 'opening' | 'evaluation';

export type StepState = 'done' | 'current' | 'next';

const STEP_ORDER: Record<ScheduleStep, number> = { registration: 0, prequalification: 1, bidding: 2, opening: 3, evaluation: 4 };

/**
 * Where each step of the schedule stands for a tender in `phase` (the platform decides the phase,
 * docs/product/tenders.md#the-phases): done, current or to come. A draft, and an announced tender
 * (its registration not open yet), have every step to come; a failed tender failed at its opening,
 * so every step before evaluation is done; a cancelled one stopped, so none is current and none is
 * marked done.
 */
export function stepStates(phase: TenderPhase, steps: readonly ScheduleStep[]): Record<ScheduleStep, StepState> {
  const at = phase === 'failed' ? STEP_ORDER.evaluation : phase === 'awarded' ? STEP_ORDER.evaluation + 1 : (STEP_ORDER[phase as ScheduleStep] ?? -1);
  const states = {} as Record<ScheduleStep, StepState>;
  for (const step of steps) {
    const position = STEP_ORDER[step];
    states[step] = position < at ? 'done' : position === at && phase !== 'failed' ? 'current' : 'next';
  }
  return states;
}
