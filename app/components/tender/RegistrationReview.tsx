// The buyer's registrations of one tender (/memberCenter/callForBids/readyCheckedRegister?id=;
// docs/product/tenders.md#registration-and-prequalification): by review state with their counts, each
// supplier with its contact, region, documents and qualification documents, and — while the platform
// says the tender may be reviewed (its prequalification phase) — approve, or reject with a reason
// the supplier reads. One card per registration, so the page reads at 390 px as well as wide.
import { Alert, Anchor, Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { REVIEW_FIELD, type RegistrationsPageView, type ReviewAnswer } from '#bff/tender/registration-views.ts';
import type { RegistrationReview, ReviewedTender, TenderRegistrationPage, TenderRegistrationRow } from '#contract/schemas.ts';
import { TENDER_REGISTRATION_LIMITS as LIMITS } from '#contract/schemas/tender-rules.ts';
import { useLocale } from '#app/i18n/useLocale.ts';
import { formatDate } from '#app/lib/format.ts';
import { TENDER_DETAIL_PATH } from '#app/lib/member-centre.ts';
import { UrlPager } from '../admission/UrlPager.tsx';
import { AttachmentLinks } from '../details/AttachmentLinks.tsx';
import { Fact } from '../member-centre/Fact.tsx';
import { REVIEW_COLOURS } from './state-colours.ts';
import { TenderPhaseBadge } from '../PhaseBadges.tsx';
import { EXPORT_PATHS } from '#bff/exports/lists.ts';
import { ExportLink } from '../exports/ExportLink.tsx';

const REVIEWS: readonly RegistrationReview[] = ['pending', 'approved', 'rejected'];

export function RegistrationReviewPage({ view, answer }: { view: RegistrationsPageView; answer: ReviewAnswer | undefined }) {
  const { t } = useTranslation('tenderRegistration');
  return (
    <Stack gap="lg" data-testid="registrations-page">
      {view.page.status === 'error' ? (
        <>
          <Title order={1} size="h2">
            {t('review.title')}
          </Title>
          <Alert color="red" role="alert" data-testid="registrations-error">
            {view.page.message}
          </Alert>
        </>
      ) : (
        <Registrations view={view} page={view.page.data} answer={answer} />
      )}
    </Stack>
  );
}

function Registrations({ view, page, answer }: { view: RegistrationsPageView; page: TenderRegistrationPage; answer: ReviewAnswer | undefined }) {
  const { t } = useTranslation('tenderRegistration');
  const { tender } = page;
  const done = answer?.ok ? answer.registration : null;
  const failure = answer && !answer.ok ? answer : null;
  const all = REVIEWS.reduce((sum, review) => sum + page.reviewCounts[review], 0);
  // A refused rejection is told in its dialog, open again over the page; any other refusal here.
  const inDialog =
    failure?.values.decision === 'reject' &&
    tender.reviewable &&
    page.data.some((registration) => registration.id === failure.registrationId && registration.review === 'pending');
  return (
    <>
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('review.heading', { project: tender.projectName })}
        </Title>
        <Group gap="md">
          <Text size="sm" c="dimmed" data-testid="registrations-code">
            {t('review.code', { code: tender.code })}
          </Text>
          <TenderPhaseBadge phase={tender.phase} testId="registrations-phase" />
          <Anchor component={Link} to={`${TENDER_DETAIL_PATH}?id=${tender.id}`} size="sm">
            {t('review.backToTender')}
          </Anchor>
          <ExportLink to={EXPORT_PATHS.list('registrations')} params={{ id: tender.id }} />
        </Group>
      </Stack>
      <ReviewWindow tender={tender} />
      {done && (
        <Alert color="green" role="status" data-testid="registrations-reviewed" data-review={done.review}>
          {t(done.review === 'approved' ? 'review.approved' : 'review.rejected', { supplier: done.supplier.name })}
        </Alert>
      )}
      {failure?.formError && !inDialog && (
        <Alert color="red" role="alert" data-testid="registrations-refused">
          {failure.formError}
        </Alert>
      )}
      <ReviewFilter current={view.review} counts={{ all, ...page.reviewCounts }} />
      <Text size="sm" c="dimmed" data-testid="registrations-total">
        {t('review.total', { count: page.totalCount })}
      </Text>
      {page.data.length === 0 ? (
        <Text data-testid="registrations-empty">{t('review.empty')}</Text>
      ) : (
        <Stack gap="md" data-testid="registrations-list">
          {page.data.map((registration) => (
            <RegistrationCard key={registration.id} registration={registration} reviewable={tender.reviewable} failure={failure} />
          ))}
        </Stack>
      )}
      <UrlPager total={page.totalCount} pageSize={view.pageSize} current={view.current} testId="registrations-pager" />
    </>
  );
}

/** When the buyer may review: the prequalification's window, said as the platform decides it (reviewable). */
function ReviewWindow({ tender }: { tender: ReviewedTender }) {
  const { t } = useTranslation('tenderRegistration');
  const locale = useLocale();
  const at = (time: number | null) => (time === null ? '' : formatDate(time, locale, 'YYYY-MM-DD HH:mm'));
  if (!tender.isQualificationCheck) {
    return (
      <Alert color="blue" data-testid="registrations-window" data-state="none">
        {t('review.noPrequalification')}
      </Alert>
    );
  }
  const window = { start: at(tender.preCheckStartTime), end: at(tender.preCheckEndTime) };
  const state = tender.reviewable ? 'open' : tender.phase === 'announced' || tender.phase === 'registration' ? 'notYet' : 'over';
  return (
    <Paper withBorder p="md" radius="md" data-testid="registrations-window" data-state={state}>
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          {state === 'open' ? t('review.window', window) : state === 'notYet' ? t('review.notYet', window) : t('review.over')}
        </Text>
        <Fact
          label={t('review.requirement')}
          value={
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {tender.preCheckRequirement || t('review.none')}
            </Text>
          }
        />
      </Stack>
    </Paper>
  );
}

/** The review states as links (?review=), each with its count; the page goes back to 1. They wrap on a narrow screen. */
function ReviewFilter({ current, counts }: { current: RegistrationReview | null; counts: Record<RegistrationReview | 'all', number> }) {
  const { t } = useTranslation('tenderRegistration');
  const { pathname, search } = useLocation();
  const hrefOf = (value: RegistrationReview | 'all') => {
    const params = new URLSearchParams(search);
    params.delete('current');
    if (value === 'all') params.delete('review');
    else params.set('review', value);
    return `${pathname}?${params.toString()}`;
  };
  return (
    <Group gap="xs" wrap="wrap" component="nav" aria-label={t('review.filters')} data-testid="registrations-filter">
      {(['all', ...REVIEWS] as const).map((value) => {
        const active = (current ?? 'all') === value;
        return (
          <Button
            key={value}
            component={Link}
            to={hrefOf(value)}
            size="xs"
            variant={active ? 'filled' : 'default'}
            aria-current={active ? 'page' : undefined}
            data-testid={`registrations-filter-${value}`}
          >
            {value === 'all' ? t('review.all') : t(`review.state.${value}`)} ({counts[value]})
          </Button>
        );
      })}
    </Group>
  );
}

function RegistrationCard({
  registration,
  reviewable,
  failure,
}: {
  registration: TenderRegistrationRow;
  reviewable: boolean;
  failure: Extract<ReviewAnswer, { ok: false }> | null;
}) {
  const { t } = useTranslation('tenderRegistration');
  const locale = useLocale();
  const region = [registration.provinceName, registration.cityName !== registration.provinceName ? registration.cityName : '']
    .filter(Boolean)
    .join(' / ');
  const mine = failure?.registrationId === registration.id ? failure : null;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      data-testid="registration-row"
      data-id={registration.id}
      data-review={registration.review}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={2} size="h5" data-testid="registration-supplier">
            {registration.supplier.name}
          </Title>
          <Badge color={REVIEW_COLOURS[registration.review]} variant="light">
            {t(`review.state.${registration.review}`)}
          </Badge>
        </Group>
        {registration.reviewReason && (
          <Text size="sm" c="red" data-testid="registration-row-reason">
            {registration.reviewReason}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Fact label={t('review.contact')} value={`${registration.contactName} · ${registration.phone} · ${registration.email}`} />
          <Fact label={t('review.region')} value={`${region} ${registration.address}`} />
          <Fact label={t('review.registeredAt')} value={formatDate(registration.createTime, locale, 'YYYY-MM-DD HH:mm')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('review.files')} value={registration.files.length ? <AttachmentLinks files={registration.files} /> : t('review.none')} />
          <Fact
            label={t('review.qualification')}
            value={registration.qualificationFiles.length ? <AttachmentLinks files={registration.qualificationFiles} /> : t('review.none')}
          />
        </SimpleGrid>
        {reviewable && registration.review === 'pending' && <ReviewActions registration={registration} failure={mine} />}
      </Stack>
    </Paper>
  );
}

function ReviewActions({ registration, failure }: { registration: TenderRegistrationRow; failure: Extract<ReviewAnswer, { ok: false }> | null }) {
  const { t } = useTranslation('tenderRegistration');
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get(REVIEW_FIELD.registrationId) === String(registration.id);
  // A refused rejection opens again with what was typed and why it was refused.
  const [rejecting, setRejecting] = useState(failure?.values.decision === 'reject');
  const action = `${pathname}${search}`;
  return (
    <Group gap="sm" justify="flex-end">
      <Form method="post" action={action}>
        <input type="hidden" name={REVIEW_FIELD.registrationId} value={registration.id} />
        <input type="hidden" name={REVIEW_FIELD.decision} value="approve" />
        <Button type="submit" color="green" size="xs" loading={busy && !rejecting} data-testid="registration-approve">
          {t('review.approve')}
        </Button>
      </Form>
      <Button color="red" variant="light" size="xs" onClick={() => setRejecting(true)} data-testid="registration-reject">
        {t('review.reject')}
      </Button>
      <Modal
        opened={rejecting}
        onClose={() => setRejecting(false)}
        title={t('review.rejectTitle', { supplier: registration.supplier.name })}
        closeButtonProps={{ 'aria-label': t('review.cancel') }}
      >
        <Form method="post" action={action} noValidate data-testid="registration-reject-form">
          <input type="hidden" name={REVIEW_FIELD.registrationId} value={registration.id} />
          <input type="hidden" name={REVIEW_FIELD.decision} value="reject" />
          <Stack gap="md">
            {failure?.formError && (
              <Alert color="red" role="alert" data-testid="registrations-refused">
                {failure.formError}
              </Alert>
            )}
            <Textarea
              name={REVIEW_FIELD.reason}
              label={t('review.reason')}
              description={t('review.reasonHint', { max: LIMITS.reason })}
              required
              autosize
              minRows={3}
              maxLength={LIMITS.reason}
              defaultValue={failure?.values.reason}
              error={failure?.fieldErrors.reason}
              data-autofocus
              data-testid="registration-reject-reason"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRejecting(false)}>
                {t('review.cancel')}
              </Button>
              <Button type="submit" color="red" loading={busy} data-testid="registration-reject-confirm">
                {t('review.confirmReject')}
              </Button>
            </Group>
          </Stack>
        </Form>
      </Modal>
    </Group>
  );
}
