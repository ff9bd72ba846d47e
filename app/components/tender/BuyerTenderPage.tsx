// One of the buyer's tenders (docs/product/tenders.md): its project, code and phase with the
// countdown to the next phase (the platform's phase and times, the server's clock), the schedule as a
// timeline with the registrations, links to the tender's other pages as its phase opens them, every
// field read only, editing while a draft, and cancellation with a reason until it is awarded or failed.
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TenderActionAnswer, TenderDetailView } from '#bff/tender/buyer-views.ts';
import type { MemberTender, TenderPhase } from '#contract/schemas.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import {
  TENDER_CLARIFICATION_PATH,
  TENDER_EDIT_PATH,
  TENDER_EVALUATION_PATH,
  TENDER_OPENING_PATH,
  TENDER_REGISTRATIONS_PATH,
  TENDERS_PATH,
  tenderHref,
} from '#app/lib/member-centre.ts';
import { CancelTender } from './CancelTender.tsx';
import { TenderFacts } from './TenderFacts.tsx';
import { NextPhaseCountdown, TenderPhaseBadge } from '../PhaseBadges.tsx';
import { TenderSchedule } from './TenderSchedule.tsx';

type Props = { view: TenderDetailView; answer: TenderActionAnswer | undefined };

/** The phases a tender is published in, until it ends. */
const LIVE: readonly TenderPhase[] = ['announced', 'registration', 'prequalification', 'bidding', 'opening', 'evaluation'];
const OPENED: readonly TenderPhase[] = ['evaluation', 'awarded', 'failed'];

/** The tender's other pages its phase opens: registrations once published, questions and amendments, the opening record once opened, evaluation and award. */
function pagesOf(tender: MemberTender): Array<{ key: 'registrations' | 'clarification' | 'opening' | 'evaluation'; href: string }> {
  const { phase } = tender;
  const published = LIVE.includes(phase) || OPENED.includes(phase);
  // A cancelled tender keeps the pages of what happened before: its registrations, if any came.
  const hadRegistrations = phase === 'cancelled' && tender.registrationCount > 0;
  return [
    ...(published || hadRegistrations ? [{ key: 'registrations' as const, href: tenderHref(TENDER_REGISTRATIONS_PATH, tender.id) }] : []),
    ...(published || hadRegistrations ? [{ key: 'clarification' as const, href: tenderHref(TENDER_CLARIFICATION_PATH, tender.id) }] : []),
    ...(OPENED.includes(phase) ? [{ key: 'opening' as const, href: tenderHref(TENDER_OPENING_PATH, tender.id) }] : []),
    ...(phase === 'evaluation' || phase === 'awarded' ? [{ key: 'evaluation' as const, href: tenderHref(TENDER_EVALUATION_PATH, tender.id) }] : []),
  ];
}

export function BuyerTenderPage({ view, answer }: Props) {
  const { t } = useTranslation('tender');
  const locale = useLocale();
  const { tender } = view;
  const cancellable = tender.phase === 'draft' || LIVE.includes(tender.phase);
  const pages = pagesOf(tender);
  return (
    <Stack gap="lg" data-testid="tender-detail-page" data-id={tender.id} data-phase={tender.phase}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} size="h2" data-testid="tender-title">
            {tender.projectName}
          </Title>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="tender-code">
              {tender.code}
            </Text>
            <TenderPhaseBadge phase={tender.phase} />
            <Text size="sm" c="dimmed">
              {t(tender.state === 'draft' ? 'detail.savedAt' : 'detail.publishedAt')} {formatDate(tender.createTime, locale, 'YYYY-MM-DD HH:mm')}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm">
          <Anchor component={Link} to={TENDERS_PATH} size="sm">
            {t('detail.backToList')}
          </Anchor>
          {tender.state === 'draft' && (
            <Button component={Link} to={tenderHref(TENDER_EDIT_PATH, tender.id)} variant="light" data-testid="tender-edit-link">
              {t('detail.editDraft')}
            </Button>
          )}
        </Group>
      </Group>

      <NextPhaseCountdown tender={tender} serverTime={view.serverTime} />

      {answer?.ok && (
        <Alert color="green" data-testid="tender-action-done" data-intent={answer.intent}>
          {t(`detail.done.${answer.intent}`)}
        </Alert>
      )}
      {/* A refusal shows in the cancel dialog; here only when the tender may no longer be cancelled (the dialog is gone). */}
      {answer && !answer.ok && answer.message && !cancellable && (
        <Alert color="red" role="alert" data-testid="tender-action-error" data-intent={answer.intent}>
          {answer.message}
        </Alert>
      )}
      {tender.phase === 'cancelled' && (
        <Alert color="red" data-testid="tender-cancelled">
          {t('detail.cancelledBecause', { reason: tender.cancelReason ?? '' })}
        </Alert>
      )}
      {tender.phase === 'failed' && (
        <Alert color="red" data-testid="tender-failed">
          {t('detail.failed')}
        </Alert>
      )}

      {pages.length > 0 && (
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="nav" aria-labelledby="tender-pages">
          <Stack gap="sm">
            <Title order={2} size="h4" id="tender-pages">
              {t('detail.pages')}
            </Title>
            <Group gap="sm" data-testid="tender-pages">
              {pages.map((page) => (
                <Button key={page.key} component={Link} to={page.href} variant="light" data-testid={`tender-page-${page.key}`}>
                  {t(`detail.link.${page.key}`)}
                </Button>
              ))}
            </Group>
          </Stack>
        </Paper>
      )}

      <TenderSchedule tender={tender} />
      <TenderFacts tender={tender} names={view.names} />
      {cancellable && <CancelTender answer={answer && !answer.ok ? answer : undefined} />}
    </Stack>
  );
}
